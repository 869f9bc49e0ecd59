/** Where the host's docs content lives: a selector, an element, or a function returning one. */
export type RootOption = string | Element | null | (() => Element | null | undefined);

/**
 * Resolved on every use rather than once at mount: single-page docs often replace their content element on
 * navigation, and a root rendered after the widget would otherwise never be found. Default: the document's body.
 */
export function resolveRoot(root: RootOption | undefined, doc: Document): Element | null {
  if (root === undefined) return doc.body;
  if (typeof root === 'string') return doc.querySelector(root);
  if (typeof root === 'function') return root() ?? null;
  return root;
}
