// Static pages shaped like each docs generator's output — the markup around a code block, its copy button and its
// dark-mode marker, copied from the themes' templates (MkDocs Material, Sphinx with Furo and sphinx-copybutton, Hugo
// with Chroma and Docsy, VitePress, Starlight with Expressive Code) — each loading only the embed, added as that
// generator's page in docs/ says (doc-embeds.ts). The code block is the same program everywhere; each theme wraps,
// numbers and labels it its own way.
import { docEmbed, type EmbedDoc } from './doc-embeds';

/** The code as a reader sees and copies it. */
export const CODE_LINES = ['import docs_assistant', '', 'docs_assistant.serve(port=8080)  # < 1024 needs root'];
export const CODE = CODE_LINES.join('\n');

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface GeneratorPage {
  name: string;
  /** Path on the test site. */
  path: string;
  /** The page's `<html>` attributes, `<body>` attributes and content (the element and scripts are added around it). */
  html: { htmlAttributes?: string; bodyAttributes?: string; content: string };
  /** The element that holds the code (where our button goes). */
  codeBlock: string;
  /** The theme's own copy button. */
  copyButton: string;
  /** Script that turns the theme's dark mode on (as its switch does). */
  dark: string;
  /** The docs page whose snippet adds the embed to this site. */
  embedDoc: EmbedDoc;
}

const prose = `<p class="lead">Docs assistant answers questions about these docs from the docs alone.</p>`;

// MkDocs Material: pymdownx.highlight with a line-number table (`linenums: true`) and anchors on each line; the
// theme's JS adds `button.md-clipboard` (an icon, no text) inside the `pre`, copying `#__code_0 > code`.
// With `navigation.top`, `partials/top.html` puts the back-to-top button at the end of `main.md-main`, `hidden` until
// the reader scrolls up (the theme shows it at the top centre, under the header: fit.css, fit.js).
const mkdocsLines = CODE_LINES.map(
  (line, i) =>
    `<span id="__span-0-${i + 1}"><a id="__codelineno-0-${i + 1}" name="__codelineno-0-${i + 1}" href="#__codelineno-0-${i + 1}"></a>${line ? `<span class="n">${escape(line)}</span>` : ''}\n</span>`,
).join('');
const mkdocs: GeneratorPage = {
  name: 'MkDocs Material',
  path: '/mkdocs/',
  html: {
    bodyAttributes: 'dir="ltr" data-md-color-scheme="default" data-md-color-primary="indigo"',
    content: `<div class="md-container"><main class="md-main"><div class="md-content" data-md-component="content"><article class="md-content__inner md-typeset">
<h1 id="serve">Serve</h1>${prose}
<div class="language-python highlight"><table class="highlighttable"><tr><th class="filename" colspan="2"><span class="filename">serve.py</span></th></tr><tr><td class="linenos"><div class="linenodiv"><pre><span></span><span class="normal"><a href="#__codelineno-0-1">1</a></span>
<span class="normal"><a href="#__codelineno-0-2">2</a></span>
<span class="normal"><a href="#__codelineno-0-3">3</a></span></pre></div></td><td class="code"><div><pre id="__code_0"><span></span><button class="md-clipboard md-icon" title="Copy to clipboard" data-clipboard-target="#__code_0 > code"></button><code>${mkdocsLines}</code></pre></div></td></tr></table></div>
<div class="long-page"></div></article></div>
<button type="button" class="md-top md-icon" data-md-component="top" hidden><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M13 20h-2V8l-5.5 5.5-1.42-1.42L12 4.16l7.92 7.92-1.42 1.42L13 8z"/></svg>
  Back to top
</button></main></div>`,
  },
  codeBlock: '#__code_0',
  copyButton: 'button.md-clipboard',
  dark: `document.body.setAttribute('data-md-color-scheme', 'slate')`,
  embedDoc: 'mkdocs',
};

// Sphinx with Furo: `div.highlight-python > div.highlight > pre`, inline line numbers (`linenos` option) as
// `span.linenos`; sphinx-copybutton puts `button.copybtn` beside the `pre` and copies its `innerText` without them.
const sphinxLines = CODE_LINES.map(
  (line, i) => `<span class="linenos">${i + 1}</span>${line ? `<span class="n">${escape(line)}</span>` : ''}\n`,
).join('');
const sphinx: GeneratorPage = {
  name: 'Sphinx (Furo)',
  path: '/sphinx/',
  html: {
    bodyAttributes: 'data-theme="light"',
    content: `<div class="page"><div class="main"><div class="content"><article role="main" id="furo-main-content">
<section id="serve"><h1>Serve<a class="headerlink" href="#serve" title="Link to this heading">¶</a></h1>${prose}
<div class="highlight-python notranslate"><div class="highlight"><pre id="codecell0"><span></span>${sphinxLines}</pre><button class="copybtn o-tooltip--left" data-tooltip="Copy" data-clipboard-target="#codecell0"><svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24"><rect x="8" y="8" width="12" height="12"/></svg></button></div></div>
</section></article></div></div></div>`,
  },
  codeBlock: '#codecell0',
  copyButton: 'button.copybtn',
  dark: `document.body.dataset.theme = 'dark'`,
  embedDoc: 'sphinx',
};

