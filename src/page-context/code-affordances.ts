import type { ContextItem } from '../core/types';
import { createAffordanceButton, retainAffordanceStyles, type AffordanceLabel } from './affordance-button';
import { codeContextFrom } from './code-context';
import { debounce } from './debounce';
import { AFFORDANCE_ATTRIBUTE, elementOf, isOutOfScope, type IgnoreTarget } from './dom-scope';
import { resolveRoot, type RootOption } from './resolve-root';

/** Docs pages render code in bursts (hydration, highlighters, tabs): one re-scan per burst is enough. */
export const CODE_RESCAN_MS = 200;

export interface CodeAffordancesOptions {
  doc: Document;
  root?: RootOption;
  /** Code blocks inside the root. */
  selector: string;
  ignore: () => IgnoreTarget[];
  getPath(): string | undefined;
  label: AffordanceLabel;
  onAsk(item: ContextItem): void;
}

interface Placed {
  button: HTMLButtonElement;
  /** The block's inline `position` before we set it, restored on removal. */
  position: string | null;
}

/**
 * Puts an "Ask about this code" button in the top-right corner of every code block in the docs root, and keeps it
 * there as content changes. The button is a child of the block (so it sits by the code in reading and Tab order)
 * with no text node of its own, so the block's `textContent` and the host's copy buttons are unaffected; a static
 * block becomes `position: relative` (no visual change) while it carries our button. Returns dispose.
 */
export function mountCodeAffordances(options: CodeAffordancesOptions): () => void {
  const { doc } = options;
  const placed = new Map<Element, Placed>();
  const releaseStyles = retainAffordanceStyles(doc);

  function add(block: Element) {
    const button = createAffordanceButton(doc, 'code', options.label, () => {
      const root = resolveRoot(options.root, doc);
      const item = codeContextFrom(block, { root, path: options.getPath() });
      if (item) options.onAsk(item);
    });
    Object.assign(button.style, { position: 'absolute', top: '6px', right: '6px' });
    const style = (block as HTMLElement).style;
    const entry: Placed = { button, position: style ? style.getPropertyValue('position') || null : null };
    if (style && doc.defaultView?.getComputedStyle(block).position === 'static') style.position = 'relative';
    block.append(button);
    placed.set(block, entry);
  }

  function remove(block: Element, { button, position }: Placed) {
    button.remove();
    const style = (block as HTMLElement).style;
    if (style) {
      if (position) style.position = position;
      else style.removeProperty('position');
    }
    placed.delete(block);
  }

  function scan() {
    const root = resolveRoot(options.root, doc);
    const ignore = options.ignore();
    const blocks = new Set<Element>();
    if (root) {
      for (const block of root.querySelectorAll(options.selector)) {
        // Nested matches (a `pre` inside a matched wrapper) get one button, on the outermost.
        if (isOutOfScope(block, { root, ignore }) || block.parentElement?.closest(options.selector)) continue;
        blocks.add(block);
      }
    }
    for (const [block, entry] of placed) {
      if (!blocks.has(block)) remove(block, entry);
      // A highlighter that rewrote the block's children took our button with it: put it back.
      else if (entry.button.parentElement !== block) block.append(entry.button);
    }
    for (const block of blocks) if (!placed.has(block)) add(block);
  }

  const schedule = debounce(scan, CODE_RESCAN_MS);
  const observer = new MutationObserver((records) => {
    if (records.some(isRelevant)) schedule();
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  scan();

  return () => {
    observer.disconnect();
    schedule.cancel();
    for (const [block, entry] of [...placed]) remove(block, entry);
    releaseStyles();
  };
}

/** Our own buttons coming and going, and the widget streaming an answer, are no reason to re-scan. */
function isRelevant(record: MutationRecord): boolean {
  const target = elementOf(record.target);
  if (target?.closest(`[${AFFORDANCE_ATTRIBUTE}],[data-da-slot]`)) return false;
  const changed = [...record.addedNodes, ...record.removedNodes];
  return changed.some((node) => !(node instanceof Element && node.hasAttribute(AFFORDANCE_ATTRIBUTE)));
}
