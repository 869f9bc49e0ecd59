// Static pages shaped like each docs generator's output — the markup around a code block, its copy button and its
// dark-mode marker, copied from the themes' templates (MkDocs Material, Sphinx with Furo and sphinx-copybutton, Hugo
// with Chroma and Docsy, VitePress, Starlight with Expressive Code) — each loading only the embed. The code block is
// the same program everywhere; each theme wraps, numbers and labels it its own way.

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
}

const prose = `<p class="lead">Docs assistant answers questions about these docs from the docs alone.</p>`;

// MkDocs Material: pymdownx.highlight with a line-number table (`linenums: true`) and anchors on each line; the
// theme's JS adds `button.md-clipboard` (an icon, no text) inside the `pre`, copying `#__code_0 > code`.
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
</article></div></main></div>`,
  },
  codeBlock: '#__code_0',
  copyButton: 'button.md-clipboard',
  dark: `document.body.setAttribute('data-md-color-scheme', 'slate')`,
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
};

export const GENERATOR_PAGES = [mkdocs, sphinx, hugo, vitepress, starlight];

export interface PageOptions {
  /** The `<docs-assistant>` element's attributes; none: no element in the markup. */
  element?: Record<string, string>;
}

/** The whole document: the listener census and the theme's script first, then the embed, the way a site adds it. */
export function pageHtml(page: GeneratorPage, { element }: PageOptions = {}): string {
  const attributes = Object.entries(element ?? {})
    .map(([name, value]) => ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join('');
  return `<!doctype html><html lang="en" ${page.html.htmlAttributes ?? ''}><head><meta charset="utf-8"><title>${page.name}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/theme.css">
<script src="/listener-census.js"></script>
<script src="/theme.js" defer></script>
<script type="module" src="/embed/embed.js"></script>
</head><body ${page.html.bodyAttributes ?? ''}>${page.html.content}${element ? `<docs-assistant${attributes}></docs-assistant>` : ''}</body></html>`;
}