// Hugo with Chroma (`lineNos: table`) under Docsy: a line-number table whose first cell is a `pre` of numbers;
// Docsy's JS adds a "Copy" button with a text label into `.highlight`.
const hugoLines = CODE_LINES.map(
  (line) =>
    `<span class="line"><span class="cl">${line ? `<span class="n">${escape(line)}</span>` : ''}\n</span></span>`,
).join('');
const hugo: GeneratorPage = {
  name: 'Hugo (Chroma, Docsy)',
  path: '/hugo/',
  html: {
    htmlAttributes: 'data-bs-theme="light"',
    content: `<div class="container-fluid td-outer"><main class="td-main" role="main"><div class="td-content">
<h1 id="serve">Serve</h1>${prose}
<div class="highlight"><div class="chroma"><table class="lntable"><tr><td class="lntd"><pre tabindex="0" class="chroma"><code><span class="lnt">1
</span><span class="lnt">2
</span><span class="lnt">3
</span></code></pre></td><td class="lntd"><pre tabindex="0" class="chroma" id="hugo-code"><code class="language-python" data-lang="python">${hugoLines}</code></pre></td></tr></table></div><button class="td-click-to-copy" title="Copy to clipboard">Copy</button></div>
</div></main></div>`,
  },
  codeBlock: '#hugo-code',
  copyButton: 'button.td-click-to-copy',
  dark: `document.documentElement.setAttribute('data-bs-theme', 'dark')`,
  embedDoc: 'hugo',
};

// VitePress: `div.language-python` holding the theme's `button.copy`, a language label and the Shiki `pre`; line
// numbers in a sibling `div.line-numbers-wrapper` (aria-hidden). Its copy handler clones the `pre` and copies its
// `textContent`.
const vitepressLines = CODE_LINES.map(
  (line) => `<span class="line">${line ? `<span>${escape(line)}</span>` : ''}</span>`,
).join('\n');
const vitepress: GeneratorPage = {
  name: 'VitePress',
  path: '/vitepress/',
  html: {
    htmlAttributes: 'class=""',
    content: `<div id="app"><div class="Layout"><div class="VPContent has-sidebar"><div class="VPDoc"><main class="main"><div class="vp-doc _serve">
<h1 id="serve" tabindex="-1">Serve <a class="header-anchor" href="#serve" aria-label="Permalink to “Serve”">&#8203;</a></h1>${prose}
<div class="language-python vp-adaptive-theme line-numbers-mode"><button title="Copy Code" class="copy"></button><span class="lang">python</span><pre class="shiki shiki-themes github-light github-dark vp-code" tabindex="0" id="vp-code"><code>${vitepressLines}</code></pre><div class="line-numbers-wrapper" aria-hidden="true"><span class="line-number">1</span><br><span class="line-number">2</span><br><span class="line-number">3</span><br></div></div>
</div></main></div></div></div></div>`,
  },
  codeBlock: '#vp-code',
  copyButton: 'div[class*="language-"] > button.copy',
  dark: `document.documentElement.classList.add('dark')`,
  embedDoc: 'vitepress',
};

// Starlight with Expressive Code: a `figure.frame` whose `pre > code` holds one `div.ec-line` per line (no line
// breaks in the markup), a line-number gutter per line, and a copy button whose `data-code` carries the code with
// U+007F for each line break.
const ecLines = CODE_LINES.map(
  (line, i) =>
    `<div class="ec-line"><div class="gutter"><div class="ln" aria-hidden="true">${i + 1}</div></div><div class="code">${line ? `<span>${escape(line)}</span>` : '\n'}</div></div>`,
).join('');
const starlight: GeneratorPage = {
  name: 'Starlight (Expressive Code)',
  path: '/starlight/',
  html: {
    htmlAttributes: 'data-theme="light"',
    content: `<div class="page sl-flex"><div class="main-frame"><main data-pagefind-body><div class="content-panel"><div class="sl-markdown-content">
<h1 id="serve">Serve</h1>${prose}
<div class="expressive-code"><figure class="frame has-title"><figcaption class="header"><span class="title">serve.py</span></figcaption><pre data-language="python" id="ec-code"><code>${ecLines}</code></pre><div class="copy"><div aria-live="polite"></div><button title="Copy to clipboard" data-copied="Copied!" data-code="${escape(CODE_LINES.join('\u007f'))}"><div></div></button></div></figure></div>
</div></div></main></div></div>`,
  },
  codeBlock: '#ec-code',
  copyButton: '.expressive-code .copy button',
  dark: `document.documentElement.dataset.theme = 'dark'`,
  embedDoc: 'starlight',
};

