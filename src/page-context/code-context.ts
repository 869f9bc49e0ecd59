import type { ContextItem } from '../core/types';
import { AFFORDANCE_ATTRIBUTE } from './dom-scope';
import { nearestElementId } from './nearest-element-id';
import { withOptional, type ReadContextOptions } from './read-selection';

/**
 * The code's text as a reader would copy it — not its highlighted HTML, and without our own button or any
 * line-number gutter the host marks `aria-hidden`.
 */
export function codeText(element: Element): string {
  let text = '';
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.nodeType === Node.ELEMENT_NODE &&
      ((node as Element).hasAttribute(AFFORDANCE_ATTRIBUTE) || (node as Element).getAttribute('aria-hidden') === 'true')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) text += node.nodeValue ?? '';
    else if ((node as Element).tagName === 'BR') text += '\n';
  }
  // A trailing newline is an artefact of how `<pre>` blocks are written, not part of the code.
  return text.replace(/\s+$/, '');
}

/** A code block as context, or null when it holds no code. `elementId`: the block's own id, else the nearest. */
export function codeContextFrom(
  element: Element,
  options: Omit<ReadContextOptions, 'ignore'> = {},
): ContextItem | null {
  const value = codeText(element);
  if (!value.trim()) return null;
  const elementId = element.id || nearestElementId(element, { root: options.root });
  return withOptional({ type: 'code', value }, options.path, elementId);
}
