import type { ContextItem } from '../core/types';
import { createAffordanceButton, retainAffordanceStyles, type AffordanceLabel } from './affordance-button';
import { debounce } from './debounce';
import { elementOf, type IgnoreTarget } from './dom-scope';
import { readSelectionContext } from './read-selection';
import { resolveRoot, type RootOption } from './resolve-root';

/**
 * Long enough that a mouse drag or held Shift+Arrow settles into one evaluation, short enough that the button is
 * there by the time the reader looks for it.
 */
export const SELECTION_SETTLE_MS = 150;

const BLOCKS = 'p,li,dd,dt,td,th,blockquote,pre,figcaption,summary,h1,h2,h3,h4,h5,h6';
const HEADINGS = /^H[1-6]$/;

export interface SelectionAffordanceOptions {
  doc: Document;
  root?: RootOption;
  ignore: () => IgnoreTarget[];
  getPath(): string | undefined;
  label: AffordanceLabel;
  onAsk(item: ContextItem): void;
}

/**
 * Shows an "Ask AI" button by the reader's selection inside the docs root. The button goes into the DOM right after
 * the selected text (end of its block), so Tab from the selection reaches it next; it is absolutely positioned so
 * the host's layout does not move, and it scrolls with the content, so nothing listens to scroll. Returns dispose.
 */
export function mountSelectionAffordance(options: SelectionAffordanceOptions): () => void {
  const { doc } = options;
  let item: ContextItem | null = null;
  let suppressed: string | null = null;
  let pointerDown = false;
  const releaseStyles = retainAffordanceStyles(doc);
  const button = createAffordanceButton(doc, 'selection', options.label, () => {
    // Read again: the keyboard may have grown the selection since the last (debounced) look.
    const asked = read() ?? item;
    if (!asked) return;
    suppressed = asked.value;
    hide();
    options.onAsk(asked);
  });
  button.style.position = 'absolute';
  button.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') hide();
  });

  function hide() {
    item = null;
    button.remove();
  }

  function read() {
    const root = resolveRoot(options.root, doc);
    return root
      ? readSelectionContext(doc.getSelection(), { root, ignore: options.ignore(), path: options.getPath() })
      : null;
  }

  function evaluate() {
    if (pointerDown) return;
    const selection = doc.getSelection();
    const next = read();
    if (!next) {
      // Focusing the button by Tab must not make it vanish under the reader.
      if (doc.activeElement !== button) hide();
      if (!selection || selection.isCollapsed) suppressed = null;
      return;
    }
    if (next.value === suppressed) return;
    item = next;
    place(selection!);
  }

  function place(selection: Selection) {
    const focus = elementOf(selection.focusNode);
    if (!focus) return;
    const block = focus.closest(BLOCKS) ?? focus;
    // Moving the button while it has focus would drop the focus: leave it where it is when it is already there.
    if (HEADINGS.test(block.tagName)) {
      if (block.nextSibling !== button) block.after(button);
    } else if (block.lastChild !== button) block.append(button);
    const caret = doc.createRange();
    caret.setStart(selection.focusNode!, selection.focusOffset);
    let rect = caret.getBoundingClientRect();
    if (!rect.width && !rect.height && !rect.top) rect = selection.getRangeAt(0).getBoundingClientRect();
    const origin = containingOrigin(button, doc);
    const view = doc.defaultView;
    const maxLeft = (view?.innerWidth ?? rect.right) - button.offsetWidth - 8;
    button.style.left = `${Math.max(0, Math.min(rect.left, maxLeft)) - origin.left}px`;
    button.style.top = `${rect.bottom + 6 - origin.top}px`;
  }

  const schedule = debounce(evaluate, SELECTION_SETTLE_MS);
  const passive = { passive: true, capture: true } as const;
  const onPointerDown = (event: Event) => {
    if (event.target !== button) pointerDown = true;
  };
  const onPointerUp = () => {
    pointerDown = false;
    schedule();
  };
  doc.addEventListener('selectionchange', schedule, passive);
  doc.addEventListener('pointerdown', onPointerDown, passive);
  doc.addEventListener('pointerup', onPointerUp, passive);
  doc.addEventListener('pointercancel', onPointerUp, passive);
  // Mounted lazily, often because of a selection the reader just made: look at it now.
  if (doc.getSelection()?.isCollapsed === false) schedule();

  return () => {
    schedule.cancel();
    doc.removeEventListener('selectionchange', schedule, passive);
    doc.removeEventListener('pointerdown', onPointerDown, passive);
    doc.removeEventListener('pointerup', onPointerUp, passive);
    doc.removeEventListener('pointercancel', onPointerUp, passive);
    hide();
    releaseStyles();
  };
}

/** Viewport position of the box the button is positioned against (its padding box, scrolled content included). */
function containingOrigin(button: HTMLElement, doc: Document): { left: number; top: number } {
  const parent = button.offsetParent;
  const view = doc.defaultView;
  if (!parent || (parent === doc.body && view?.getComputedStyle(parent).position === 'static')) {
    // No positioned ancestor: the initial containing block, i.e. the document's origin.
    return { left: -(view?.scrollX ?? 0), top: -(view?.scrollY ?? 0) };
  }
  const rect = parent.getBoundingClientRect();
  return {
    left: rect.left + parent.clientLeft - parent.scrollLeft,
    top: rect.top + parent.clientTop - parent.scrollTop,
  };
}
