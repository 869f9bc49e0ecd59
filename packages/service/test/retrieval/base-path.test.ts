// A site published under a path of its host (a GitHub Pages project site): citations lead under that path, and the
// page the reader is on is found though its URL starts with it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sectionUrl } from '../../src/assistant/section-url';
import { basePathOf } from '../../src/retrieval/layout/base-path';
import { loadDocsIndex } from '../../src/retrieval/load-docs';
import { writeFiles } from '../support/write-files';

const made: string[] = [];
afterAll(async () => {
  for (const root of made) await rm(root, { recursive: true, force: true });
});

async function siteOf(files: Record<string, string>, docs = '.') {
  const root = await mkdtemp(join(tmpdir(), 'docs-assistant-base-path-'));
  made.push(root);
  await writeFiles(root, files);
  return loadDocsIndex(join(root, docs), { workers: false, warn: () => undefined });
}

const PORT_PAGE = (name: string) =>
  `# ${name}\n\n## Port option\n\nSet the port option to choose where ${name} listens.\n`;

describe('a VitePress site with base: /harbor/', () => {
  it('is cited under its base, links from its root and to its files too, and knows the page the reader is on', async () => {
    const index = await siteOf({
      '.vitepress/config.ts': "export default { base: '/harbor/', cleanUrls: true }\n",
      'guide/alpha.md': `${PORT_PAGE('alpha')}\nSee [beta](./beta.md#port-option) and [the guide](/guide/alpha).\n`,
      'guide/beta.md': PORT_PAGE('beta'),
      'guide/broken.mdx': '# Broken\n\n<Tabs>\n',
    });
    const urls = index.sections.map((section) => sectionUrl(section));
    expect(urls).toContain('/harbor/guide/alpha#port-option');
    const alpha = index.sections.find((section) => section.id === '/guide/alpha#port-option')?.markdown ?? '';
    expect(alpha).toContain('[beta](/harbor/guide/beta#port-option)');
    expect(alpha).toContain('[the guide](/harbor/guide/alpha)');
    // Page paths, the service's own keys, stay as they were, a page that could not be parsed's too.
    expect([...index.pages.keys()].sort()).toEqual(['/guide/alpha', '/guide/beta']);
    expect(index.files.map((file) => file.path).sort()).toEqual(['/guide/alpha', '/guide/beta', '/guide/broken']);

    const onBeta = index.retrieve('how do I set the port option?', { limit: 3, currentPath: '/harbor/guide/beta' });
    expect(onBeta.hits[0]?.section.path).toBe('/guide/beta');
    const onAlpha = index.retrieve('how do I set the port option?', { limit: 3, currentPath: '/harbor/guide/alpha' });
    expect(onAlpha.hits[0]?.section.path).toBe('/guide/alpha');
  });
});

describe('an MkDocs site whose site_url has a path', () => {
  it('is cited under that path, its root links as written', async () => {
    const index = await siteOf(
      {
        'mkdocs.yml': 'site_name: Harbor\nsite_url: https://example.github.io/harbor/\n',
        'docs/index.md': '# Harbor\n\nWelcome. See [alpha](/alpha/).\n',
        'docs/alpha.md': PORT_PAGE('alpha'),
      },
      'docs',
    );
    const urls = index.sections.map((section) => sectionUrl(section));
    expect(urls).toContain('/harbor/alpha/#port-option');
    expect(index.sections.find((section) => section.path === '/')?.markdown).toContain('[alpha](/alpha/)');
  });
});

describe('the base path each config writes', () => {
  it("the site's own, not a locale's; none when set in code or at the root", () => {
    const docusaurus =
      "export default {\n  i18n: { localeConfigs: {\n      fr: { baseUrl: '/fr/' },\n  } },\n  baseUrl: '/harbor/',\n};\n";
    expect(basePathOf('docusaurus', docusaurus)).toBe('harbor');
    expect(basePathOf('docusaurus', "export default { baseUrl: process.env.BASE_URL ?? '/' };\n")).toBeUndefined();
    expect(basePathOf('docusaurus', "export default { baseUrl: '/' };\n")).toBeUndefined();
    expect(
      basePathOf('starlight', "export default defineConfig({ site: 'https://x.github.io', base: '/docs' });\n"),
    ).toBe('docs');
    expect(basePathOf('hugo', "baseURL = 'https://example.org/sub/'\n")).toBe('sub');
    expect(basePathOf('hugo', 'baseURL: https://example.org/\n')).toBeUndefined();
  });
});
