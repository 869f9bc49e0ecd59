// What a page's .md is, for the sources docs sites really have: front matter in YAML or TOML, Windows line ends, a
// byte-order mark, a horizontal rule that only looks like front matter. And which page a path, URL or link names.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagesFromIndex, stripFrontMatter } from '../../src/llms/docs-pages';
import { loadDocs } from '../../src/llms/load-pages';
import { writeFiles } from '../support/write-files';
import { findPage, pageKey } from '../../src/retrieval/page-key';
import { llmsSite, llmsTxt } from '../../src/llms/llms-txt';

describe('a page as Markdown', () => {
  it('leaves out YAML or TOML front matter and the blank lines after it, and nothing else', () => {
    expect(stripFrontMatter('---\ntitle: A\n---\n\n# A\n\nText.\n')).toBe('# A\n\nText.\n');
    expect(stripFrontMatter('---\r\ntitle: A\r\n---\r\n\r\n# A\r\n')).toBe('# A\r\n');
    expect(stripFrontMatter('\uFEFF---\ntitle: A\n---\n# A\n')).toBe('# A\n');
    expect(stripFrontMatter('+++\ntitle = "A"\n+++\n\n# A\n')).toBe('# A\n');
  });

  it('keeps a page without front matter byte for byte, including a rule further down', () => {
    const page = '# A\n\n---\n\nnot: front matter\n\n---\n';
    expect(stripFrontMatter(page)).toBe(page);
    expect(stripFrontMatter('Intro\n---\ntitle: no\n---\n')).toBe('Intro\n---\ntitle: no\n---\n');
  });
});

describe('the page a path names', () => {
  it('reads paths, .md links and URLs alike', () => {
    for (const input of [
      '/guides/install',
      'guides/install',
      '/guides/install.md',
      '/guides/install/',
      'https://docs.example.com/guides/install#step-2',
      '/guides/install?x=1',
      'guides\\install.md',
    ]) {
      expect(pageKey(input), input).toBe('/guides/install');
    }
    // The page's URL as the site publishes it (a slash, `.html`), and llms.txt's `.md` after it.
    for (const input of ['/guides/install.html', '/guides/install.html.md', '/guides/install/index.html.md'])
      expect(pageKey(input), input).toBe('/guides/install');
    expect(pageKey('/index.html.md')).toBe('/');
    expect(pageKey('/index.md')).toBe('/');
    expect(pageKey('/guides/index.md')).toBe('/guides');
    expect(pageKey('https://docs.example.com/')).toBe('/');
    expect(pageKey('/a%20b.md')).toBe('/a b');
  });

  it('finds a page named readme or index before its folder’s page, as Hugo publishes a lower-case readme.md', () => {
    const pages = new Map([
      ['/project/about', 'the section page'],
      ['/project/about/readme', 'the ReadMe page'],
      ['/guides', 'the guides page'],
      ['/a%20b', 'a file named a%20b'],
    ]);
    expect(findPage(pages, '/project/about/readme.md')).toBe('the ReadMe page');
    expect(findPage(pages, '/project/about.md')).toBe('the section page');
    expect(findPage(pages, '/guides/README.md')).toBe('the guides page');
    expect(findPage(pages, '/guides/index.html.md')).toBe('the guides page');
    expect(findPage(pages, '/a%20b.md')).toBe('a file named a%20b');
    // A request's path is percent-encoded: only its decoded form names a page.
    expect(findPage(pages, '/a%2520b.md', { encoded: true })).toBe('a file named a%20b');
    expect(findPage(pages, '/a%20b.md', { encoded: true })).toBeUndefined();
  });

  it('never resolves a path out of the folder: ../ stays part of the name, matching no page', () => {
    expect(pageKey('../../etc/passwd')).toBe('/../../etc/passwd');
    expect(pageKey('%2e%2e/secret.md')).toBe('/../secret');
  });
});