export const GENERATOR_PAGES = [mkdocs, sphinx, hugo, vitepress, starlight];

export interface PageOptions {
  /** The test's attributes on the docs' `<docs-assistant>` element; none: no element in the markup. */
  element?: Record<string, string>;
  /** In place of the docs' embed snippet at the end of `<body>` (the React build of the widget). */
  mount?: string;
}

/** The whole document: the listener census and the theme's script first, then the embed, the way its doc adds it. */
export function pageHtml(page: GeneratorPage, { element, mount }: PageOptions = {}): string {
  return `<!doctype html><html lang="en" ${page.html.htmlAttributes ?? ''}><head><meta charset="utf-8"><title>${page.name}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/theme.css">
<link rel="stylesheet" href="/fit.css">
<script src="/listener-census.js"></script>
<script src="/theme.js" defer></script>
<script src="/fit.js" defer></script>
</head><body ${page.html.bodyAttributes ?? ''}>${page.html.content}
${mount ?? docEmbed(page.embedDoc, element)}</body></html>`;
}

// More pages, for how the widget fits each site (test/browser/embed/fit.test.ts). Each carries the theme's
// brand property, its floating controls (Docusaurus's "Back to top" and mobile menu, PaperMod's top link, a cookie
// banner) and a way back to light. Their look is /fit.css, their behaviour /fit.js.

/** What the fit suite needs on top of a generator page. */
export interface FitPage extends GeneratorPage {
  /** Script that turns the theme back to light. */
  light: string;
  /** A page with one look only, by paint rather than by marker: the scheme it shows. */
  fixed?: 'light' | 'dark';
  /** The custom property the theme publishes its brand colour in, if any. */
  brandProperty?: string;
  /** The host's controls that float in the launcher's corner: how to make each appear, and how to find it. */
  cornerControls?: Array<{ name: string; show: string; selector: string }>;
  /** A page a React app can be (Docusaurus, a page of the host's own): the React build is met there too. */
  reactHost?: true;
}

// Docusaurus 3 (theme-classic, Infima): the sticky navbar holding the mobile menu (backdrop + sidebar, shown by
// `navbar-sidebar--show` while <body> is scroll-locked), a one-line code block with its copy button group, and the
// round "Back to top" button fixed bottom-right, shown once the page is scrolled.
const docusaurus: GeneratorPage = {
  name: 'Docusaurus',
  path: '/docusaurus/',
  html: {
    htmlAttributes: 'data-theme="light" data-has-hydrated="true"',
    bodyAttributes: 'class="navigation-with-keyboard"',
    content: `<div id="__docusaurus"><nav aria-label="Main" class="navbar navbar--fixed-top"><div class="navbar__inner"><button aria-label="Toggle navigation bar" aria-expanded="false" class="navbar__toggle clean-btn" type="button">☰</button><a class="navbar__brand" href="#">Acme docs</a></div>
<div role="presentation" class="navbar-sidebar__backdrop"></div><div class="navbar-sidebar"><div class="navbar-sidebar__brand"><a class="navbar__brand" href="#">Acme docs</a><button type="button" aria-label="Close navigation bar" class="clean-btn navbar-sidebar__close">×</button></div><ul class="menu__list"><li><a class="menu__link" href="#serve">Serve</a></li><li><a class="menu__link" href="#install">Install</a></li><li><a class="menu__link" href="#deploy">Deploy</a></li><li><a class="menu__link" href="#faq">FAQ</a></li></ul></div></nav>
<div class="main-wrapper"><main><article><div class="theme-doc-markdown markdown"><h1 id="serve">Serve</h1>${prose}
<div class="language-bash theme-code-block"><div class="codeBlockContent"><pre tabindex="0" class="prism-code language-bash" id="docusaurus-code"><code><span class="token-line">npm install docs-assistant</span></code></pre><div class="buttonGroup"><button type="button" aria-label="Copy code to clipboard" title="Copy" class="clean-btn copy-button">⧉</button></div></div></div>
<div class="long-page"></div></div></article></main></div>
<button aria-label="Scroll back to top" class="clean-btn theme-back-to-top-button backToTopButton" type="button"></button></div>`,
  },
  codeBlock: '#docusaurus-code',
  copyButton: '.copy-button',
  dark: `document.documentElement.dataset.theme = 'dark'`,
  embedDoc: 'embed',
};

