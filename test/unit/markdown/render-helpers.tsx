import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import { remarkPlugins } from '../../../src/markdown/markdown-block';
import { safeUrl } from '../../../src/markdown/safe-url';
import { baseComponents } from '../../../src/markdown/streaming-markdown';

/** What a one-shot react-markdown render of the whole text gives, with the same plugins, components and URL policy. */
export function OneShot({ text }: { text: string }) {
  return (
    <div data-da-markdown="">
      <Markdown remarkPlugins={remarkPlugins} components={baseComponents} urlTransform={safeUrl}>
        {text}
      </Markdown>
    </div>
  );
}

export const renderOneShot = (text: string) => renderToStaticMarkup(<OneShot text={text} />);

const BLOCK_TAGS = 'p|h[1-6]|ul|ol|li|table|thead|tbody|tr|th|td|pre|blockquote|hr|div|section|span|button';

/**
 * Drops what block-wise rendering legitimately changes: our block index hooks, the streaming state, and the
 * newline text nodes react-markdown puts between top-level elements (invisible whitespace between blocks).
 */
export function normaliseHtml(html: string): string {
  return html
    .replace(/ data-da-block="\d+"/g, '')
    .replace(/ data-state="(?:streaming|done)"/g, '')
    .replace(new RegExp(`\\s*(</?(?:${BLOCK_TAGS})(?:\\s[^>]*)?\\/?>)\\s*`, 'g'), '$1');
}

/** Cuts text into chunks of 1–`max` characters at random points. */
export function randomChunks(text: string, random: () => number, max = 48): string[] {
  const chunks: string[] = [];
  for (let i = 0; i < text.length;) {
    const size = 1 + Math.floor(random() * max);
    chunks.push(text.slice(i, i + size));
    i += size;
  }
  return chunks;
}
