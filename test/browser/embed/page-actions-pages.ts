// The generator-shaped pages (generator-pages.ts) with what "Copy page" must carry and must leave out: a list, a table
// (one cell holding a pipe), a link relative to the page, a second heading with the theme's own anchor, and the
// theme's "Edit this page" link — plus a Docusaurus-shaped page, and `<docs-assistant-page-actions>` where
// docs/page-actions.md places it.
import { expect } from 'vitest';
import { placePageActions, type PageActionsDoc } from './doc-embeds';
import { CODE, GENERATOR_PAGES, type GeneratorPage } from './generator-pages';

/** What every page says besides its code block, as Markdown would say it. */
export const PAGE_BODY = `<ul><li>Install the package</li><li>Run <code>serve</code> in the docs folder</li></ul>
<p>See <a href="../config/">the configuration</a> for more.</p>
<table><thead><tr><th>Option</th><th>Default</th></tr></thead><tbody><tr><td>port</td><td>8080</td></tr><tr><td>host | bind</td><td>127.0.0.1</td></tr></tbody></table>`;

const EDIT_URL = 'https://github.com/acme/docs/edit/main/docs/serve.md';

/** Each theme's anchor on a second heading, and its "Edit this page", as its templates write them. */
const CHROME: Record<string, { heading: string; edit: string }> = {
  'MkDocs Material': {
    heading: `<h2 id="options">Options<a class="headerlink" href="#options" title="Permanent link">¶</a></h2>`,
    edit: `<a href="${EDIT_URL}" title="Edit this page" class="md-content__button md-icon"><svg viewBox="0 0 24 24"><path d="M10 20H6V4h7v5h5v3.1"/></svg></a>`,
  },
  'Sphinx (Furo)': {
    heading: `<h2 id="options">Options<a class="headerlink" href="#options" title="Link to this heading">¶</a></h2>`,
    edit: `<div class="edit-this-page"><a class="muted-link" href="${EDIT_URL}" title="Edit this page">Edit this page</a></div>`,
  },
  'Hugo (Chroma, Docsy)': {
    heading: `<h2 id="options">Options<a class="td-heading-self-link" href="#options" aria-label="Heading self-link"></a></h2>`,
    edit: `<div class="td-page-meta"><a href="${EDIT_URL}" target="_blank">Edit this page</a></div>`,
  },
  VitePress: {
    heading: `<h2 id="options" tabindex="-1">Options <a class="header-anchor" href="#options" aria-label="Permalink to “Options”">&#8203;</a></h2>`,
    edit: `<div class="edit-link"><a class="VPLink link edit-link-button" href="${EDIT_URL}" target="_blank">Edit this page on GitHub</a></div>`,
  },
  'Starlight (Expressive Code)': {
    heading: `<div class="sl-heading-wrapper level-h2"><h2 id="options">Options</h2><a class="sl-anchor-link" href="#options"><span aria-hidden="true" class="sl-anchor-icon"><svg width="16" height="16" viewBox="0 0 24 24"><path d="M10 14l4-4"/></svg></span><span class="sr-only">Section titled “Options”</span></a></div>`,
    edit: `<a href="${EDIT_URL}" class="sl-flex print:hidden">Edit page</a>`,
  },
};

// Docusaurus (classic theme): the code block's `pre.prism-code` holds a `span.token-line` per line ending in `<br>`,
// its copy button in a `buttonGroup` beside it; heading anchors are `a.hash-link`; "Edit this page" is in the doc's
// footer inside the article.
const docusaurusCode = ['import docs_assistant', '', 'docs_assistant.serve(port=8080)  # &lt; 1024 needs root']
  .map((line) => `<span class="token-line"><span class="token plain">${line}</span><br></span>`)
  .join('');
const docusaurus: GeneratorPage = {
  name: 'Docusaurus',
  path: '/docusaurus/',
  html: {
    htmlAttributes: 'data-theme="light"',
    content: `<div id="__docusaurus"><div class="main-wrapper"><main class="docMainContainer"><div class="container"><article><nav class="theme-doc-breadcrumbs" aria-label="Breadcrumbs"><ul class="breadcrumbs"><li>Docs</li></ul></nav><div class="theme-doc-markdown markdown"><header><h1>Serve</h1></header>
<p class="lead">Docs assistant answers questions about these docs from the docs alone.</p>
<div class="language-python codeBlockContainer_Ckt0 theme-code-block"><div class="codeBlockContent_biex"><pre tabindex="0" class="prism-code language-python codeBlock_bY9V thin-scrollbar" id="docusaurus-code"><code class="codeBlockLines_e6Vv">${docusaurusCode}</code></pre><div class="buttonGroup__atx"><button type="button" aria-label="Copy code to clipboard" title="Copy" class="clean-btn">Copy</button></div></div></div>
<!--body--></div><footer class="theme-doc-footer docusaurus-mt-lg"><div class="row margin-top--sm theme-doc-footer-edit-meta-row"><a href="${EDIT_URL}" target="_blank" rel="noopener noreferrer" class="theme-edit-this-page">Edit this page</a></div></footer></article></div></main></div></div>`,
  },
  codeBlock: '#docusaurus-code',
  copyButton: '.buttonGroup__atx button',
  dark: `document.documentElement.dataset.theme = 'dark'`,
  embedDoc: 'embed',
};