// Hugo PaperMod: dark mode is `body.dark`; the "go to top" link is fixed bottom-right and shows past 800 px.
const papermod: GeneratorPage = {
  name: 'Hugo PaperMod',
  path: '/papermod/',
  html: {
    bodyAttributes: 'class="single" id="top"',
    content: `<main class="main"><article class="post-single"><header class="post-header"><h1 class="post-title" id="serve">Serve</h1></header><div class="post-content">${prose}
<div class="highlight"><pre tabindex="0" class="chroma" id="papermod-code"><code class="language-python" data-lang="python">${hugoLines}</code></pre><button class="copy-code">copy</button></div>
<div class="long-page"></div></div></article></main>
<a href="#top" aria-label="go to top" title="Go to Top (Alt + G)" class="top-link" id="top-link" accesskey="g">↑</a>`,
  },
  codeBlock: '#papermod-code',
  copyButton: 'button.copy-code',
  dark: `document.body.classList.add('dark')`,
  embedDoc: 'hugo',
};

// A plain page with no dark styles at all: nothing painted (the browser's white canvas), shadcn's `--primary` as HSL
// channels, and a cookie banner fixed to the bottom that a consent script adds after load.
const plainLight: GeneratorPage = {
  name: 'plain page, light only',
  path: '/plain-light/',
  html: {
    bodyAttributes: 'class="plain-light"',
    content: `<main><h1 id="serve">Serve</h1>${prose}<pre id="plain-code"><code>npm install docs-assistant</code></pre><button class="copy-code">Copy</button><div class="long-page"></div></main>
<dialog id="host-dialog" aria-label="Settings"><p>Host settings</p><button type="button" class="dialog-close">Close</button></dialog>`,
  },
  codeBlock: '#plain-code',
  copyButton: 'button.copy-code',
  dark: '',
  embedDoc: 'html',
};

// A dark-only site that marks nothing: its body is painted near-black; shadcn 4's `--primary` as an oklch colour.
const plainDark: GeneratorPage = {
  name: 'plain page, dark only',
  path: '/plain-dark/',
  html: {
    bodyAttributes: 'class="plain-dark"',
    content: `<main><h1 id="serve">Serve</h1>${prose}<pre id="plain-code"><code>npm install docs-assistant</code></pre><button class="copy-code">Copy</button><div class="long-page"></div></main>`,
  },
  codeBlock: '#plain-code',
  copyButton: 'button.copy-code',
  dark: '',
  embedDoc: 'html',
};

const scrollDown = `window.scrollTo(0, 2000)`;
const scrollDownThenUp = `window.scrollTo(0, 2000);
new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollTo(0, 1500)))))`;

export const FIT_PAGES: FitPage[] = [
  {
    ...docusaurus,
    reactHost: true,
    light: `document.documentElement.dataset.theme = 'light'`,
    brandProperty: '--ifm-color-primary',
    cornerControls: [{ name: 'Back to top', show: scrollDown, selector: '.theme-back-to-top-button' }],
  },
  {
    ...mkdocs,
    light: `document.body.setAttribute('data-md-color-scheme', 'default')`,
    brandProperty: '--md-primary-fg-color',
    // Material shows it when the reader scrolls back up: down first, then up a little a frame later.
    cornerControls: [{ name: 'Back to top', show: scrollDownThenUp, selector: '.md-top' }],
  },
  { ...sphinx, light: `document.body.dataset.theme = 'light'`, brandProperty: '--color-brand-primary' },
  {
    ...papermod,
    light: `document.body.classList.remove('dark')`,
    cornerControls: [{ name: 'go to top', show: scrollDown, selector: '#top-link' }],
  },
  { ...vitepress, light: `document.documentElement.classList.remove('dark')`, brandProperty: '--vp-c-brand-1' },
  { ...starlight, light: `document.documentElement.dataset.theme = 'light'`, brandProperty: '--sl-color-accent' },
  {
    ...plainLight,
    reactHost: true,
    light: '',
    fixed: 'light',
    brandProperty: '--primary',
    cornerControls: [
      { name: 'Accept cookies', show: 'window.__showCookies()', selector: '.cookie-banner .accept' },
      { name: 'Cookie settings', show: 'window.__showCookies()', selector: '.cookie-banner .settings' },
    ],
  },
  { ...plainDark, reactHost: true, light: '', fixed: 'dark', brandProperty: '--primary' },
];
