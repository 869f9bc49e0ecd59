import { Fragment, memo, useMemo, useRef, useState } from 'react';
import type { Components } from 'react-markdown';
import { CodeBlock } from './code-block';
import { IncrementalDocument } from './incremental-document';
import { PARSE_MAX_CHARS } from './long-content';
import { MarkdownBlock } from './markdown-block';
import {
  MarkdownContext,
  OpenBlockContext,
  defaultMarkdownLabels,
  type LinkClickHandler,
  type MarkdownContextValue,
  type StreamingMarkdownLabels,
} from './markdown-context';
import { MarkdownImage, MarkdownLink } from './markdown-link';
import { OversizedBlock } from './oversized-block';
import { ScrollTable } from './scroll-table';
import { useParseBudget } from './use-parse-budget';
import { useShallowStable } from './use-shallow-stable';

export interface StreamingMarkdownProps {
  /** The markdown received so far (GFM). */
  text: string;
  /** Whether more text may still arrive; shown as `data-state="streaming"`. Default `false`. */
  streaming?: boolean;
  /** Replaces the element for a tag (`a`, `pre`, `img`, …); ours handle safety and code copying. Default none. */
  components?: Partial<Components>;
  /** Visible strings. Default English ("Copy", "Copied"). */
  labels?: StreamingMarkdownLabels;
  /** Called on every link click with the (safe) href; call `event.preventDefault()` to route it yourself. */
  onLinkClick?: LinkClickHandler;
}

export const baseComponents: Components = { a: MarkdownLink, img: MarkdownImage, pre: CodeBlock, table: ScrollTable };

/**
 * Renders a streamed markdown answer block by block: finished blocks are memoised, so each new chunk costs only
 * the re-render of the unfinished last block, and the result equals a one-shot render of the whole text.
 */
export const StreamingMarkdown = memo(function StreamingMarkdown({
  text,
  streaming = false,
  components,
  labels,
  onLinkClick,
}: StreamingMarkdownProps) {
  const [document] = useState(() => new IncrementalDocument());
  const blocks = document.update(text, streaming);
  const shown = useParseBudget(blocks);

  const stableComponents = useShallowStable(components);
  const merged = useMemo(() => ({ ...baseComponents, ...stableComponents }), [stableComponents]);

  const latestOnLinkClick = useRef(onLinkClick);
  latestOnLinkClick.current = onLinkClick;
  const stableLabels = useShallowStable(labels);
  const context = useMemo<MarkdownContextValue>(
    () => ({
      labels: { ...defaultMarkdownLabels, ...stableLabels },
      onLinkClick: (event, href) => latestOnLinkClick.current?.(event, href),
    }),
    [stableLabels],
  );

  return (
    <MarkdownContext.Provider value={context}>
      <div data-da-markdown="" data-state={streaming ? 'streaming' : 'done'}>
        {blocks.slice(0, shown).map((block, index) => (
          // Index keys: blocks only ever append, and a block's identity is its position in the answer.
          <Fragment key={index}>
            {/* The newline react-markdown puts between top-level nodes: it keeps a space between blocks of raw
                text (HTML shown as text), exactly as in a one-shot render. */}
            {index > 0 && block.visible ? '\n' : null}
            <OpenBlockContext.Provider value={streaming && index === blocks.length - 1}>
              {/* Parsing is the one cost that grows with a block: past a bound, the block is shown without it. */}
              {block.source.length > PARSE_MAX_CHARS ? (
                <OversizedBlock index={index} source={block.source} />
              ) : (
                <MarkdownBlock index={index} source={block.source} components={merged} />
              )}
            </OpenBlockContext.Provider>
          </Fragment>
        ))}
      </div>
    </MarkdownContext.Provider>
  );
});
