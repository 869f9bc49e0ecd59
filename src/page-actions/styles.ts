/** Marks the page-actions part; its stylesheet and the Markdown converter (which leaves it out) find it by this. */
export const PAGE_ACTIONS_ATTRIBUTE = 'data-da-page-actions';

// A plain string, not a template of the constant: a page without the part must keep neither (a template with a
// substitution is not pure to a bundler).
const A = '[data-da-page-actions]';

// Beside the page's title, in the docs theme's own type and colours: it inherits font and colour, and draws edges in
// the text colour. The menu needs a surface: `Canvas`/`CanvasText` follow the page's color-scheme, and the dark
// markers of the common docs themes (the same list as the widget's stylesheet) switch it to dark. Zero specificity
// (`:where`), so any host rule wins; `--da-page-actions-*` properties adjust it without a selector.
/** The buttons' rules (the menu's are in its lazy chunk, menu-styles.ts). A function, not a constant: a template with
 * substitutions is not pure to a bundler, and a page without the part must not keep this text. */
const styles = () => `
:where(${A}) { position: relative; display: inline-flex; align-items: stretch; vertical-align: middle; font: inherit; font-size: 0.875rem; line-height: 1.25rem; color: inherit; }
:where(html[data-theme='dark'], body[data-theme='dark'], html.dark, [data-mode='dark'], [data-bs-theme='dark'], [data-md-color-scheme='slate']) :where(${A}) { color-scheme: dark; }
:where(${A}) :where(button, a) { box-sizing: border-box; margin: 0; font: inherit; color: inherit; letter-spacing: normal; text-transform: none; text-decoration: none; cursor: pointer; }
:where(${A}) :where([data-part="copy"], [data-part="trigger"]) { display: inline-flex; align-items: center; gap: 6px; min-height: 32px; padding: 4px 10px; border: 1px solid var(--da-page-actions-border, color-mix(in srgb, currentColor 25%, transparent)); background: var(--da-page-actions-button-background, transparent); }
:where(${A}) :where([data-part="copy"]) { border-radius: 0; border-start-start-radius: var(--da-page-actions-radius, 8px); border-end-start-radius: var(--da-page-actions-radius, 8px); }
:where(${A}) :where([data-part="trigger"]) { border-inline-start-width: 0; border-radius: 0; border-start-end-radius: var(--da-page-actions-radius, 8px); border-end-end-radius: var(--da-page-actions-radius, 8px); padding-inline: 8px; }
:where(${A}) :where([data-part="copy"], [data-part="trigger"]):hover { background: color-mix(in srgb, currentColor 8%, transparent); }
:where(${A}) :where(button, a):focus-visible { outline: 2px solid var(--da-page-actions-focus, Highlight); outline-offset: 2px; }
:where(${A}) :where(svg) { width: 16px; height: 16px; flex: none; }
:where(${A}) :where([role="status"]) { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;

const STYLE_ATTRIBUTE = 'data-da-page-actions-styles';
const users = new WeakMap<Document, Map<string, { count: number; sheet?: CSSStyleSheet }>>();

/** The buttons' stylesheet, once per document; the returned function removes it with its last user. */
export const retainPageActionsStyles = (doc: Document) => retainStyles(doc, 'buttons', styles);

/**
 * Adds a stylesheet of the page actions once per document (by name); the returned function removes it with its last
 * user. A constructed sheet where the browser has them (a strict `style-src` blocks a `<style>` we add), a `<style>`
 * else.
 */
export function retainStyles(doc: Document, name: string, css: () => string): () => void {
  const sheets = users.get(doc) ?? new Map<string, { count: number; sheet?: CSSStyleSheet }>();
  users.set(doc, sheets);
  const entry = sheets.get(name) ?? { count: 0 };
  sheets.set(name, entry);
  entry.count += 1;
  if (entry.count === 1) entry.sheet = adopt(doc, name, css());
  let released = false;
  return () => {
    if (released) return;
    released = true;
    entry.count -= 1;
    if (entry.count > 0) return;
    if (entry.sheet) doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((sheet) => sheet !== entry.sheet);
    else doc.head.querySelector(`style[${STYLE_ATTRIBUTE}="${name}"]`)?.remove();
    entry.sheet = undefined;
  };
}

function adopt(doc: Document, name: string, css: string): CSSStyleSheet | undefined {
  const Sheet = doc.defaultView?.CSSStyleSheet;
  if (Sheet && Array.isArray(doc.adoptedStyleSheets) && 'replaceSync' in Sheet.prototype) {
    const sheet = new Sheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return sheet;
  }
  const style = doc.createElement('style');
  style.setAttribute(STYLE_ATTRIBUTE, name);
  style.textContent = css;
  doc.head.append(style);
  return undefined;
}
