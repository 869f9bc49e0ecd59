import type { ContextItem } from '../core/types';
import { createAffordanceButton, retainAffordanceStyles, type AffordanceLabel } from './affordance-button';
import { codeContextFrom, LINE_NUMBER_GUTTER } from './code-context';
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
  dispose: () => void;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** On the button while it shows its icon only. */
const COMPACT = 'data-da-compact';
/** Gap between our button and the block's edge, the host's controls and the code's last line. */
const GAP = 6;
/** What a theme draws over its code blocks: Copy, word-wrap, "open in playground", language tabs. */
const HOST_CONTROLS = 'button,[role="button"],a[href],select,input';

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Puts an "Ask about this code" button on every code block in the docs root, and keeps it there as content changes.
 * The button is a child of the block (so it follows the code in reading and Tab order) with no text node of its own,
 * so the block's `textContent` and the host's copy buttons are unaffected; the block's own styles are never touched.
 *
 * It shows while the pointer is on the block or focus is in it (and always when focused; always on touch screens),
 * and is placed each time it shows, against the host's layout as it is then: the block's bottom-right corner, unless
 * that covers a host control drawn over the block (a theme's Copy button) or the code's text; then the top-right
 * corner left of the host's controls; then just below the code's last line (partly under the block, so one-line
 * blocks keep every character visible). Returns dispose.
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
    Object.assign(button.style, { position: 'absolute', left: '0px', top: '0px' });
    const show = () => place(block, button);
    // Placed again each time it is about to show, against the host's layout as it is then (fonts, tabs, a resized
    // window); the pointer entering the block, or the button taking focus, is when it shows.
    block.addEventListener('pointerenter', show, { passive: true });
    button.addEventListener('focus', show);
    block.append(button);
    placed.set(block, {
      button,
      dispose: () => {
        block.removeEventListener('pointerenter', show);
        button.remove();
      },
    });
  }

  function remove(block: Element, { dispose }: Placed) {
    dispose();
    placed.delete(block);
  }

  function scan() {
    const root = resolveRoot(options.root, doc);
    const ignore = options.ignore();
    const blocks = new Set<Element>();
    if (root) {
      for (const block of root.querySelectorAll(options.selector)) {
        // Nested matches (a `pre` inside a matched wrapper) get one button, on the outermost.
        // A line-number table's gutter is a `pre` too: its numbers are not code to ask about.
        if (isOutOfScope(block, { root, ignore }) || block.parentElement?.closest(options.selector)) continue;
        if (block.closest(LINE_NUMBER_GUTTER)) continue;
        blocks.add(block);
      }
    }
    for (const [block, entry] of placed) {
      if (!blocks.has(block)) remove(block, entry);
      // A highlighter that rewrote the block's children took our button with it: put it back.
      else if (entry.button.parentElement !== block) block.append(entry.button);
    }
    const added = [...blocks].filter((block) => !placed.has(block));
    added.forEach(add);
    // Placed once up front too, so a reader who tabs or clicks straight to a button finds it where it shows: in the
    // next frame, all reads then all writes (one layout for the whole page).
    if (added.length) {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const writes = [...placed].map(([block, { button }]) => measure(block, button));
        writes.forEach((write) => write?.());
      });
    }
  }
  let frame = 0;

  const schedule = debounce(scan, CODE_RESCAN_MS);
  const observer = new MutationObserver((records) => {
    if (records.some(isRelevant)) schedule();
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  scan();

  return () => {
    observer.disconnect();
    schedule.cancel();
    cancelAnimationFrame(frame);
    for (const [block, entry] of [...placed]) remove(block, entry);
    releaseStyles();
  };
}

/**
 * Moves `button` (a child of `block`, absolutely positioned against whatever containing block the host's CSS gives
 * it) to the first spot that covers neither a host control drawn over the block nor the code's text.
 */
function place(block: Element, button: HTMLElement) {
  measure(block, button)?.();
}

/** Reads the layout and returns the write that moves the button (so a batch reads once, then writes). */
function measure(block: Element, button: HTMLElement): (() => void) | undefined {
  const frame = block.getBoundingClientRect();
  if (!frame.width || !frame.height) return undefined;
  // Measured at its labelled size: a button made compact last time may have room for its words now.
  const wasCompact = button.hasAttribute(COMPACT);
  if (wasCompact) button.removeAttribute(COMPACT);
  const current = button.getBoundingClientRect();
  const height = current.height;
  const controls = hostControls(block, button, frame);
  const text = textBoxes(block, button);
  const lastLine = text.reduce((bottom, box) => Math.max(bottom, box.bottom), frame.top);
  // The theme's controls in the block's upper half (its top-right corner group): ours goes left of them, level with them.
  const corner = controls.filter((box) => box.top < frame.top + frame.height / 2);
  const controlsLeft = Math.min(frame.right, ...corner.map((box) => box.left));
  const controlsTop = corner.length ? Math.min(...corner.map((box) => box.top)) : frame.top + GAP;
  const spots = (width: number) => {
    const at = (left: number, top: number): Box => ({ left, top, right: left + width, bottom: top + height });
    return [
      at(frame.right - GAP - width, frame.bottom - GAP - height),
      at(Math.min(frame.right - GAP, controlsLeft - GAP) - width, controlsTop),
    ];
  };
  const clear = (box: Box) =>
    box.left >= frame.left && !controls.some((c) => overlaps(c, box)) && !text.some((t) => overlaps(t, box));
  // Where its words do not fit (a narrow screen, a one-line block under the theme's Copy button), the button shows
  // its icon only, a square as tall as the labelled button, in the same two spots.
  const [labelled, compact] = [spots(current.width), spots(height)];
  const found = labelled.findIndex(clear);
  const foundCompact = found < 0 ? compact.findIndex(clear) : -1;
  // Else below the last line, right-aligned (the code stays readable whatever its length), and below the host's
  // controls if they reach that far; where that would straddle the block's bottom edge, wholly below the block.
  const below = (): Box => {
    const { left, right } = labelled[0]!;
    let top = Math.max(lastLine + 2, labelled[0]!.top);
    if (controls.some((c) => overlaps(c, { left, right, top, bottom: top + height })))
      top = Math.max(top, ...controls.map((c) => c.bottom + 2));
    if (top + height > frame.bottom) top = Math.max(top, frame.bottom + 2);
    return { left, right, top, bottom: top + height };
  };
  const target = found >= 0 ? labelled[found]! : foundCompact >= 0 ? compact[foundCompact]! : below();
  if (wasCompact) button.setAttribute(COMPACT, '');
  // Offsets are relative to the containing block, which we never look up: move by the difference instead.
  const left = parseFloat(button.style.left) || 0;
  const top = parseFloat(button.style.top) || 0;
  const index = found >= 0 ? found : foundCompact;
  const placement = index === 0 ? 'bottom-end' : index === 1 ? 'top-end' : 'below';
  return () => {
    button.style.left = `${left + target.left - current.left}px`;
    button.style.top = `${top + target.top - current.top}px`;
    button.setAttribute('data-da-placement', placement);
    button.toggleAttribute(COMPACT, foundCompact >= 0);
  };
}

/** Host controls drawn over the block: inside it, or in its frame (Docusaurus puts Copy next to the `pre`). */
function hostControls(block: Element, ours: Element, frame: DOMRect): Box[] {
  const scope = block.parentElement?.parentElement ?? block.parentElement ?? block;
  const boxes: Box[] = [];
  for (const control of scope.querySelectorAll(HOST_CONTROLS)) {
    if (control === ours || control.hasAttribute(AFFORDANCE_ATTRIBUTE)) continue;
    const box = control.getBoundingClientRect();
    if (box.width && box.height && overlaps(box, frame)) boxes.push(box);
  }
  return boxes;
}

/** The line boxes of the block's visible text (not of our button or the host's controls inside it). */
function textBoxes(block: Element, ours: Element): Box[] {
  const doc = block.ownerDocument;
  const walker = doc.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  const range = doc.createRange();
  const boxes: Box[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.nodeValue?.trim() || ours.contains(node) || node.parentElement?.closest(HOST_CONTROLS)) continue;
    range.selectNodeContents(node);
    for (const box of range.getClientRects()) if (box.width && box.height) boxes.push(box);
  }
  return boxes;
}

/** Our own buttons coming and going, and the widget streaming an answer, are no reason to re-scan. */
function isRelevant(record: MutationRecord): boolean {
  const target = elementOf(record.target);
  if (target?.closest(`[${AFFORDANCE_ATTRIBUTE}],[data-da-slot]`)) return false;
  const changed = [...record.addedNodes, ...record.removedNodes];
  return changed.some((node) => !(node instanceof Element && node.hasAttribute(AFFORDANCE_ATTRIBUTE)));
}
