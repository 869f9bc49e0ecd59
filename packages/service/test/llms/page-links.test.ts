// A page's links to other pages, as an agent reads them in the page's `.md` and in llms-full.txt: where the site
// publishes those pages. As written (`../content-management/custom.md`) they resolve from no folder in llms-full.txt,
// and from the `.md` URL's folder in a page's Markdown, which is not the file's wherever the site moved a page.
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
});
