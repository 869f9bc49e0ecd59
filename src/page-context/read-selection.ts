import type { ContextItem } from '../core/types';
import { isOutOfScope, type ScopeOptions } from './dom-scope';
import { nearestElementId } from './nearest-element-id';

export interface ReadContextOptions extends ScopeOptions {
  /** The page path to record on the item; omitted when undefined. */
  path?: string;
}

/**
 * The reader's selection as context, or null when there is nothing to offer: no selection, only whitespace, or
 * either end outside the docs root, inside the widget, a form field, editable content or an ignored region.
 * The value is the selected text as the reader sees it, trimmed; limits are applied when it is attached.
 */
export function readSelectionContext(
  selection: Selection | null | undefined,
  options: ReadContextOptions = {},
): ContextItem | null {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const { anchorNode, focusNode } = selection;
  if (isOutOfScope(anchorNode, options) || isOutOfScope(focusNode, options)) return null;
  const value = selection.toString().trim();
  if (!value) return null;
  // The start of the selection locates it: a reader selecting down from a heading means that heading's section.
  const start = selection.getRangeAt(0).startContainer;
  const elementId = nearestElementId(start, { root: options.root });
  return withOptional({ type: 'textSelection', value }, options.path, elementId);
}

export function withOptional(item: ContextItem, path: string | undefined, elementId: string | undefined): ContextItem {
  if (path) item.path = path;
  if (elementId) item.elementId = elementId;
  return item;
}
