import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Section } from '../../src/retrieval/markdown-sections';
import { loadDocsIndex } from '../../src/retrieval/load-docs';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';
import { answerText, postJson, readChunks, userMessage } from '../support/helpers';

/**
 * One small docs folder per generator (test/fixtures/generators/), written in each generator's own markup: what the
 * service indexes and quotes must be the text a reader of the built site sees, never the markup, and its anchors
 * must be the ones the generator gives the headings.
 */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/generators/${name}`, import.meta.url));

/** Markup of any of the generators; none may survive into a section's markdown (outside code) or its text. */
const MARKUP: Array<[string, RegExp]> = [
  ['container fence', /:::/],
  ['MkDocs admonition', /^\s*(!!!|\?\?\?)/m],
  ['MkDocs tab', /^\s*===/m],
  ['HTML or JSX tag', /<\/?[A-Za-z][\w.:-]*(\s[^>]*)?\/?>/],
  ['heading id', /\{#[\w-]+\}/],
  ['attribute list', /\{:?\s*[.#][\w-]/],
  ['template interpolation', /\{\{|\}\}/],
  ['MDX import or export', /^(import|export)\s/m],
  ['MDX comment or expression', /\{\/\*|\{[a-z]+\s*>/],
  ['icon shortcode', /:material-[\w-]+:/],
  ['snippet include', /--8<--|<<<\s|\[\[toc\]\]/],
  ['MyST role or directive', /\{(ref|py:func|toctree|note|warning|code-block)\}/],
  ['directive option', /^\s*:(class|linenos|maxdepth):/m],
];
/** Highlighter markers inside code, which no reader sees. */
const CODE_MARKERS: Array<[string, RegExp]> = [
  ['twoslash cut', /---cut---|@noErrors|declare const secret/],
  ['Shiki notation', /\[!code/],
  ['Docusaurus magic comment', /highlight-next-line/],
  ['Material annotation marker', /\(1\)!/],
];

/** Markdown with code blocks and code spans taken out: what is prose to a reader. */
const outsideCode = (markdown: string) =>
  markdown.replace(/^\s*(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\s*\1\s*$/gm, '').replace(/`[^`\n]*`/g, '');

function expectNoMarkup(sections: readonly Section[]) {
  for (const section of sections) {
    for (const [name, pattern] of MARKUP) {
      expect(pattern.test(outsideCode(section.markdown)), `${name} in the markdown of ${section.id}`).toBe(false);
      // Text and headings keep code spans' text (`<Image />` is what the reader sees there), so tags are checked in
      // the markdown, where code is told apart.
      if (name === 'HTML or JSX tag') continue;
      expect(pattern.test(section.prose), `${name} in the text of ${section.id}`).toBe(false);
      expect(pattern.test(section.heading), `${name} in the heading of ${section.id}`).toBe(false);
    }
    for (const [name, pattern] of CODE_MARKERS) {
      expect(pattern.test(section.markdown), `${name} in ${section.id}`).toBe(false);
    }
  }
}

async function load(name: string) {
  const warnings: string[] = [];
  const index = await loadDocsIndex(fixture(name), { warn: (line) => warnings.push(line) });
  const byId = new Map(index.sections.map((section) => [section.id, section]));
  const text = (id: string) => {
    const section = byId.get(id);
    expect(section, `section ${id} among ${[...byId.keys()].join(', ')}`).toBeDefined();
    return `${section?.markdown ?? ''}\n${section?.prose ?? ''}`;
  };
  return { index, warnings, ids: [...byId.keys()], text };
}

describe('VitePress: containers, code groups, twoslash, Vue and raw HTML', () => {
  it('keeps what the page shows, drops the markup, and anchors headings the way VitePress does', async () => {
    const { index, ids, text, warnings } = await load('vitepress');
    expect(index.generator).toBe('vitepress');
    // The one warning is the includes page's snippet that is not there (includes.test.ts).
    expect(warnings.filter((line) => !line.startsWith('docs: guide/includes.md: include not found'))).toEqual([]);
    expectNoMarkup(index.sections);
    // `## server.port` is #server-port on a VitePress site (GitHub's rule would say #serverport).
    expect(ids).toEqual(
      expect.arrayContaining(['/guide/config#server-port', '/guide/config#base-url', '/guide/config#base-path']),
    );
    expect(text('/guide/config#server-port')).toContain('Use Copy to copy the default port');
    // Twoslash: what the page shows is after the cut, without the marker comments.
    expect(text('/guide/config#server-port')).toContain('server: { port: 3000 },\n})');
    expect(text('/guide/config#base-url')).toContain("base: '/my-app/',\n}");
    expect(text('/guide/config#base-url')).toContain('Without the trailing slash');
    expect(text('/guide/config#base-url')).toContain('Lighthouse keepers rotate every four hours.');
    expect(text('/guide/config#server-port')).not.toContain('onclick');
  });
});

