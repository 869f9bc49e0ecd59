import { AFFORDANCE_ATTRIBUTE } from './dom-scope';

export type AffordanceKind = 'selection' | 'code';

// Cosmetics live in a shared stylesheet at zero specificity (`:where`), so any host rule wins; positioning is set
// inline by the callers because it is what keeps the host's layout untouched. The visible text comes from
// `content: attr(data-label)`: a text node inside a host's `<pre>` would leak into its `textContent` and copy buttons.
const STYLES = `
:where([${AFFORDANCE_ATTRIBUTE}]) {
  box-sizing: border-box;
  /* Above the code it sits on, below the widget's panel and the host's own overlays. */
  z-index: 10;
  margin: 0;
  padding: 0.25em 0.6em;
  border: 1px solid var(--da-affordance-border, rgba(0, 0, 0, 0.15));
  border-radius: var(--da-affordance-radius, 6px);
  background: var(--da-affordance-background, #111);
  color: var(--da-affordance-color, #fff);
  font: 500 12px/1.4 var(--da-affordance-font, system-ui, sans-serif);
  box-shadow: 0 2px 8px rgba(0, 0, 0, 0.18);
  cursor: pointer;
  user-select: none;
  -webkit-user-select: none;
  white-space: nowrap;
}
:where([${AFFORDANCE_ATTRIBUTE}])::before { content: attr(data-label); }
:where([${AFFORDANCE_ATTRIBUTE}]):focus-visible { outline: 2px solid var(--da-affordance-focus, #2563eb); outline-offset: 2px; }
:where([${AFFORDANCE_ATTRIBUTE}="code"]) { opacity: 0.85; }
:where([${AFFORDANCE_ATTRIBUTE}="code"]):hover, :where([${AFFORDANCE_ATTRIBUTE}="code"]):focus-visible { opacity: 1; }
`;

const STYLE_ATTRIBUTE = 'data-da-affordance-styles';
const styleUsers = new WeakMap<Document, number>();

/** Adds the shared stylesheet once per document; the returned function removes it when its last user is gone. */
export function retainAffordanceStyles(doc: Document): () => void {
  const users = styleUsers.get(doc) ?? 0;
  styleUsers.set(doc, users + 1);
  if (users === 0 && !doc.head.querySelector(`style[${STYLE_ATTRIBUTE}]`)) {
    const style = doc.createElement('style');
    style.setAttribute(STYLE_ATTRIBUTE, '');
    style.textContent = STYLES;
    doc.head.append(style);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (styleUsers.get(doc) ?? 1) - 1;
    styleUsers.set(doc, left);
    if (left === 0) doc.head.querySelector(`style[${STYLE_ATTRIBUTE}]`)?.remove();
  };
}

/** Visible text, and the accessible name when it needs more words than fit on the page ("Ask AI" about what?). */
export interface AffordanceLabel {
  text: string;
  name?: string;
}

/**
 * A button we place on the host page; pressing it calls
 * `onActivate`. Mouse-down is cancelled so pressing it does not collapse the reader's selection first.
 */
export function createAffordanceButton(doc: Document, kind: AffordanceKind, label: AffordanceLabel, onActivate: () => void) {
  const button = doc.createElement('button');
  button.type = 'button';
  button.setAttribute(AFFORDANCE_ATTRIBUTE, kind);
  button.setAttribute('data-label', label.text);
  button.setAttribute('aria-label', label.name || label.text);
  button.addEventListener('mousedown', (event) => event.preventDefault());
  button.addEventListener('click', (event) => {
    // The host's own click handlers (analytics, "click outside" closers) have no business with our button.
    event.stopPropagation();
    onActivate();
  });
  return button;
}
