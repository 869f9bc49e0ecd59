import { LINE_NUMBER_GUTTER, codeText } from '../page-context/code-context';
import { AFFORDANCE_ATTRIBUTE, IGNORE_ATTRIBUTE } from '../page-context/dom-scope';

/**
 * The theme's chrome around the content, left out of the page's Markdown: what the code context leaves out of code
 * (buttons, line numbers, anything `aria-hidden`), plus heading anchors, "Edit this page" links, navigation and
 * footers inside the article, feedback widgets, and everything of ours (the widget, its buttons, this menu).
 */
const CHROME = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'button',
  '[role="button"]',
  '[aria-hidden="true"]',
  '[hidden]',
  'nav',
  'footer',
  `[${AFFORDANCE_ATTRIBUTE}]`,
  `[${IGNORE_ATTRIBUTE}]`,
  '[data-da-slot]',
  '[data-docs-assistant]',
  '[data-da-page-actions]',
  'docs-assistant',
  'docs-assistant-page-actions',
  // Heading anchors: Sphinx and MkDocs (`headerlink`), VitePress (`header-anchor`), Docusaurus (`hash-link`),
  // Starlight (`sl-anchor-link`), Docsy (`td-heading-self-link`), and the common `anchor` / `anchor-link`.
  'a.headerlink',
  'a.header-anchor',
  'a.hash-link',
  'a.anchor',
  'a.anchor-link',
  '.sl-anchor-link',
  'a.td-heading-self-link',
  // "Edit this page" and the page's meta: Docusaurus, MkDocs Material, Furo, VitePress, Docsy, Starlight.
  '.theme-edit-this-page',
  '.md-content__button',
  '.md-source-file',
  '.edit-this-page',
  '.edit-link',
  '.td-page-meta',
  '.sl-edit-link',
  '.theme-doc-footer',
  '.theme-doc-breadcrumbs',
  '.copybtn',
  '.md-clipboard',
  // A code block's language label beside its `pre` (VitePress): the fence names the language already.
  '[class*="language-"] > span.lang',
].join(',');

/** A link whose words say it edits the page, in the themes' own wording. */
const EDIT_LINK_TEXT = /^\s*(edit (this )?page|edit on github|suggest (an )?edit|view (page )?source)\b/i;

/** Containers a theme draws around one code block: replaced whole by a plain fence. */
const CODE_CONTAINER = 'table.highlighttable, table.lntable, .expressive-code';

/**
 * A copy of the content, ready to convert: chrome removed, each code block a plain `<pre><code class="language-x">`
 * holding the code as a reader copies it, and every link and image address absolute. The page itself is untouched.
 */
export function cleanContent(content: Element): Element {
  const copy = content.cloneNode(true) as Element;
  const base = content.ownerDocument.baseURI;
  // Code first: line-number gutters and theme buttons inside a block are read past by `codeText`, not removed blind.
  for (const pre of [...copy.querySelectorAll('pre')]) {
    if (!pre.isConnected && !copy.contains(pre)) continue;
    if (pre.closest(LINE_NUMBER_GUTTER)) continue;
    const fence = content.ownerDocument.createElement('pre');
    const code = fence.appendChild(content.ownerDocument.createElement('code'));
    const language = codeLanguage(pre);
    if (language) code.className = `language-${language}`;
    code.textContent = codeText(pre);
    const container = pre.parentElement?.closest(CODE_CONTAINER) ?? pre;
    container.replaceWith(fence);
  }
  for (const element of [...copy.querySelectorAll(CHROME)]) element.remove();
  for (const link of [...copy.querySelectorAll('a')]) {
    if (EDIT_LINK_TEXT.test(link.textContent ?? '')) link.remove();
    else if (isHeadingAnchor(link)) link.remove();
  }
  for (const link of copy.querySelectorAll('a[href]')) absolutise(link, 'href', base);
  for (const image of copy.querySelectorAll('img[src]')) absolutise(image, 'src', base);
  return copy;
}

/** A heading's own permalink (an empty or symbol-only link to the heading's id), not a link in its words. */
function isHeadingAnchor(link: HTMLAnchorElement): boolean {
  const heading = link.closest('h1, h2, h3, h4, h5, h6');
  if (!heading) return false;
  const href = link.getAttribute('href') ?? '';
  const words = (link.textContent ?? '').replace(/[\s\u200b#¶§🔗]/gu, '');
  return href.startsWith('#') && words === '';
}

function absolutise(element: Element, attribute: string, base: string): void {
  const value = element.getAttribute(attribute) ?? '';
  if (value.startsWith('#') && element.tagName === 'A') {
    element.setAttribute(attribute, new URL(value, base).href);
    return;
  }
  try {
    const url = new URL(value, base);
    if (url.protocol === 'javascript:') element.removeAttribute(attribute);
    else element.setAttribute(attribute, url.href);
  } catch {
    element.removeAttribute(attribute);
  }
}

/** Words that name no language: a fence without one says the same. */
const NO_LANGUAGE = new Set(['text', 'plain', 'plaintext', 'none', 'default', 'txt', 'output', 'console']);

/**
 * The code's language as each theme marks it: `data-language` (Expressive Code), `data-lang` (Hugo), `language-x` on
 * the code, the `pre` or a wrapper (Prism, Shiki, MkDocs, VitePress, Docusaurus), `highlight-x` (Sphinx).
 */
function codeLanguage(pre: Element): string | undefined {
  const candidates = [pre.querySelector('code'), pre, pre.parentElement, pre.parentElement?.parentElement];
  for (const element of candidates) {
    if (!element) continue;
    const named = element.getAttribute('data-language') ?? element.getAttribute('data-lang');
    const fromClass = /(?:^|\s)(?:language|lang|highlight)-([\w+#.-]+)/.exec(element.getAttribute('class') ?? '')?.[1];
    const language = (named ?? fromClass)?.toLowerCase();
    if (language && !NO_LANGUAGE.has(language)) return language;
  }
  // A line-number table's wrapper (MkDocs: `div.language-python > table.highlighttable … pre`).
  const wrapper = pre.closest('[class*="language-"], [class*="highlight-"]');
  const fromWrapper = /(?:^|\s)(?:language|highlight)-([\w+#.-]+)/.exec(wrapper?.getAttribute('class') ?? '')?.[1];
  return fromWrapper && !NO_LANGUAGE.has(fromWrapper.toLowerCase()) ? fromWrapper.toLowerCase() : undefined;
}
