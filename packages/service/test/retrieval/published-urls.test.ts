import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sectionUrl } from '../../src/assistant/section-url';
import { loadDocsIndex } from '../../src/retrieval/load-docs';
import { searchResult } from '../../src/search/search-results';
import { writeFiles } from '../support/write-files';

/**
 * Citations name the URL the site publishes and links, not a form its host may or may not redirect: Hugo, MkDocs
 * and Starlight end theirs in a slash, Sphinx and VitePress (without `cleanUrls`) in `.html`, Docusaurus in neither
 * unless `trailingSlash: true` — each generator's default, and the config setting that changes it.
 */
const fixtures = 'packages/service/test/fixtures/generators';
const made: string[] = [];
afterAll(async () => {
  for (const root of made) await rm(root, { recursive: true, force: true });
});

/** A site in a new folder: `files` by path, the docs folder served being `docs` below it. */
async function siteOf(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'docs-assistant-urls-'));
  made.push(root);
  await writeFiles(root, files);
  return root;
}

/** What a reader is linked to for each page: the answer's source links and the search route's results. */
async function citedUrls(docs: string): Promise<Map<string, string>> {
  const index = await loadDocsIndex(docs, { workers: false, warn: () => undefined });
  const urls = new Map<string, string>();
  for (const section of index.sections) {
    const cited = sectionUrl(section);
    expect(searchResult(section, section.pageTitle).path).toBe(encodeURI(cited));
    // The page's URL: the section's without its anchor.
    if (!urls.has(section.path)) urls.set(section.path, cited.split('#')[0] ?? cited);
  }
  return urls;
}

const page = (title: string) => `# ${title}\n\nText about ${title}.\n`;

describe('the URL a page is cited at', () => {
  it('Hugo: a slash after every page, a section page and a moved one too; uglyURLs: .html, a section still its folder', async () => {
    const hugo = await citedUrls(join(fixtures, 'hugo', 'content'));
    expect(hugo.get('/installation/linux')).toBe('/installation/linux/');
    expect(hugo.get('/installation')).toBe('/installation/');
    expect(hugo.get('/docs/custom-urls')).toBe('/docs/custom-urls/');
    expect(hugo.get('/')).toBe('/');
    const ugly = await siteOf({
      'hugo.toml': 'baseURL = "https://example.org/"\nuglyURLs = true\n',
      'content/guides/_index.md': '---\ntitle: Guides\n---\n\nAll guides.\n',
      'content/guides/install.md': '---\ntitle: Install\n---\n\nInstall it.\n',
    });
    const urls = await citedUrls(join(ugly, 'content'));
    expect(urls.get('/guides/install')).toBe('/guides/install.html');
    expect(urls.get('/guides')).toBe('/guides/');
  });

  it('MkDocs: directory URLs by default, .html with use_directory_urls: false', async () => {
    const mkdocs = await citedUrls(join(fixtures, 'mkdocs', 'docs'));
    expect(mkdocs.get('/install')).toBe('/install/');
    const files = await siteOf({
      'mkdocs.yml': 'site_name: Files\nuse_directory_urls: false\n',
      'docs/index.md': page('Home'),
      'docs/guide/index.md': page('Guide'),
      'docs/guide/setup.md': page('Setup'),
    });
    const urls = await citedUrls(join(files, 'docs'));
    expect(urls.get('/guide/setup')).toBe('/guide/setup.html');
    expect(urls.get('/guide')).toBe('/guide/');
    expect(urls.get('/')).toBe('/');
  });

  it('Sphinx: .html pages, a folder index its folder', async () => {
    const sphinx = await citedUrls(join(fixtures, 'myst'));
    expect(sphinx.get('/includes')).toBe('/includes.html');
    expect(sphinx.get('/')).toBe('/');
  });

  it('VitePress: .html without cleanUrls, bare with cleanUrls: true', async () => {
    const vitepress = await citedUrls(join(fixtures, 'vitepress'));
    expect(vitepress.get('/guide/config')).toBe('/guide/config.html');
    const clean = await siteOf({
      'docs/.vitepress/config.mts':
        "import { defineConfig } from 'vitepress';\nexport default defineConfig({ title: 'Clean', cleanUrls: true });\n",
      'docs/guide/config.md': page('Config'),
    });
    expect((await citedUrls(join(clean, 'docs'))).get('/guide/config')).toBe('/guide/config');
  });

  it("Starlight: a slash after every page; trailingSlash: 'never' links them bare", async () => {
    const starlight = await citedUrls(join(fixtures, 'starlight'));
    expect(starlight.get('/guides/images')).toBe('/guides/images/');
    const never = await siteOf({
      'astro.config.mjs':
        "import starlight from '@astrojs/starlight';\nexport default { trailingSlash: 'never', integrations: [starlight({ title: 'N' })] };\n",
      'src/content/docs/guides/images.md': page('Images'),
    });
    expect((await citedUrls(never)).get('/guides/images')).toBe('/guides/images');
  });

  it('Docusaurus: bare by default, a slash with trailingSlash: true', async () => {
    const docusaurus = await citedUrls(join(fixtures, 'docusaurus', 'docs'));
    expect(docusaurus.get('/docs/deploy')).toBe('/docs/deploy');
    const slashed = await siteOf({
      'docusaurus.config.js': "module.exports = { trailingSlash: true, presets: [['classic', {}]] };\n",
      'docs/intro.md': page('Intro'),
    });
    expect((await citedUrls(join(slashed, 'docs'))).get('/docs/intro')).toBe('/docs/intro/');
  });
});