const DOCUSAURUS_CHROME = {
  heading: `<h2 class="anchor anchorWithStickyNavbar" id="options">Options<a href="#options" class="hash-link" aria-label="Direct link to Options" title="Direct link to Options">&#8203;</a></h2>`,
  edit: '',
};

/** Where docs/page-actions.md places the element with the embed (doc-embeds.ts); Hugo has no placement there. */
const PLACED_BY_DOCS: Record<string, PageActionsDoc> = {
  'MkDocs Material': 'mkdocs',
  'Sphinx (Furo)': 'sphinx',
  VitePress: 'vitepress',
  'Starlight (Expressive Code)': 'starlight',
};

/**
 * The page with the body, the chrome and the page-actions element (with these attributes): where docs/page-actions.md
 * places it for that generator, else after the title (Hugo; Docusaurus, whose doc places the React component).
 */
function withPageActions(page: GeneratorPage, attributes: Record<string, string> = {}): GeneratorPage {
  const chrome = page === docusaurus ? DOCUSAURUS_CHROME : CHROME[page.name]!;
  const placedBy = PLACED_BY_DOCS[page.name];
  let content = placedBy
    ? placePageActions(placedBy, page.html.content, attributes)
    : page.html.content.replace(
        /(<\/h1>)/,
        `$1<docs-assistant-page-actions${Object.entries(attributes)
          .map(([name, value]) => ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
          .join('')}></docs-assistant-page-actions>`,
      );
  if (page === docusaurus) content = content.replace('<!--body-->', `${chrome.heading}${PAGE_BODY}`);
  else {
    // After the code block's end: the first `</div>`, `</pre>` container closes differ per theme, so before the
    // content root's closing tag, found as the last `</article>` or the closing of the content div.
    const lead = '<p class="lead">Docs assistant answers questions about these docs from the docs alone.</p>';
    content = content.replace(lead, `${chrome.edit}${lead}${chrome.heading}${PAGE_BODY}`);
  }
  return { ...page, html: { ...page.html, content } };
}

export const PAGE_ACTIONS_PAGES: GeneratorPage[] = [...GENERATOR_PAGES, docusaurus];

/** The page's document, with `<docs-assistant-page-actions>` (these attributes) and, if given, `<docs-assistant>`. */
export function pageActionsHtml(
  page: GeneratorPage,
  options: { actions?: Record<string, string>; assistant?: Record<string, string>; head?: string },
  pageHtml: (page: GeneratorPage, options: { element?: Record<string, string> }) => string,
): string {
  const html = pageHtml(withPageActions(page, options.actions), { element: options.assistant });
  return options.head ? html.replace('</head>', `${options.head}</head>`) : html;
}

/**
 * What "Copy page" must give for any of these pages, the embed's element and the React part alike: the headings, the
 * lead, the list, the fenced code with its language, the GFM table (a pipe in a cell escaped), links made absolute
 * against `pageUrl`, and none of the theme's chrome (copy buttons, language labels, line numbers, heading anchors,
 * "Edit this page", breadcrumbs) nor our own menu.
 */
export function expectPageMarkdown(markdown: string, pageUrl: string): void {
  expect(markdown).toMatch(/^# Serve\n/);
  expect(markdown).toContain('\n## Options\n');
  expect(markdown).toContain('Docs assistant answers questions about these docs from the docs alone.');
  expect(markdown).toMatch(/\n- Install the package\n- Run `serve` in the docs folder\n/);
  expect(markdown).toContain('```python\n' + CODE + '\n```');
  expect(markdown).toMatch(
    /\| Option \| Default \|\n\| -+ \| -+ \|\n\| port \| 8080 \|\n\| host \\\| bind \| 127\.0\.0\.1 \|/,
  );
  // Links are absolute: the Markdown is read away from the page.
  expect(markdown).toContain(`[the configuration](${new URL('../config/', pageUrl).href})`);
  // None of the theme's chrome: copy buttons, line numbers, heading anchors, "Edit this page", our own menu.
  expect(markdown).not.toMatch(/\bCopy\b|Copy to clipboard|Copy page/);
  expect(markdown).not.toMatch(/^\s*\d+\s*$/m);
  // The code block's language label (VitePress's `span.lang`) is in the fence, not a line of its own.
  expect(markdown).not.toMatch(/^python$/m);
  expect(markdown).not.toMatch(/¶|\u200b|Section titled|Permalink|Direct link/);
  expect(markdown).not.toMatch(/Edit (this )?page|github\.com\/acme\/docs\/edit/);
  expect(markdown).not.toMatch(/Docs\n|Breadcrumbs/);
}
