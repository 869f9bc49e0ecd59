import { elementOf } from './dom-scope';

const HEADINGS = 'h1,h2,h3,h4,h5,h6';

/** A heading's anchor: its own id, or an id on an anchor inside it (`<h2><a id="x"></a>Title</h2>`). */
function headingId(heading: Element): string | undefined {
  return heading.id || heading.querySelector('[id]:not([data-da-affordance])')?.id || undefined;
}

/**
 * An app or layout wrapper, whose id says nothing about where the text is: `#__next`, `#__nuxt`, Docusaurus's
 * `#__docusaurus_skipToContent_fallback` (framework ids start with `__`), the page's `main`/`body`, and any element
 * holding more than one heading (a whole page or a group of sections, not one section).
 */
function isWrapper(element: Element): boolean {
  if (element.id.startsWith('__') || /^(HTML|BODY|MAIN)$/.test(element.tagName)) return true;
  return element.querySelectorAll(HEADINGS).length > 1;
}

function nearestEnclosingWithId(element: Element | null, root: Element): Element | null {
  for (let current = element; current; current = current.parentElement) {
    if (current.id && !current.hasAttribute('data-da-affordance') && !isWrapper(current)) return current;
    if (current === root) break;
  }
  return null;
}

/** The last heading with an anchor that starts before `node` in document order, inside `root`. */
function precedingHeading(node: Node, root: Element): Element | null {
  const headings = root.querySelectorAll(HEADINGS);
  for (let i = headings.length - 1; i >= 0; i--) {
    const heading = headings[i]!;
    const before =
      heading === node ||
      heading.contains(node) ||
      !!(heading.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING);
    if (before && headingId(heading)) return heading;
  }
  return null;
}

/**
 * The id that best locates `node` for a link back to it: of the nearest enclosing element with an id and the nearest
 * preceding heading with an anchor, the one that starts later in the document — the most specific of the two.
 *
 * So text in a `<section id="install">` under `<h2 id="install-heading">` gets the heading (it is inside the
 * section); a `<pre id="example-1">` under a heading gets its own id; and app wrappers such as `<div id="__next">`
 * never win over a heading. Wrappers (see `isWrapper`) never count at all: text above the first anchored heading
 * inside `<main id="__docusaurus_skipToContent_fallback">` has no elementId rather than the wrapper's. Only elements
 * inside `root` (default: the document's body) are considered.
 */
export function nearestElementId(
  node: Node | null | undefined,
  { root }: { root?: Element | null } = {},
): string | undefined {
  const element = elementOf(node);
  if (!node || !element) return undefined;
  const scope = root ?? element.ownerDocument.body;
  if (!scope) return element.id || undefined;
  const enclosing = nearestEnclosingWithId(element, scope);
  const heading = precedingHeading(node, scope);
  if (!heading) return enclosing?.id;
  if (!enclosing || enclosing.contains(heading) || enclosing === heading) return headingId(heading);
  // `enclosing` does not contain the heading, so it starts after it: it is the narrower of the two.
  return enclosing.id;
}
