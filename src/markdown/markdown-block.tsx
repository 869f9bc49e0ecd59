import { memo, useMemo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import type { Root } from 'hast';
import { remarkAnswerGfm } from './answer-syntax';
import { linkifyUrls } from './linkify-urls';
import { safeUrl } from './safe-url';

/** The answer pipeline; the equivalence tests render one-shot references with the very same plugins. */
export const remarkPlugins = [remarkAnswerGfm, linkifyUrls];

/** Marks each top-level element of a block with `data-da-block="<index>"`, a stable hook for styles and tests. */
function markBlock(index: number) {
  return () => (tree: Root) => {
    for (const child of tree.children) {
      if (child.type === 'element') child.properties.dataDaBlock = String(index);
    }
  };
}

export interface MarkdownBlockProps {
  source: string;
  index: number;
  components: Components;
}

/**
 * One top-level block. Memoised on its source: a finished block keeps the same source string, so a new chunk
 * re-renders only the block that changed. Raw HTML is left to react-markdown's default: shown as text, never parsed.
 */
export const MarkdownBlock = memo(function MarkdownBlock({ source, index, components }: MarkdownBlockProps) {
  const rehypePlugins = useMemo(() => [markBlock(index)], [index]);
  return (
    <Markdown
      remarkPlugins={remarkPlugins}
      rehypePlugins={rehypePlugins}
      components={components}
      urlTransform={safeUrl}
    >
      {source}
    </Markdown>
  );
});
