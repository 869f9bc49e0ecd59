import {
  extractDefinitions,
  foldForReferences,
  withDefinitions,
  type BlockDefinitions,
  type Definition,
} from './definitions';
import { createBlockSplitter } from './split-blocks';

/** A block ready to render: its source (with any definitions it references put in front) and whether it shows. */
export interface RenderBlock {
  source: string;
  /** False for a block of link definitions only: it renders nothing, so no separator goes before it. */
  visible: boolean;
}

interface FinishedBlock {
  source: string;
  found: BlockDefinitions | undefined;
  folded?: string;
  rendered?: RenderBlock;
}

// GFM footnotes are numbered and collected across the whole document; no block can render its part alone.
const FOOTNOTE = '[^';

/**
 * Turns a growing answer into the blocks to render one by one. A finished block keeps the very same source string
 * between updates (so a memoised block compares in O(1) and never re-renders) unless a definition it references
 * appears later. React-free: the component calls `update` on every render.
 */
export class IncrementalDocument {
  private readonly split = createBlockSplitter();
  private finished: FinishedBlock[] = [];
  private definitionsKey = '';
  private last: { text: string; streaming: boolean; blocks: RenderBlock[] } | undefined;

  update(text: string, streaming: boolean): RenderBlock[] {
    // A parent re-render with the same text (a finished message in a long conversation) costs nothing.
    if (this.last?.text === text && this.last.streaming === streaming) return this.last.blocks;
    const blocks = this.compute(text, streaming);
    this.last = { text, streaming, blocks };
    return blocks;
  }

  private compute(text: string, streaming: boolean): RenderBlock[] {
    const whole = [{ source: text, visible: true }];
    if (text.includes(FOOTNOTE)) return whole;
    const { finished, tail } = this.split(text);
    this.sync(finished);

    const definitions: Definition[] = [];
    const seen = new Set<string>();
    const add = (found: BlockDefinitions) => {
      for (const definition of found.definitions) {
        if (!seen.has(definition.id)) definitions.push(definition);
        seen.add(definition.id);
      }
    };
    for (const block of this.finished) {
      if (!block.found) return whole;
      add(block.found);
    }
    // While streaming, the tail's definitions may still be half-written: they are shared once the tail is done.
    const tailFound = streaming || !tail ? undefined : extractDefinitions(tail);
    if (!streaming && tail && !tailFound) return whole;
    if (tailFound) add(tailFound);

    const key = definitions.map((d) => d.source).join('\n');
    const changed = key !== this.definitionsKey;
    this.definitionsKey = key;
    const blocks = this.finished.map((block) => {
      if (changed || block.rendered === undefined) {
        block.folded ??= definitions.length ? foldForReferences(block.source) : undefined;
        const source = block.folded ? withDefinitions(block.source, block.folded, definitions) : block.source;
        block.rendered = { source, visible: !block.found?.onlyDefinitions };
      }
      return block.rendered;
    });
    if (tail) {
      const source = definitions.length ? withDefinitions(tail, foldForReferences(tail), definitions) : tail;
      blocks.push({ source, visible: !tailFound?.onlyDefinitions });
    }
    return blocks;
  }

  private sync(finished: readonly string[]) {
    if (finished.length < this.finished.length || this.finished.some((b, i) => b.source !== finished[i])) {
      this.finished = [];
    }
    for (let i = this.finished.length; i < finished.length; i++) {
      const source = finished[i] ?? '';
      this.finished.push({ source, found: extractDefinitions(source) });
    }
  }
}
