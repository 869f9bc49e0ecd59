import { memo, useMemo, useRef, useState } from 'react';
import type { Components } from 'react-markdown';
import { citationFinder, type CitableSource } from './citations';
import { CodeBlock } from './code-block';
import { IncrementalDocument } from './incremental-document';
import { BlockGroup, GROUP_SIZE } from './block-group';
import {
  MarkdownContext,
  defaultMarkdownLabels,
  type LinkClickHandler,
  type MarkdownContextValue,
  type StreamingMarkdownLabels,
} from './markdown-context';
import { MarkdownImage, MarkdownLink } from './markdown-link';
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
  /** The answer's sources, numbered from 1: links to one of them render as its numbered citation chip. Default none. */
  sources?: readonly CitableSource[];
  /** The labels' language (BCP 47), for their plural forms and numbers. Default the browser's. */
  locale?: string;
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
  sources,
  locale,
}: StreamingMarkdownProps) {
  const [document] = useState(() => new IncrementalDocument());
  const blocks = document.update(text, streaming);
  const shown = useParseBudget(blocks);
  const groupStarts: number[] = [];
  for (let start = 0; start < shown; start += GROUP_SIZE) groupStarts.push(start);

  const stableComponents = useShallowStable(components);
  const merged = useMemo(() => ({ ...baseComponents, ...stableComponents }), [stableComponents]);

  const latestOnLinkClick = useRef(onLinkClick);
  latestOnLinkClick.current = onLinkClick;
  const stableLabels = useShallowStable(labels);
  // Sources usually arrive before the text; a new list re-renders only the links (context readers), not the blocks.
  const sourcesKey = sources?.map((source) => `${source.href}\n${source.title}`).join('\n') ?? '';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the sources' content: a new array with the same sources is no change
  const findCitation = useMemo(() => citationFinder(sources ?? []), [sourcesKey]);
  const context = useMemo<MarkdownContextValue>(
    () => ({
      labels: { ...defaultMarkdownLabels, ...stableLabels },
      onLinkClick: (event, href) => latestOnLinkClick.current?.(event, href),
      findCitation,
      locale,
    }),
    [stableLabels, findCitation, locale],
  );

  return (
    <MarkdownContext.Provider value={context}>
      <div data-da-markdown="" data-state={streaming ? 'streaming' : 'done'}>
        {groupStarts.map((start) => (
          <BlockGroup
            key={start}
            start={start}
            blocks={blocks.slice(start, Math.min(start + GROUP_SIZE, shown))}
            openIndex={streaming ? blocks.length - 1 : -1}
            components={merged}
          />
        ))}
      </div>
    </MarkdownContext.Provider>
  );
});