describe('Starlight (MDX): imports, exports, components, expressions', () => {
  it('keeps component content, drops the rest, and skips a file that is not valid MDX with one warning', async () => {
    const { index, ids, text, warnings } = await load('starlight/src/content/docs');
    expect(index.generator).toBe('starlight');
    expectNoMarkup(index.sections);
    // The Astro docs repro: an intro paragraph, then ## `<Image />` — the section has its own id, as on the site.
    expect(ids.filter((id) => id.startsWith('/guides/images'))).toEqual([
      '/guides/images',
      '/guides/images#image-',
      '/guides/images#picture-formats',
    ]);
    expect(text('/guides/images#image-')).toContain('Pictures below the fold load only when the reader scrolls');
    expect(text('/guides/images#image-')).toContain('npm install harbor-images');
    expect(text('/guides/images#image-')).toContain('pnpm add harbor-images');
    expect(text('/guides/images#image-')).toContain('Lazy loading');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^docs: skipping guides\/broken\.mdx \(line 6:1: .*closing tag/);
  });
});

describe('Docusaurus: admonitions, tabs, magic comments, custom ids', () => {
  it('reads both tabs and the admonitions, with the ids the page has', async () => {
    const { index, ids, text } = await load('docusaurus/docs');
    expect(index.generator).toBe('docusaurus');
    expectNoMarkup(index.sections);
    // The classic preset's docs are served under its default `routeBasePath`, `docs`.
    expect(ids.filter((id) => id.startsWith('/docs/deploy'))).toEqual([
      '/docs/deploy',
      '/docs/deploy#build',
      '/docs/deploy#deploying-with-a-token',
      '/docs/deploy#environment-variables',
    ]);
    // A ```mdx-code-block fence is MDX on the site: its tabs are read, the fence and the tags are not quoted.
    const token = text('/docs/deploy#deploying-with-a-token');
    expect(token).toContain('GIT_USER=harbor-bot npm run deploy');
    expect(token).toContain('cmd /C "set "GIT_USER=harbor-bot" && npm run deploy"');
    expect(token).not.toMatch(/mdx-code-block|<\/?Tab/);
    expect(text('/docs/deploy#build')).toContain('Run the link checker first');
    expect(text('/docs/deploy#build')).toContain('npm run build');
    expect(text('/docs/deploy#build')).toContain('yarn build');
    expect(text('/docs/deploy#environment-variables')).toContain('url: process.env.HARBOR_URL');
    expect(text('/docs/deploy#environment-variables')).toContain('Secrets in environment variables end up');
  });
});

describe('Docusaurus MDX as the site reads it (its mdx1Compat defaults, remark-math)', () => {
  it('reads a page with an HTML comment and math, quoting the math as code and money as text', async () => {
    const { warnings, text } = await load('docusaurus/docs');
    expect(warnings.filter((line) => line.includes('math.mdx'))).toEqual([]);
    const inline = text('/docs/math#inline');
    expect(inline).toContain('`h(t) = \\frac{H}{2}\\cos\\left(\\frac{2\\pi t}{T}\\right)`');
    expect(inline).toContain('The height at hour `t` is');
    expect(text('/docs/math#blocks')).toContain('H = \\int_0^{T} h(t)\\,dt');
    expect(text('/docs/math#blocks')).toContain('A berth costs $5 a night and $10 with power.');
    expect(text('/docs/math')).not.toMatch(/cSpell|<!--/);
  });
});

describe('MkDocs Material: admonitions, content tabs, attribute lists, annotations', () => {
  it('dedents the blocks into text and numbers repeated headings the way the toc extension does', async () => {
    const { index, ids, text } = await load('mkdocs/docs');
    expect(index.generator).toBe('mkdocs');
    expectNoMarkup(index.sections);
    expect(ids.filter((id) => id.startsWith('/install'))).toEqual([
      '/install',
      '/install#with-pip',
      '/install#install-options',
      '/install#options',
    ]);
    expect(text('/install#with-pip')).toContain('pip install harbor');
    expect(text('/install#with-pip')).toContain('Install it isolated with `pipx install harbor`.');
    expect(text('/install#with-pip')).toContain('Upgrade with `pip install -U harbor`');
    expect(text('/install#with-pip')).toContain('The collapsible tip holds the tide table location.');
    // Inside a tab the code is code, not an indented paragraph.
    expect(index.sections.find((s) => s.id === '/install#with-pip')?.code).toContain('pip install harbor');
  });
});

