// The menu's rules, in the chunk that renders it (loaded on the reader's first intent): the buttons' are up front
// (styles.ts). Zero specificity, `--da-page-actions-*` properties, as there.
import { retainStyles } from './styles';

const A = '[data-da-page-actions]';

/** A function, not a constant: a template with substitutions is not pure to a bundler. */
const styles = () => `
:where(${A}) :where([role="menu"]) { position: absolute; z-index: var(--da-page-actions-z-index, 30); top: calc(100% + 6px); inset-inline-end: 0; box-sizing: border-box; width: max-content; min-width: 240px; max-width: min(320px, calc(100vw - 24px)); margin: 0; padding: 6px; list-style: none; border: 1px solid var(--da-page-actions-border, color-mix(in srgb, CanvasText 18%, transparent)); border-radius: var(--da-page-actions-radius, 10px); background: var(--da-page-actions-background, Canvas); color: var(--da-page-actions-color, CanvasText); box-shadow: 0 8px 28px color-mix(in srgb, CanvasText 18%, transparent); }
:where(${A}[data-align="start"]) :where([role="menu"]) { inset-inline-end: auto; inset-inline-start: 0; }
:where(${A}) :where([role="menuitem"]) { display: flex; align-items: flex-start; gap: 10px; width: 100%; padding: 8px 10px; border: 0; border-radius: 6px; background: transparent; text-align: start; }
:where(${A}) :where([role="menuitem"]):is(:hover, :focus) { background: color-mix(in srgb, currentColor 9%, transparent); outline: none; }
:where(${A}) :where([role="menuitem"]):focus-visible { box-shadow: inset 0 0 0 2px var(--da-page-actions-focus, Highlight); }
:where(${A}) :where([data-part="item-text"]) { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
:where(${A}) :where([data-part="item-label"]) { font-weight: 500; }
:where(${A}) :where([data-part="item-description"]) { font-size: 0.8125rem; opacity: 0.72; }
:where(${A}) :where([data-part="item-icon"]) { display: inline-flex; padding-block-start: 2px; }
:where(${A}) :where([data-part="external"]) { margin-inline-start: auto; padding-top: 2px; opacity: 0.6; }
@media (prefers-reduced-motion: no-preference) { :where(${A}) :where([role="menu"]) { animation: da-page-actions-in 120ms ease-out; } }
@keyframes da-page-actions-in { from { opacity: 0; transform: translateY(-4px); } }
`;

/** The menu's stylesheet, once per document; the returned function removes it with its last user. */
export const retainPageActionsMenuStyles = (doc: Document) => retainStyles(doc, 'menu', styles);
