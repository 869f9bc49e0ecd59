// The embed as each docs/embed-*.md page tells a site to add it, rendered the way that generator would render it, so
// the generator pages (generator-pages.ts) mount the docs' own markup. What changes on the way is said here, once:
// the template syntax is evaluated (from the doc's own config block where it reads one), the script's URL becomes the
// test site's, and the suite's own attributes (its service's address and key, the options a test tries) are set on
// the docs' element, over the docs' values.
import { runInNewContext } from 'node:vm';
import { docSnippet } from '../../support/doc-snippets';

/** Where the test site serves dist/embed/embed.js. */
export const EMBED_SCRIPT_URL = '/embed/embed.js';

/** Which doc a generator page takes its embed from. */
export type EmbedDoc = 'embed' | 'html' | 'mkdocs' | 'sphinx' | 'hugo' | 'vitepress' | 'starlight';

/** Jinja (MkDocs, Sphinx) rendered for what these blocks hold: tag lines go, `{{ super() }}` is the theme's own part. */
function renderJinja(template: string): string {
  return template
    .split('\n')
    .filter((line) => !/^\s*(\{%.*%\}|\{\{\s*super\(\)\s*\}\})\s*$/.test(line))
    .join('\n')
    .replace(/\{\{\s*'([^']+)'\s*\|\s*url\s*\}\}/g, '$1');
}

/** Astro rendered for what these blocks hold: the frontmatter is not output, nor `is:inline` (a directive). */
const renderAstro = (component: string) => component.replace(/^---\n[\s\S]*?\n---\n/, '').replace(/ is:inline/g, '');

/** The docs' markup for each generator, as the built site's HTML would carry it. */
const RENDERED: Record<EmbedDoc, () => string> = {
  embed: () => docSnippet('docs/embed.md', 'embed').text,
  html: () => {
    const page = docSnippet('docs/embed-html.md', 'embed-html').text;
    // The whole page is shown; the generator page supplies its own content: the script from the head, and the element.
    const script = page.match(/<script type="module"[^>]*><\/script>/)![0];
    const element = page.match(/<docs-assistant[\s\S]*?<\/docs-assistant>/)![0];
    return `${script}\n${element}`;
  },
  mkdocs: () => renderJinja(docSnippet('docs/embed-mkdocs.md', 'embed-mkdocs').text),
  sphinx: () => {
    // conf.py's `html_js_files` entry for embed.js becomes a script tag in the head, under `_static/`.
    const conf = docSnippet('docs/embed-sphinx.md', 'sphinx-conf').text;
    const [, file] = conf.match(/\("([^"]*embed\.js)", \{"type": "module"\}\)/)!;
    const template = renderJinja(docSnippet('docs/embed-sphinx.md', 'embed-sphinx').text);
    return `<script type="module" src="_static/${file}"></script>\n${template}`;
  },
  hugo: () => {
    // `site.Params.docsAssistant.*` from the doc's hugo.toml; `relURL` makes a path from the site's root.
    const params = Object.fromEntries(
      [...docSnippet('docs/embed-hugo.md', 'hugo-params').text.matchAll(/^\s*(\w+)\s*=\s*"([^"]*)"/gm)].map(
        ([, key, value]) => [key!, value!],
      ),
    );
    return docSnippet('docs/embed-hugo.md', 'embed-hugo')
      .text.replace(/\{\{\s*"([^"]+)"\s*\|\s*relURL\s*\}\}/g, '/$1')
      .replace(/\{\{\s*site\.Params\.docsAssistant\.(\w+)\s*\}\}/g, (_, key: string) => {
        if (!(key in params)) throw new Error(`docs/embed-hugo.md: hugo.toml has no docsAssistant.${key}`);
        return params[key]!;
      });
  },
  vitepress: () => {
    // The config's `head` entry and the layout's `h('docs-assistant', props)`, as Vue renders them.
    const config = docSnippet('docs/embed-vitepress.md', 'vitepress-config').text;
    const head = runInNewContext(config.match(/head: (\[\[.*\]\]),/)![1]!) as Array<[string, Record<string, string>]>;
    const [, scriptAttributes] = head.find(([tag]) => tag === 'script')!;
    const layout = docSnippet('docs/embed-vitepress.md', 'embed-vitepress').text;
    const props = runInNewContext(`(${layout.match(/h\('docs-assistant', (\{.*\})\)/)![1]})`) as Record<string, string>;
    return `<script${attributeText(scriptAttributes)}></script>\n<docs-assistant${attributeText(props)}></docs-assistant>`;
  },
  // The footer's own `<Default>` (the theme's footer) is the page's business, not the snippet's.
  starlight: () =>
    renderAstro(docSnippet('docs/embed-starlight.md', 'embed-starlight').text)
      .split('\n')
      .filter((line) => !/^\s*<Default>/.test(line))
      .join('\n'),
};

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const attributeText = (attributes: Record<string, string>) =>
  Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');

/** An element's attributes as written, in either quote style. */
function parseAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, double, single, bare] of text.matchAll(/([\w-]+)(?:="([^"]*)"|='([^']*)'|=(\S+))?/g))
    attributes[name!] = (double ?? single ?? bare ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  return attributes;
}