describe('MyST on Sphinx: directives, colon fences, roles, targets', () => {
  it('keeps directive bodies, drops toctrees and options, and slugs headings as docutils does', async () => {
    const { index, ids, text } = await load('myst');
    expect(index.generator).toBe('sphinx');
    expectNoMarkup(index.sections);
    expect(ids.filter((id) => id.startsWith('/#'))).toEqual(['/#tide-tables-charts']);
    expect(text('/#tide-tables-charts')).toContain('in the chart format and the `harbor.load` function');
    expect(text('/#tide-tables-charts')).toContain('Tide tables are published a year ahead.');
    expect(text('/#tide-tables-charts')).toContain('Never trust a table older than a year.');
    expect(text('/#tide-tables-charts')).toContain('harbor.load("tides.csv")');
    // An equation is quoted as its LaTeX, not dropped, and without its label option.
    expect(text('/#tide-tables-charts')).toContain('```math\nh(t) = A \\cos(\\omega t)\n```');
    // A `{myst}` demo is MyST source shown, not the page's own heading.
    expect(ids).not.toContain('/#heading-level-3');
    expect(text('/#tide-tables-charts')).toContain('```markdown\n### Heading level 3\n```');
  });
});

describe('answers over HTTP', () => {
  let service: StartedLocalService;
  beforeAll(async () => {
    service = await startLocalService({ docs: fixture('vitepress') });
  });
  afterAll(async () => {
    await service.close();
  });

  it('quote no generator markup and link the anchor the generator gave', async () => {
    const response = await postJson(
      `${service.url}/discovery/v2/assistant/harbor/message`,
      { fp: 'reader', messages: [userMessage('How do I change the dev server port?')] },
      service.assistantKey,
    );
    const chunks = await readChunks(response);
    const text = answerText(chunks);
    // VitePress without `cleanUrls` publishes `.html` pages, and links them so.
    expect(text).toContain('/guide/config.html#server-port');
    expect(text).toContain('Specify the dev server port.');
    for (const [name, pattern] of [...MARKUP, ...CODE_MARKERS])
      expect(pattern.test(outsideCode(text)), `${name} in the answer`).toBe(false);
  });
});

describe('MkDocs built from a config of another name (Textual: mkdocs-online.yml), with mkdocstrings and autorefs', () => {
  it('is read as MkDocs: its anchors, and snippets found from the config’s folder', async () => {
    const { index, ids, warnings } = await load('mkdocs-named/docs');
    expect(index.generator).toBe('mkdocs');
    // Python-Markdown's toc drops the "&" with its spaces; GitHub's rule would give waiting--watching.
    expect(ids).toContain('/guide/tides#waiting-watching');
    const section = index.sections.find((s) => s.id === '/guide/tides#waiting-watching');
    expect(section?.code).toContain('Tide.watch(berth="north", until="high")');
    expect(warnings).toEqual([]);
  });

  it('quotes cross-references as their text, leaves API stubs and included pictures out', async () => {
    const { index, text } = await load('mkdocs-named/docs');
    expectNoMarkup(index.sections);
    const tides = text('/guide/tides#waiting-watching');
    expect(tides).toContain('The wait coroutine pauses until the next high tide; see harbor.Tide for the rest');
    expect(tides).toContain('`Tide.level` for the current height');
    expect(tides).toContain('The diagram above shows the water rising');
    for (const section of index.sections) {
      expect(outsideCode(section.markdown), section.id).not.toMatch(/\]\[harbor\.Tide/);
      expect(`${section.markdown}${section.code}`, section.id).not.toMatch(/<svg|tide chart/);
      // Superfences' {.harbor path=…} block is a screenshot on the site: no empty code block stands for it.
      expect(section.markdown, section.id).not.toMatch(/^\s*`{3,}[^\n]*\n\s*`{3,}\s*$/m);
    }
    // One to the Python docs too, and a list item's id on the line under it leaves no line break behind.
    const hooks = text('/guide/tides#tide-hooks');
    expect(hooks).toContain('Hooks are written as a class method on the berth.');
    expect(hooks).toContain('- **Before** hooks: run before the tide turns.\n');
    expect(hooks).not.toMatch(/&#xA;|before-hook/);
    expect(hooks).toContain('grid[row][col]');
    // An API entry's anchor keeps its case (mkdocstrings names it by the object); a heading's is lower case.
    expect(hooks).toContain("[the berth's settings](/api/tide/#harbor.tide.Berth.Settings)");
    expect(hooks).toContain('[order](/api/tide/#order)');
    // A cross-reference shown as code stays as written; a reference the page defines stays a link.
    expect(text('/guide/tides#writing-cross-references')).toContain('`[text][harbor.Tide]`');
    expect(text('/guide/tides#writing-cross-references')).toContain('[defined one](https://harbor.example/defined/)');
    const api = text('/api/tide');
    expect(api).toContain('The tide module reads tide tables from the harbour master.');
    expect(api).not.toMatch(/show_root_heading|filters|harbor\.tide\n/);
    // A top-level package is undotted; its options (members at the options' own indent) are no text either.
    const core = text('/api/harbor_core');
    expect(core).toContain('The core types every harbour uses.');
    expect(core).not.toMatch(/options|members|show_source|- Berth|:::/);
  });
});
