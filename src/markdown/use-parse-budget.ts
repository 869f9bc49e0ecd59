import { useEffect, useState } from 'react';
import type { RenderBlock } from './incremental-document';
import { PARSE_MAX_CHARS, PREVIEW_CHARS } from './long-content';

/**
 * Characters of markdown parsed in one render at most: tens of milliseconds of micromark on a slow phone. One
 * streamed piece may finish many blocks at once (a 5 MB delta of paragraphs); they are rendered over the next frames.
 */
export const FRAME_PARSE_CHARS = 30_000;

const costOf = (block: RenderBlock) => (block.source.length > PARSE_MAX_CHARS ? PREVIEW_CHARS : block.source.length);

/** Remembers how many blocks the last commit rendered (React-free, like IncrementalDocument). */
class RenderedBlocks {
  private count = 0;

  commit(count: number) {
    this.count = count;
  }

  /** How many of `blocks` fit this frame: the ones rendered before, then new ones up to the budget, at least one. */
  fit(blocks: readonly RenderBlock[]): number {
    // The last block rendered before may have changed (the tail): it is parsed again, so it counts.
    const from = Math.max(0, Math.min(this.count, blocks.length) - 1);
    let cost = 0;
    for (let index = from; index < blocks.length; index++) {
      cost += costOf(blocks[index] as RenderBlock);
      if (cost > FRAME_PARSE_CHARS && index > from) return index;
    }
    return blocks.length;
  }
}

/**
 * How many of `blocks` to render now: those rendered before (memoised, free) plus new ones up to the frame's budget;
 * the rest follow one frame at a time. On the server everything renders at once.
 */
export function useParseBudget(blocks: readonly RenderBlock[]): number {
  const [rendered] = useState(() => new RenderedBlocks());
  const [, nextFrame] = useState(0);
  const shown = typeof window === 'undefined' ? blocks.length : rendered.fit(blocks);
  useEffect(() => {
    rendered.commit(shown);
    if (shown >= blocks.length) return;
    const frame = requestAnimationFrame(() => nextFrame((n) => n + 1));
    return () => cancelAnimationFrame(frame);
  });
  return shown;
}
