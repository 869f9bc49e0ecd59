import { useMemo } from 'react';
import { markWords, snippet } from '../../search/highlight';

/**
 * A result's text around the first of the query's words, each of them in `<mark>`. Built from text nodes only
 * (search/highlight.ts splits plain text): a result's `<script>` or `<img onerror>` shows as the characters it is.
 */
export function SearchSnippet({ text, words }: { text: string; words: string[] }) {
  const parts = useMemo(() => markWords(snippet(text, words), words), [text, words]);
  return (
    <span data-da-search-snippet="">
      {parts.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : part.text))}
    </span>
  );
}