/** The element `tag` in `markup` with `attributes` set over the ones written; none: the element left out. */
function withAttributes(markup: string, tag: string, attributes: Record<string, string> | undefined): string {
  const element = new RegExp(`<${tag}(\\s[^>]*)?></${tag}>`);
  if (!element.test(markup)) throw new Error(`No <${tag}> in the doc's snippet.`);
  return markup.replace(element, (_, written: string | undefined) =>
    attributes ? `<${tag}${attributeText({ ...parseAttributes(written ?? ''), ...attributes })}></${tag}>` : '',
  );
}

/**
 * docs/embed-html.md's whole page as a reader copies it, `<head>` included (the generator pages bring their own head):
 * its script pointed at the test site's embed, the suite's attributes on its element.
 */
export function embedHtmlPage(element: Record<string, string>): string {
  const page = docSnippet('docs/embed-html.md', 'embed-html').text;
  return withAttributes(
    page.replace(/(<script\b[^>]*\bsrc=")[^"]*embed\.js"/, `$1${EMBED_SCRIPT_URL}"`),
    'docs-assistant',
    element,
  );
}

/** The generators docs/page-actions.md places `<docs-assistant-page-actions>` for with the embed. */
export type PageActionsDoc = 'mkdocs' | 'sphinx' | 'starlight' | 'vitepress';

/**
 * docs/page-actions.md's placement for a generator, applied to the page's content (`content`, the theme's markup as
 * generator-pages.ts has it), with the suite's attributes on the element.
 */
export function placePageActions(
  doc: PageActionsDoc,
  content: string,
  attributes: Record<string, string> = {},
): string {
  const element = (markup: string) => withAttributes(markup, 'docs-assistant-page-actions', attributes);
  const at = (marker: RegExp, markup: string, where: 'before' | 'after') => {
    if (!marker.test(content)) throw new Error(`The ${doc} page has no ${marker}.`);
    return content.replace(marker, (found) => (where === 'before' ? `${markup}${found}` : `${found}${markup}`));
  };
  switch (doc) {
    // `{% block content %}` with the element before `{{ super() }}`: first thing in the theme's content container.
    case 'mkdocs':
      return at(
        /<article class="md-content__inner md-typeset">/,
        element(renderJinja(docSnippet('docs/page-actions.md', 'page-actions-mkdocs').text)),
        'after',
      );
    case 'sphinx':
      return at(
        /<article role="main" id="furo-main-content">/,
        element(renderJinja(docSnippet('docs/page-actions.md', 'page-actions-sphinx').text)),
        'after',
      );
    // The `doc-before` slot, rendered by Vue from `h(tag, props)`: before the doc's `main`.
    case 'vitepress': {
      const layout = docSnippet('docs/page-actions.md', 'page-actions-vitepress').text;
      const props = runInNewContext(`(${layout.match(/h\('docs-assistant-page-actions', (\{.*\})\)/)![1]})`) as Record<
        string,
        string
      >;
      return at(
        /<main class="main">/,
        element(`<docs-assistant-page-actions${attributeText(props)}></docs-assistant-page-actions>`),
        'before',
      );
    }
    // PageTitle overridden: `<Default />` is the theme's title, the page's `<h1>`; the script is the embed's, which the
    // page loads already (a module runs once).
    case 'starlight': {
      const title = content.match(/<h1[^>]*>[\s\S]*?<\/h1>/)![0];
      const markup = renderAstro(docSnippet('docs/page-actions.md', 'page-actions-starlight').text)
        .replace('<Default />', title)
        .replace(/<script\b[^>]*\bsrc="[^"]*embed\.js"[^>]*><\/script>/, '');
      return content.replace(title, element(markup));
    }
  }
}

/**
 * The doc's markup for a page: its `<script>` pointed at the test site's embed, and its `<docs-assistant>` with the
 * suite's attributes set over the doc's, or left out when the test mounts its own (`element` undefined).
 */
export function docEmbed(doc: EmbedDoc, element: Record<string, string> | undefined): string {
  const markup = RENDERED[doc]();
  const scripts = markup.match(/<script\b[^>]*\bsrc="[^"]*embed\.js"[^>]*>/g) ?? [];
  if (scripts.length !== 1)
    throw new Error(`The ${doc} doc's snippet has ${scripts.length} embed.js scripts, not one.`);
  // The one rewrite of the script: the site's path to embed.js becomes the test site's.
  const withScript = markup.replace(/(<script\b[^>]*\bsrc=")[^"]*embed\.js"/, `$1${EMBED_SCRIPT_URL}"`);
  return withAttributes(withScript, 'docs-assistant', element);
}
