import type { ContextItem } from './types';

// The widget's own limits on page context live in ./limits.ts (no imports there, so the wire contract derives its
// own from them without a cycle through the types).
export { WIDGET_MAX_CONTEXT_CHARS, WIDGET_MAX_CONTEXT_ITEMS } from './limits';
import { WIDGET_MAX_CONTEXT_CHARS, WIDGET_MAX_CONTEXT_ITEMS } from './limits';
import { cutText } from './cut-text';

/**
 * An item as the widget holds it: the wire fields plus whether the limits cut it. The mark lives on the item, in
 * the store, so it is saved with the attached context and a chip still says "shortened" after a reload.
 */
export interface AttachedContext extends ContextItem {
  /** The value was cut to `WIDGET_MAX_CONTEXT_CHARS` when it was attached. */
  trimmed?: true;
}

export interface ClampedContext {
  items: AttachedContext[];
  /** Items over `WIDGET_MAX_CONTEXT_ITEMS` that were not kept (the newest ones: what was attached first stays). */
  dropped: number;
  /** Items whose value was cut to `WIDGET_MAX_CONTEXT_CHARS`. */
  trimmed: number;
  /** Items identical to one already attached. */
  duplicates: number;
  changed: boolean;
}

/** True when the limits cut this item's value. */
export function wasTrimmed(item: ContextItem): boolean {
  return (item as AttachedContext).trimmed === true;
}

const sameItem = (a: ContextItem, b: ContextItem) =>
  a.type === b.type && a.value === b.value && a.elementId === b.elementId && a.path === b.path;

/**
 * Applies the limits to attached context and reports what it changed, so the UI can say so rather than drop the
 * reader's context silently. Pure: the input array and items are never mutated.
 */
export function clampContext(
  context: readonly ContextItem[],
  { maxItems = WIDGET_MAX_CONTEXT_ITEMS, maxChars = WIDGET_MAX_CONTEXT_CHARS } = {},
): ClampedContext {
  const items: AttachedContext[] = [];
  let dropped = 0;
  let trimmed = 0;
  let duplicates = 0;
  for (const item of context) {
    const short = cut(item, maxChars);
    if (items.some((kept) => sameItem(kept, item) || sameItem(kept, short))) {
      duplicates++;
      continue;
    }
    if (items.length >= maxItems) {
      dropped++;
      continue;
    }
    if (short !== item) trimmed++;
    items.push(short);
  }
  return { items, dropped, trimmed, duplicates, changed: dropped + trimmed + duplicates > 0 };
}

/** The item with its value cut to `maxChars` and marked, or the item itself when it fits. */
function cut(item: ContextItem, maxChars: number): AttachedContext {
  if (item.value.length <= maxChars) return item;
  return { ...item, value: cutText(item.value, maxChars), trimmed: true };
}
