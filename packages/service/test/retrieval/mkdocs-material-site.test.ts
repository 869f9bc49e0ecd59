// MkDocs Material's own docs as a new user serves them, from the project's root: the pages are docs_dir's, cited
// where the site publishes them, and what Python-Markdown's extensions write reads as the site shows it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sectionUrl } from '../../src/assistant/section-url';
import { configuredSite } from '../../src/llms/configured-site';
import { loadDocsIndex } from '../../src/retrieval/load-docs';
import { splitMarkdown } from '../../src/retrieval/markdown-sections';
import { writeFiles } from '../support/write-files';

let root: string;
let index: Awaited<ReturnType<typeof loadDocsIndex>>;
const markdownOf = (path: string) =>
  index.sections
    .filter((section) => section.path === path)
    .map((section) => section.markdown)
    .join('\n\n');

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'docs-assistant-material-'));
  await writeFiles(root, {
    'mkdocs.yml': [
      'site_name: Material for MkDocs',
      'site_description: >-',
      '  Write your documentation in Markdown',
      '  and create a static site in minutes',
      'plugins:',
      '  - blog',
      'markdown_extensions:',
      '  - attr_list',
      '  - def_list',
      '',
    ].join('\n'),
    'README.md': '# Material for MkDocs\n\nEverything you would expect.\n',
    'CONTRIBUTING.md': '# Contributing\n\nOpen an issue first.\n',
    'includes/mkdocs.md': '[mkdocs.env]: https://www.mkdocs.org/user-guide/configuration/#environment-variables\n',
    'docs/index.md': '# Material for MkDocs\n\nA theme.\n',
    'docs/publishing-your-site.md': '# Publishing your site\n\n## With GitHub Actions\n\nAdd a workflow.\n',
    'docs/blog/posts/sparse.md': [
      '---',
      'date: 2023-09-22',
      '---',
      '',
      '# Using git sparse-checkout',
      '',
      'Builds run in [GitHub Actions][publishing].',
      '',
      '  [publishing]: ../../publishing-your-site.md#with-github-actions',
      '',
    ].join('\n'),
    'docs/changelog.md': [
      '# Changelog',
      '',
      '### 9.7.0 <small>November 11, 2025</small> { id="9.7.0" }',
      '',
      'Fixed the search.',
      '',
      '### Changes to `*.html` files { data-search-exclude }',
      '',
      'Templates moved.',
      '',
    ].join('\n'),
    'docs/reference.md': [
      '# Reference',
      '',
      '## Buttons',
      '',
      '[Subscribe to our newsletter](javascript:alert$.next("Demo")){ .md-button }',
      '',
      '[![Navigation sections enabled]](https://example.org/sections.png)',
      '',
      '``` title="mkdocs.yml"',
      'theme:',
      '  name: material',
      '```',
      '',
      '## Language selector',
      '',
      '`alternate.name`',
      '',
      ':   The name shown in the selector.',
      '',
    ].join('\n'),
  });
  index = await loadDocsIndex(root, { workers: false, warn: () => undefined });
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('MkDocs Material served from its project root', () => {
  it("publishes docs_dir's pages from the site's root, a blog post at its date, and nothing beside docs_dir", () => {
    expect([...index.pages.keys()].sort()).toEqual([
      '/',
      '/blog/2023/09/22/using-git-sparse-checkout',
      '/changelog',
      '/publishing-your-site',
      '/reference',
    ]);
    expect(configuredSite(root).description).toBe(
      'Write your documentation in Markdown and create a static site in minutes',
    );
  });

  it("reads attribute lists' ids, and leaves an attribute without one out of the heading", () => {
    const urls = index.sections.map((section) => sectionUrl(section));
    expect(urls).toContain('/changelog/#9.7.0');
    expect(urls).toContain('/changelog/#changes-to-html-files');
    expect(index.sections.map((section) => section.heading)).toContain('Changes to *.html files');
  });

  it("resolves a reference definition's file link from the post's file, not its dated URL", () => {
    expect(markdownOf('/blog/2023/09/22/using-git-sparse-checkout')).toContain(
      '[GitHub Actions](/publishing-your-site/#with-github-actions)',
    );
  });

  it('quotes no javascript: link, no empty link around a picture, no option as a language, no bare colon', () => {
    const reference = markdownOf('/reference');
    expect(reference).toContain('Subscribe to our newsletter');
    expect(reference).not.toMatch(/javascript:|\]\(\)|\[\]\(|```title/);
    expect(reference).toContain('```\ntheme:\n  name: material\n```');
    expect(reference).toMatch(/`alternate\.name`\n\n- +The name shown in the selector\./);
  });
});

describe('a line starting with a colon on a generator without definition lists', () => {
  it('stays as written, where MkDocs reads it as a definition', () => {
    const page = '# Page\n\n## Choice\n\n{ready\n  ? <Ready />\n  : <Waiting />}\n';
    const sectionText = (generator: 'docusaurus' | 'mkdocs', source: string) =>
      splitMarkdown('/page', source, { generator, mdx: generator === 'docusaurus' })
        .sections.map((s) => s.markdown)
        .join('\n');
    // MDX evaluates the expression; the colon of its ternary is no definition.
    expect(() => sectionText('docusaurus', page)).not.toThrow();
    expect(sectionText('mkdocs', '# Page\n\n## Terms\n\n`name`\n:   What it is called.\n')).toMatch(
      /- +What it is called\./,
    );
  });
});
