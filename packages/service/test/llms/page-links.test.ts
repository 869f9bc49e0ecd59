// A page's links to other pages, as an agent reads them in the page's `.md` and in llms-full.txt: where the site
// publishes those pages. As written (`../content-management/custom.md`) they resolve from no folder in llms-full.txt,
// and from the `.md` URL's folder in a page's Markdown, which is not the file's wherever the site moved a page.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocs } from '../../src/llms/load-pages';
import { llmsFullTxt, llmsSite } from '../../src/llms/llms-txt';

const hugoContent = join('packages/service/test/fixtures/generators/hugo', 'content');
const mkdocsBlog = 'packages/service/test/fixtures/generators/mkdocs-named/docs';

describe("a page's links as agents read them", () => {
  it("lead where the site publishes the pages they name, in the page's .md and in llms-full.txt", async () => {
    const { pages } = await loadDocs(hugoContent, { workers: false, warn: () => undefined });
    const markdown = pages.get('/installation/linux')?.markdown ?? '';
    // Moved by its `url`, its `slug`, in YAML or TOML: the same URLs the answers cite.
    expect(markdown).toContain('[custom URLs](/docs/custom-urls/#the-url-field)');
    expect(markdown).toContain('[slugs](/content-management/slugs-explained/)');
    expect(markdown).toContain('[TOML slugs](/content-management/toml-explained/)');
    expect(markdown).toContain('[a TOML url](/docs/toml-url/#the-url-key)');
    // A glossary link goes to the term's entry; the syntax shown in inline code stays as written.
    expect(markdown).toContain('[regular expressions](/quick-reference/glossary/#regular-expression)');
    expect(markdown).toContain('`[term](g)`');
    expect(markdown).not.toContain('../content-management/');

    const full = [...llmsFullTxt(pages, llmsSite(pages))].join('');
    expect(full).toContain('[custom URLs](/docs/custom-urls/#the-url-field)');
    expect(full).not.toContain('](../');
  });

  it('resolve from the folder of the file, not of the URL: an MkDocs blog post served under its date', async () => {
    const { pages } = await loadDocs(mkdocsBlog, { workers: false, warn: () => undefined });
    const post = pages.list.find((page) => page.markdown?.includes('tides guide'));
    expect(post?.path).toMatch(/^\/blog\/2\d{3}\//);
    expect(post?.markdown).toContain('[tides guide](/guide/tides/#waiting-watching)');
  });

  it('relative to their page are made from the root in llms-full.txt, where no page is there to resolve them', async () => {
    const root = await mkdtemp(join(tmpdir(), 'docs-assistant-llms-links-'));
    try {
      await mkdir(join(root, 'guide'), { recursive: true });
      await writeFile(join(root, 'index.md'), '# Home\n\nStart with the [guide](guide/features.md).\n');
      await writeFile(join(root, 'guide', 'api-hmr.md'), '# HMR API\n\nHot updates.\n');
      await writeFile(
        join(root, 'guide', 'features.md'),
        [
          '# Features',
          '',
          'See the [HMR API](./api-hmr), the [options](#options) below and the [home page](../).',
          'Written in a page as `[HMR API](./api-hmr)`:',
          '',
          '```md',
          '[HMR API](./api-hmr)',
          '```',
          '',
          '## Options',
          '',
          'An [external link](https://example.org/x) stays.',
        ].join('\n'),
      );
      const { pages } = await loadDocs(root, { workers: false, warn: () => undefined });
      const full = [...llmsFullTxt(pages, llmsSite(pages))].join('');
      expect(full).toContain(
        'See the [HMR API](/guide/api-hmr), the [options](/guide/features#options) below and the [home page](/).',
      );
      expect(full).toContain('Start with the [guide](/guide/features).');
      // In code, the syntax a page shows stays as written.
      expect(full).toContain('Written in a page as `[HMR API](./api-hmr)`:');
      expect(full).toContain('```md\n[HMR API](./api-hmr)\n```');
      expect(full).toContain('[external link](https://example.org/x)');
      // The page's own .md, served beside it, keeps its relative links: they resolve from its URL.
      expect(pages.get('/guide/features')?.markdown).toContain('[HMR API](./api-hmr)');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
