/**
 * Makes the page behind a panel that covers it inert: out of the Tab order, out of a screen reader's virtual cursor,
 * deaf to clicks. Every element beside the `keep` elements and beside each of their ancestors up to `<body>` gets
 * `inert` (so the widget stays live wherever the host rendered it: at the end of `<body>` for the embed, deep in the
 * host's React tree for `<DocsAssistant>`); elements added there later — a client-side navigation, a toast, a route announcer — get it
 * as they arrive. The returned function takes it off again, and only where it was put: an element the host had
 * already made inert (or `aria-hidden`, which is never touched) stays as the host left it.
 *
 * One limit: a host that sets `inert` itself on an element we marked, while the panel is open, sees it taken off when
 * the panel closes (the attribute cannot say who wanted it).
 */
export function inertOthers(keep: Element[]): () => void {
  const marked = new Set<Element>();
  const mark = (element: Element) => {
    if (element.hasAttribute('inert') || keep.some((kept) => element.contains(kept))) return;
    element.setAttribute('inert', '');
    marked.add(element);
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) mark(node);
  });
  const parents = new Set<Element>();
  for (const kept of keep) {
    const body = kept.ownerDocument.body;
    for (let at: Element = kept; at !== body && at.parentElement; at = at.parentElement) parents.add(at.parentElement);
  }
  for (const parent of parents) {
    for (const child of parent.children) mark(child);
    observer.observe(parent, { childList: true });
  }

  return () => {
    observer.disconnect();
    // Connected or not: a node taken out while the panel was open may come back (a cached page, a moved node).
    for (const element of marked) element.removeAttribute('inert');
    marked.clear();
  };
}
