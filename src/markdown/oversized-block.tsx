import { useState } from 'react';
import { closesFence, opensFence } from './block-syntax';
import { HIDDEN_LANGUAGES } from './code-block';
import { CodeView } from './code-view';
import { format } from '../core/format';
import { cutText } from '../core/cut-text';
import { PREVIEW_CHARS } from './long-content';
import { useMarkdownContext } from './markdown-context';
import { SlicedText } from './sliced-text';

/** A fenced block's language and code, read from its lines without the markdown parser; undefined if not fenced. */
export function readFence(source: string): { language: string | undefined; code: string } | undefined {
  const firstEnd = source.indexOf('\n');
  const opening = firstEnd === -1 ? source : source.slice(0, firstEnd);
  const fence = opensFence(opening);
  if (!fence) return undefined;
  const info = opening.trim().slice(fence.length).trim();
  const language = info.split(/[ \t]/)[0] || undefined;
  let code = firstEnd === -1 ? '' : source.slice(firstEnd + 1);
  const lastStart = code.lastIndexOf('\n', code.length - 2) + 1;
  if (closesFence(code.slice(lastStart).replace(/\n$/, ''), fence)) code = code.slice(0, lastStart);
  return { language, code };
}

/**
 * A block too long to parse in one frame (a runaway answer, a pasted file): a fenced one is shown as code, anything
 * else as plain text, its first part only until the reader asks for all of it.
 */
export function OversizedBlock({ source, index }: { source: string; index: number }) {
  const fenced = readFence(source);
  if (fenced) {
    if (fenced.language && HIDDEN_LANGUAGES.has(fenced.language)) return null;
    return <CodeView data-da-block={String(index)} code={fenced.code} language={fenced.language} />;
  }
  return <OversizedText source={source} index={index} />;
}

function OversizedText({ source, index }: { source: string; index: number }) {
  const { labels, locale } = useMarkdownContext();
  const [expanded, setExpanded] = useState(false);
  return (
    <div data-da-block={String(index)} data-da-oversized="">
      <p>{expanded ? <SlicedText text={source} /> : cutText(source, PREVIEW_CHARS)}</p>
      {expanded ? null : (
        <button type="button" data-da-code-expand="" aria-expanded="false" onClick={() => setExpanded(true)}>
          {format(labels.showAllCharacters, { count: source.length }, locale)}
        </button>
      )}
    </div>
  );
}
