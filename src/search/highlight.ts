/** A piece of a snippet: marked where it is one of the query's words. */
export interface SnippetPart {
  text: string;
  mark: boolean;
}

/** At most this many of the query's words are marked: a pasted paragraph must not build a huge expression. */
const MAX_WORDS = 12;
/** The snippet's length around the first match: two lines of the view at 390 px. */
export const SNIPPET_CHARS = 160;

/**
 * The query's words, lowercased, longest first (so "authentication" is marked whole where "auth" also matches).
 * One-letter words are dropped unless the query is one letter: an "a" would mark half of every snippet.
 */
export function queryWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept = words.length === 1 ? words : words.filter((word) => word.length > 1);
  return [...new Set(kept)].slice(0, MAX_WORDS).sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where the query's words begin words of `text` (the last word typed is a prefix of what the reader means: the
 * service matches it so too), as the parts to render. Plain strings only: the caller renders them as text nodes
 * and `<mark>` elements, so nothing in a result becomes markup.
 */
export function markWords(text: string, words: string[]): SnippetPart[] {
  if (!words.length || !text) return text ? [{ text, mark: false }] : [];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})`, 'giu');
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index), mark: false });
    parts.push({ text: match[0], mark: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false });
  return parts;
}

/**
 * About `SNIPPET_CHARS` of `text` around the first of the query's words, cut at word boundaries with an ellipsis
 * where it was cut: the reader sees why the result matched without the whole section.
 */
export function snippet(text: string, words: string[], length = SNIPPET_CHARS): string {
  if (text.length <= length) return text;
  const lower = text.toLowerCase();
  const first = Math.min(...words.map((word) => lower.indexOf(word)).filter((index) => index >= 0), text.length);
  const found = first < text.length ? first : 0;
  // A third of the room before the match, so it is near the start of the line.
  let start = Math.max(0, found - Math.floor(length / 3));
  let end = Math.min(text.length, start + length);
  start = Math.max(0, end - length);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
