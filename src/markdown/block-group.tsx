import { Fragment, memo } from 'react';
import type { Components } from 'react-markdown';
import type { RenderBlock } from './incremental-document';
import { PARSE_MAX_CHARS } from './long-content';
import { MarkdownBlock } from './markdown-block';
import { OpenBlockContext } from './markdown-context';
import { OversizedBlock } from './oversized-block';

/** Blocks per group: an update compares the groups, and only inside the one that changed, each of its blocks. */
export const GROUP_SIZE = 64;

export interface BlockGroupProps {
  /** The group's blocks, the answer's blocks `start` to `start + GROUP_SIZE`. */
  blocks: readonly RenderBlock[];
  start: number;
  /** The index in the answer of the block still being written, or -1. */
  openIndex: number;
  components: Components;
}

function same(a: BlockGroupProps, b: BlockGroupProps): boolean {
  const open = (p: BlockGroupProps) => p.openIndex >= p.start && p.openIndex < p.start + GROUP_SIZE;
  return (
    a.start === b.start &&
    a.components === b.components &&
    open(a) === open(b) &&
    (!open(a) || a.openIndex === b.openIndex) &&
    a.blocks.length === b.blocks.length &&
    a.blocks.every((block, i) => block === b.blocks[i])
  );
}

/**
 * A run of consecutive blocks, memoised as one: with thousands of finished blocks (one huge streamed piece), an
 * update re-creates and compares a few dozen groups, not every block. A block's place in the tree depends only on
 * its index, so no block ever remounts.
 */
export const BlockGroup = memo(function BlockGroup({ blocks, start, openIndex, components }: BlockGroupProps) {
  return blocks.map((block, offset) => {
    const index = start + offset;
    return (
      // Index keys: blocks only ever append, and a block's identity is its position in the answer.
      <Fragment key={index}>
        {/* The newline react-markdown puts between top-level nodes: it keeps a space between blocks of raw
            text (HTML shown as text), exactly as in a one-shot render. */}
        {index > 0 && block.visible ? '\n' : null}
        <OpenBlockContext.Provider value={index === openIndex}>
          {/* Parsing is the one cost that grows with a block: past a bound, the block is shown without it. */}
          {block.source.length > PARSE_MAX_CHARS ? (
            <OversizedBlock index={index} source={block.source} />
          ) : (
            <MarkdownBlock index={index} source={block.source} components={components} />
          )}
        </OpenBlockContext.Provider>
      </Fragment>
    );
  });
}, same);
