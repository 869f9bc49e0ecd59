/** Marks our own buttons on the host page; readers and observers skip everything under it. */
export const AFFORDANCE_ATTRIBUTE = 'data-da-affordance';

/** A host puts this on regions whose text and code the assistant must not offer (navigation, banners, forms). */
export const IGNORE_ATTRIBUTE = 'data-da-ignore';

/**
 * Every part of the widget carries `data-da-slot`; matching it (and not only this widget's ref) keeps a second
 * widget on the page from offering "Ask AI" on the first one's answers.
 */
const IGNORED_SELECTOR = [
  `[${AFFORDANCE_ATTRIBUTE}]`,
  `[${IGNORE_ATTRIBUTE}]`,
  '[data-da-slot]',
  'input',
  'textarea',
  'select',
  '[contenteditable]:not([contenteditable="false"])',
].join(',');

/** What to skip besides the built-in rules: elements (the widget), or a selector. */
export type IgnoreTarget = Element | null | undefined | string;

export interface ScopeOptions {
  /** The docs content root; nodes outside it are out of scope. Default `document.body`. */
  root?: Element | null;
  ignore?: IgnoreTarget | readonly IgnoreTarget[];
}

/** The node's element, or its parent element for text nodes. */
export function elementOf(node: Node | null | undefined): Element | null {
  if (!node) return null;
  return node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
}

/** `container.contains(node)` across shadow roots, so a widget rendered in a shadow root still counts as inside. */
export function containsComposed(container: Node, node: Node): boolean {
  let current: Node | null = node;
  while (current) {
    if (current === container) return true;
    current = current.parentNode ?? (current instanceof ShadowRoot ? current.host : null);
  }
  return false;
}

/**
 * True when the node is one the page-context sources must not read: outside the root, inside the widget or our own
 * affordances, inside form fields or editable content, or inside a region the host marked as ignored.
 */
export function isOutOfScope(node: Node | null | undefined, { root, ignore }: ScopeOptions = {}): boolean {
  const element = elementOf(node);
  if (!node || !element) return true;
  const scopeRoot = root ?? element.ownerDocument.body;
  if (!scopeRoot || !containsComposed(scopeRoot, node)) return true;
  if (element.closest(IGNORED_SELECTOR)) return true;
  // A selection made inside a shadow root is reported on its host element; we cannot read inside, so skip it.
  if (element.shadowRoot && node === element) return true;
  const targets = Array.isArray(ignore) ? ignore : [ignore];
  for (const target of targets as IgnoreTarget[]) {
    if (!target) continue;
    if (typeof target === 'string' ? element.closest(target) : containsComposed(target, node)) return true;
  }
  return false;
}