describe('what llms.txt calls the docs', () => {
  const pages = (title: string, description?: string) =>
    pagesFromIndex({
      sections: [
        {
          id: '/',
          path: '/',
          anchor: '',
          pageTitle: title,
          heading: title,
          trail: [],
          markdown: 'Text.',
          prose: 'Text.',
          code: '',
          meta: description ? { description } : {},
        },
      ],
      pages: new Map([['/', title]]),
      search: () => [],
      retrieve: () => ({ hits: [], confidence: 0, coverage: 'not-covered', covered: false }),
    });

  it("the root page's title and description, unless the title only names a page", () => {
    expect(llmsSite(pages('Acme Widgets', 'Dashboards, fast.'))).toEqual({
      title: 'Acme Widgets',
      summary: 'Dashboards, fast.',
    });
    expect(llmsSite(pages('Introduction')).title).toBe('Documentation');
    expect(llmsSite(pages('Getting started')).title).toBe('Documentation');
  });

  it('a given title and site URL win; links then point at the site', () => {
    const site = llmsSite(pages('Introduction'), { title: 'Acme', siteUrl: 'https://docs.acme.example/' });
    expect(site).toMatchObject({ title: 'Acme', siteUrl: 'https://docs.acme.example' });
    expect(llmsTxt(pages('Introduction'), site)).toContain('- [Introduction](https://docs.acme.example/index.md)');
  });
});

describe('a long description in llms.txt', () => {
  const listed = (description: string) => {
    const page = { path: '/rockets', title: 'Rockets', description, markdown: '# Rockets\n' };
    const text = llmsTxt(
      { list: [page], get: (path) => (path === page.path ? page : undefined) },
      llmsSite({ get: () => undefined, list: [] }),
    );
    return /^- \[Rockets\]\(\/rockets\.md\): (.*)$/m.exec(text)?.[1] ?? '';
  };

  it('is cut to 300 characters with "…", never between the halves of an emoji', () => {
    // The rocket's two UTF-16 halves straddle the cut at 299: a cut between them would leave a lone surrogate.
    const cut = listed(`${'a'.repeat(298)}🚀 and on and on, well past the cut.`);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(cut).toBe(`${'a'.repeat(298)}…`);
    expect(listed('Short enough.')).toBe('Short enough.');
  });
});

/** llms.txt of a Docusaurus site made of `files` (its docs in docs/), and its pages and warnings. */
async function docusaurusLlms(files: Record<string, string>) {
  const root = await mkdtemp(join(tmpdir(), 'llms-docusaurus-'));
  try {
    await writeFiles(root, { 'docusaurus.config.js': 'module.exports = {};\n', ...files });
    const warnings: string[] = [];
    const { pages } = await loadDocs(join(root, 'docs'), { workers: false, warn: (line) => warnings.push(line) });
    // Read now: a page's Markdown is read from its file when asked for.
    const markdown = new Map(pages.list.map((page) => [page.path, page.markdown]));
    return { text: llmsTxt(pages, llmsSite(pages)), markdown, warnings };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

describe('a page that could not be parsed', () => {
  it('is listed at the path and under the title its front matter gives it, as a page would be', async () => {
    const { text, markdown, warnings } = await docusaurusLlms({
      'docs/tides.md': '# Tides\n\nTide tables.\n',
      'docs/broken.mdx': '---\nslug: /moved/berths\n---\n\n# Berths\n\n<Tabs>\n',
      'docs/untitled.mdx': '---\ntitle: Quays\n---\n\nText {broken\n',
    });
    expect(warnings.filter((line) => line.includes('skipping'))).toHaveLength(2);
    expect(text).toContain('- [Berths](/docs/moved/berths.md)');
    expect(text).toContain('- [Quays](/docs/untitled.md)');
    expect(markdown.get('/docs/moved/berths')).toContain('<Tabs>');
  });
});

describe('llms.txt of a site served under a route base', () => {
  it('groups by the folders below /docs/, not all under the /docs page', async () => {
    const { text } = await docusaurusLlms({
      'docs/intro.md': '# Introduction\n\nStart here.\n',
      'docs/api/client.md': '# Client\n\nThe client.\n',
      'docs/guides/install.md': '# Install\n\nInstall it.\n',
      'docs/guides/deploy.md': '# Deploy\n\nDeploy it.\n',
    });
    expect([...text.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual(['Docs', 'API', 'Guides']);
    expect(text).toContain('## Guides\n\n- [Deploy](/docs/guides/deploy.md)\n- [Install](/docs/guides/install.md)');
  });
});

describe("a front matter's title and description written with HTML entities", () => {
  it('reads as the site shows them: a space for &nbsp;, the character for a reference', async () => {
    const { text } = await docusaurusLlms({
      'docs/intro.mdx':
        '---\ntitle: Tides &amp; currents\ndescription: Tables for every port. All&nbsp;harbours included&#33;\n---\n\nStart here.\n',
      'docs/berths.md': '# Berths\n\nWhere to moor.\n',
    });
    expect(text).toContain('- [Tides & currents](/docs/intro.md): Tables for every port. All harbours included!');
    expect(text).not.toContain('&nbsp;');
  });
});
