/** Where a docs page's own content is: a host's selector or element, else the first of these the page has. */
export type MainContentOption = string | Element | (() => Element | null | undefined);

/**
 * The content element of each generator's theme, most specific first: Docusaurus, MkDocs Material, Sphinx (Furo, Read
 * the Docs, Alabaster), Hugo Docsy, VitePress, Starlight, Mintlify-like and GitBook-like pages, then the generic
 * landmarks. The first match wins; the body is the last resort.
 */
const CONTENT_SELECTORS = [
  '.theme-doc-markdown',
  'article.md-content__inner',
  '#furo-main-content',
  '[itemprop="articleBody"]',
  'div.body[role="main"]',
  '.td-content',
  '.vp-doc',
  '.sl-markdown-content',
  '#content-area',
  'main article',
  '[role="main"] article',
  'article',
  'main',
  '[role="main"]',
];

export function findMainContent(doc: Document, option?: MainContentOption): Element {
  if (typeof option === 'function') return option() ?? doc.body;
  if (typeof option === 'string') return doc.querySelector(option) ?? doc.body;
  if (option) return option;
  for (const selector of CONTENT_SELECTORS) {
    const found = doc.querySelector(selector);
    if (found) return found;
  }
  return doc.body;
}
