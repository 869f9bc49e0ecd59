import type { ContextItem } from '../core/types';
import { AFFORDANCE_ATTRIBUTE } from './dom-scope';
import { nearestElementId } from './nearest-element-id';
import { withOptional, type ReadContextOptions } from './read-selection';

/**
 * Line numbers the docs generators put inside a code block as text: Pygments' (MkDocs, Sphinx) `.linenos`, Chroma's
 * (Hugo) `.lnt` and `.ln`, Expressive Code's (Starlight) `.gutter`, Prism's `.line-numbers-rows`, VitePress'
 * `.line-number`. A reader copying the code does not want them; most are not marked `aria-hidden`.
 */
const LINE_NUMBERS = '.linenos,.lineno,.lnt,.ln,.gutter,.line-numbers-rows,.line-number';

/** A gutter block of its own beside the code (a line-number table's first cell): not code to ask about. */
export const LINE_NUMBER_GUTTER = 'td.linenos,.linenodiv,td.lntd:first-child,.line-numbers-wrapper';

/** The theme's controls drawn inside a block (Copy, wrap): their labels are not code. */
const CONTROLS = 'button,[role="button"]';

/** Elements that are lines of their own in a `pre` (Expressive Code puts each line in a `div.ec-line`). */
const BLOCK_TAGS = new Set(['DIV', 'P', 'LI', 'TR']);

function isSkipped(element: Element): boolean {
  return (
    element.hasAttribute(AFFORDANCE_ATTRIBUTE) ||
    element.getAttribute('aria-hidden') === 'true' ||
    element.matches(LINE_NUMBERS) ||
    element.matches(CONTROLS)
  );
}

/**
 * The code's text as a reader would copy it — not its highlighted HTML: without our own button, the theme's
 * buttons, line numbers or anything marked `aria-hidden`, and with a line break where a theme puts each line in an
 * element of its own rather than writing the break.
 */
export function codeText(element: Element): string {
  let text = '';
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.nodeType === Node.ELEMENT_NODE && isSkipped(node as Element)
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) text += node.nodeValue ?? '';
    else if ((node as Element).tagName === 'BR') text += '\n';
    else if (BLOCK_TAGS.has((node as Element).tagName) && text && !text.endsWith('\n')) text += '\n';
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
