import { AFFORDANCE_ATTRIBUTE } from './dom-scope';

export type AffordanceKind = 'selection' | 'code';

// Cosmetics live in a shared stylesheet at zero specificity (`:where`), so any host rule wins; positioning is set
// inline by the callers because it is what keeps the host's layout untouched. The visible text comes from
// `content: attr(data-label)`: a text node inside a host's `<pre>` would leak into its `textContent` and copy buttons.
const STYLES = `
:where([${AFFORDANCE_ATTRIBUTE}]) {
  box-sizing: border-box;
  /* No z-index: a positioned box already paints above the code's text, and every sticky header, menu or dialog a
     host gives a z-index (Docusaurus 200, VitePress 30, Starlight 10) stays above our buttons. */
  margin: 0;
  /* 24 px tall: the smallest target WCAG 2.2 (2.5.8) accepts. */
  padding: 3px 8px;
  /* System colours follow the page's color-scheme, and the edge is the text colour, so the button has a visible
     edge and readable text on light and dark pages alike. */
  border: 1px solid var(--da-affordance-border, color-mix(in srgb, currentColor 35%, transparent));
  border-radius: var(--da-affordance-radius, 6px);
  background: var(--da-affordance-background, Canvas);
  color: var(--da-affordance-color, CanvasText);
  font: 500 12px/16px var(--da-affordance-font, system-ui, sans-serif);
  letter-spacing: normal;
  text-transform: none;
  box-shadow: 0 1px 4px color-mix(in srgb, CanvasText 20%, transparent);
  cursor: pointer;
  user-select: none;
  -webkit-user-select: none;
  white-space: nowrap;
}
:where([${AFFORDANCE_ATTRIBUTE}])::before { content: attr(data-label); }
/* Icon only, where the words do not fit beside the theme's controls: a 24 px square with the launcher's sparkle. */
:where([${AFFORDANCE_ATTRIBUTE}][data-da-compact]) { width: 24px; height: 24px; padding: 0; display: inline-grid; place-items: center; }
:where([${AFFORDANCE_ATTRIBUTE}][data-da-compact])::before { content: ''; width: 12px; height: 12px; background: currentColor; clip-path: polygon(50% 8%, 61% 39%, 92% 50%, 61% 61%, 50% 92%, 39% 61%, 8% 50%, 39% 39%); }
/* Two rings, the text colour inside the page colour: one of them stands out 3:1 or more against anything around it,
   a light page, a dark one, or a dark code block on a light page. */
:where([${AFFORDANCE_ATTRIBUTE}]):focus-visible { outline: 2px solid var(--da-affordance-focus, CanvasText); outline-offset: 0; box-shadow: 0 0 0 4px var(--da-affordance-focus-halo, Canvas); }
/* Out of sight and out of the Tab order while the assistant's panel fills the screen over the page (the preset's
   full-screen widths; the modal always covers the page). */
@media (max-width: 480px), (max-height: 520px) {
  :where(html:has([data-docs-assistant][data-state="open"]:not([data-variant="inline"]))) :where([${AFFORDANCE_ATTRIBUTE}]) { visibility: hidden; }
}
:where(html:has([data-docs-assistant][data-state="open"][data-variant="modal"])) :where([${AFFORDANCE_ATTRIBUTE}]) { visibility: hidden; }
/* Code buttons show only while the reader is on the block (pointer or focus); focus always shows them. Hidden with
   opacity, not display or visibility, so they stay in the Tab order. Touch screens have no hover: always shown. */
:where([${AFFORDANCE_ATTRIBUTE}="code"]) { opacity: 0; transition: opacity 120ms ease; }
:where(:hover, :focus-within) > :where([${AFFORDANCE_ATTRIBUTE}="code"]), :where([${AFFORDANCE_ATTRIBUTE}="code"]):focus { opacity: 1; }
@media (hover: none) { :where([${AFFORDANCE_ATTRIBUTE}="code"]) { opacity: 1; } }
@media (prefers-reduced-motion: reduce) { :where([${AFFORDANCE_ATTRIBUTE}="code"]) { transition: none; } }
`;

const STYLE_ATTRIBUTE = 'data-da-affordance-styles';
const styleUsers = new WeakMap<Document, { users: number; sheet?: CSSStyleSheet }>();

/**
 * Adds the shared stylesheet once per document; the returned function removes it when its last user is gone. A
 * constructed stylesheet (`adoptedStyleSheets`) where the browser has them: a strict Content-Security-Policy
 * (`style-src` without `'unsafe-inline'`) blocks a `<style>` element we add, not a constructed sheet. The `<style>`
 * is the fallback for older browsers and jsdom.
 */
export function retainAffordanceStyles(doc: Document): () => void {
  const entry = styleUsers.get(doc) ?? { users: 0 };
  styleUsers.set(doc, entry);
  entry.users += 1;
  if (entry.users === 1) entry.sheet = adopt(doc);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    entry.users -= 1;
    if (entry.users > 0) return;
    if (entry.sheet) doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((sheet) => sheet !== entry.sheet);
    else doc.head.querySelector(`style[${STYLE_ATTRIBUTE}]`)?.remove();
    entry.sheet = undefined;
  };
}

/** The constructed sheet now adopted by `doc`, or undefined when a `<style>` element was added instead. */
function adopt(doc: Document): CSSStyleSheet | undefined {
  const Sheet = doc.defaultView?.CSSStyleSheet;
  if (Sheet && Array.isArray(doc.adoptedStyleSheets) && 'replaceSync' in Sheet.prototype) {
    const sheet = new Sheet();
    sheet.replaceSync(STYLES);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return sheet;
  }
  if (!doc.head.querySelector(`style[${STYLE_ATTRIBUTE}]`)) {
    const style = doc.createElement('style');
    style.setAttribute(STYLE_ATTRIBUTE, '');
    style.textContent = STYLES;
    doc.head.append(style);
  }
  return undefined;
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
export function createAffordanceButton(
  doc: Document,
  kind: AffordanceKind,
  label: AffordanceLabel,
  onActivate: () => void,
) {
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
