import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDocsFolder } from '../../src/docs-folder';
import { docsPages } from '../../src/llms/docs-pages';
import { loadDocs } from '../../src/llms/load-pages';
import { loadDocsIndex } from '../../src/retrieval/load-docs';
import { pagePathForFile } from '../../src/retrieval/page-path';

/** Pages cited at the path the published site serves them at, so a source link never 404s. */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/generators/${name}`, import.meta.url));

async function pagePaths(folder: string): Promise<string[]> {
  const index = await loadDocsIndex(folder, { workers: false });
  return [...index.pages.keys()].sort();
}

describe('pagePathForFile', () => {
  it('names a page after its file, an index or README after its folder', () => {
    expect(pagePathForFile('guides/install.md')).toBe('/guides/install');
    expect(pagePathForFile('guides/README.md')).toBe('/guides');
    expect(pagePathForFile('index.mdx')).toBe('/');
    expect(pagePathForFile('01-intro.md')).toBe('/01-intro');
  });

  it("Docusaurus: number prefixes go, id names the page, slugs move it, a folder's own doc is the folder", () => {
    const docusaurus = { generator: 'docusaurus', docsFolder: '', routeBase: 'docs' } as const;
    expect(pagePathForFile('01-intro.md', {}, docusaurus)).toBe('/docs/intro');
    expect(pagePathForFile('02-guides/3. setup.md', {}, docusaurus)).toBe('/docs/guides/setup');
    expect(pagePathForFile('guides/a.md', { id: 'install' }, docusaurus)).toBe('/docs/guides/install');
    expect(pagePathForFile('guides/a.md', { slug: '/developers/custom-rules' }, docusaurus)).toBe(
      '/docs/developers/custom-rules',
    );
    expect(pagePathForFile('guides/a.md', { slug: 'moved' }, docusaurus)).toBe('/docs/guides/moved');
    expect(pagePathForFile('guides/guides.md', {}, docusaurus)).toBe('/docs/guides');
    expect(pagePathForFile('intro.md', { slug: '/' }, { ...docusaurus, routeBase: '' })).toBe('/');
    // A blog beside the docs folder is not under the docs' route base.
    expect(pagePathForFile('blog/launch.md', {}, { ...docusaurus, docsFolder: 'docs' })).toBe('/blog/launch');
  });

  it("Starlight's slug is from the site's root; VitePress's plain rewrites rename a file", () => {
    expect(pagePathForFile('guides/a.mdx', { slug: 'reference/images' }, { generator: 'starlight' })).toBe(
      '/reference/images',
    );
    const rewrites = { 'guide/old.md': 'guide/new.md' };
    expect(pagePathForFile('guide/old.md', {}, { generator: 'vitepress', rewrites })).toBe('/guide/new');
    // Other generators read no slug: MkDocs serves a page at its file's path whatever its front matter says.
    expect(pagePathForFile('guides/a.md', { slug: '/elsewhere' }, { generator: 'mkdocs' })).toBe('/guides/a');
  });
});

describe('page paths as each site serves them', () => {
  it('Docusaurus: the docs under routeBasePath, with ids, slugs and number prefixes; _partials are no pages', async () => {
    const expected = [
      '/docs/deploy',
      '/docs/developers/custom-rules',
      '/docs/getting-started',
      '/docs/guides/configure-harbor',
      '/docs/guides/moved-here',
      '/docs/math',
    ];
    expect(await pagePaths(fixture('docusaurus/docs'))).toEqual(expected);
    // Given the site's folder rather than its docs folder: the same paths.
    expect(await pagePaths(fixture('docusaurus'))).toEqual(expected);
  });

  it("Docusaurus with its config in website/ beside docs/, routeBasePath '/'", async () => {
    const index = await loadDocsIndex(fixture('docusaurus-website/docs'), { workers: false });
    expect(index.generator).toBe('docusaurus');
    expect(index.generatorSource).toBe(fixture('docusaurus-website/website/docusaurus.config.ts'));
    expect([...index.pages.keys()].sort()).toEqual(['/getting-started', '/linting']);
  });

  it("VitePress's rewrites and Starlight's project folder", async () => {
    expect(await pagePaths(fixture('vitepress'))).toContain('/guide/new-name');
    expect(await pagePaths(fixture('vitepress'))).not.toContain('/guide/old-name');
    expect(await pagePaths(fixture('starlight'))).toEqual(['/guides/code-import', '/guides/images']);
  });
});

/**
 * What `serve` leaves out, `mcp` and `build-llms` leave out too, and each page has one path in all three: they read
 * the same list of files. A unix socket named like a page stands in for an unreadable file (ENXIO for every user).
 */
describe('one list of served files', () => {
  let folder: string;
  let socket: Server;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'docs-assistant-served-'));
    await mkdir(join(folder, 'docs'));
    await writeFile(join(folder, 'docusaurus.config.js'), "module.exports = { presets: [['classic', {}]] };\n");
    await writeFile(
      join(folder, 'docs', 'rules.md'),
      '---\nslug: /developers/custom-rules\n---\n\n# Rules\n\nWrite rules.\n',
    );
    await writeFile(join(folder, 'docs', '_partial.md'), 'A partial, imported by pages.\n');
    await writeFile(
      join(folder, 'docs', 'broken.mdx'),
      '---\ntitle: Broken\n---\n\n# Broken\n\n<Tabs>\n  <TabItem>\n</Tabs>\n',
    );
    socket = createServer();
    await new Promise<void>((resolve) => socket.listen(join(folder, 'docs', 'socket.md'), resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => socket?.close(resolve));
    await rm(folder, { recursive: true, force: true });
  });

  it('mcp and build-llms serve the pages serve serves, at the same paths', async () => {
    const warnings: string[] = [];
    const index = await loadDocsIndex(join(folder, 'docs'), { workers: false, warn: (line) => warnings.push(line) });
    const served = docsPages(index.files, index).list.map((page) => page.path);
    expect(served).toEqual(['/docs/broken', '/docs/developers/custom-rules']);
    const { pages } = await loadDocs(join(folder, 'docs'), { workers: false });
    expect(pages.list.map((page) => page.path)).toEqual(served);
    expect(pages.get('/docs/developers/custom-rules')?.markdown).toContain('Write rules.');
    // A skipped file's line counts its front matter: the closing tag is on line 9 of the file.
    expect(warnings).toContainEqual(expect.stringMatching(/^docs: skipping broken\.mdx \(line 9:1: /));
  });
});

describe('a config edit between starts', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'docs-assistant-route-base-'));
    await mkdir(join(folder, 'site', 'docs'), { recursive: true });
    await mkdir(join(folder, 'data'));
    await writeFile(join(folder, 'site', 'docs', 'intro.md'), '# Intro\n\nStart here.\n');
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('moves the pages at the next start, though no page changed and their parses were kept', async () => {
    const config = (routeBasePath: string) =>
      writeFile(
        join(folder, 'site', 'docusaurus.config.js'),
        `module.exports = { presets: [['classic', { docs: { routeBasePath: '${routeBasePath}' } }]] };\n`,
      );
    const paths = async () => {
      const docs = await openDocsFolder({
        folder: join(folder, 'site', 'docs'),
        dataDir: join(folder, 'data'),
        warn: () => undefined,
      });
      const found = [...docs.index.pages.keys()];
      docs.close();
      return found;
    };
    await config('docs');
    expect(await paths()).toEqual(['/docs/intro']);
    await config('/');
    expect(await paths()).toEqual(['/intro']);
  });
});

describe("a config with settings commented out (Docusaurus's own keeps `// routeBasePath: '/',`)", () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'docs-assistant-commented-config-'));
    await mkdir(join(folder, 'docs'), { recursive: true });
    await writeFile(join(folder, 'docs', 'intro.md'), '# Intro\n\nStart here.\n');
    await writeFile(join(folder, 'package.json'), '{}');
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('reads only what is set: the docs stay under their route base', async () => {
    await writeFile(
      join(folder, 'docusaurus.config.ts'),
      [
        "const url = 'https://example.com/not//a/comment';",
        '/* An old layout:',
        "   docs: { routeBasePath: '/' }, */",
        'export default {',
        '  url,',
        "  presets: [['classic', {",
        '    docs: {',
        "      // routeBasePath: '/',",
        "      path: 'docs', // the folder beside this config",
        "      editUrl: 'https://github.com/example/site/edit/main/', // a URL's // is no comment",
        '    },',
        '  }]],',
        '};',
      ].join('\n'),
    );
    expect(await pagePaths(join(folder, 'docs'))).toEqual(['/docs/intro']);
  });

  it('a regular expression holding quotes and backticks is no string: the comments after it are still comments', async () => {
    await writeFile(
      join(folder, 'docusaurus.config.ts'),
      [
        'const special = /[\\s~`!"\'“”]+/g; // backtick and quotes inside',
        'const half = 10 / 2; // a division is no regular expression',
        'export default {',
        "  presets: [['classic', {",
        '    docs: {',
        "      // routeBasePath: '/',",
        "      path: 'docs',",
        '    },',
        '  }]],',
        '};',
      ].join('\n'),
    );
    expect(await pagePaths(join(folder, 'docs'))).toEqual(['/docs/intro']);
  });

  it('and an MkDocs nav entry commented out names no page', async () => {
    await rm(join(folder, 'docusaurus.config.ts'));
    await writeFile(
      join(folder, 'mkdocs.yml'),
      'site_name: Example\nnav:\n  # - Old start: intro.md\n  - Start here: intro.md\n',
    );
    const index = await loadDocsIndex(join(folder, 'docs'), { workers: false });
    expect(index.sections[0]?.pageTitle).toBe('Start here');
    await rm(join(folder, 'mkdocs.yml'));
  });
});

describe('Docusaurus config with quoted keys and a second docs plugin (pnpm.io)', () => {
  it("serves the preset's docs at its routeBasePath and the plugin's at its own", async () => {
    expect(await pagePaths(fixture('docusaurus-plugins/docs'))).toEqual(['/guide/settings']);
    expect(await pagePaths(fixture('docusaurus-plugins/community'))).toEqual(['/community/support']);
  });
});

describe("MkDocs Material's blog (Textual's release posts)", () => {
  it('serves a post at its date and the slug of its title, a page elsewhere at its file path', async () => {
    const paths = await pagePaths(fixture('mkdocs-named/docs'));
    expect(paths.filter((path) => path.startsWith('/blog'))).toEqual([
      '/blog/2024/05/02/harbor-10-opens-the-north-quay',
      '/blog/2024/06/01/tides-explained',
    ]);
    expect(paths).toContain('/guide/tides');
  });
});

describe('relative links between docs files', () => {
  it("resolve from the file's folder to the page that file becomes, wherever the linking page is served", async () => {
    const index = await loadDocsIndex(fixture('mkdocs-named/docs'), { workers: false });
    const post = index.sections.find((section) => section.path.startsWith('/blog/2024/05/02/'));
    // From /blog/2024/05/02/…, the page's own URL, `../../guide/tides.md` would be /blog/2024/guide/tides.
    // MkDocs's directory URLs end in a slash.
    expect(post?.markdown).toContain('[tides guide](/guide/tides/#waiting-watching)');
  });
});

describe('files an MkDocs config leaves out of the build', () => {
  it("are no pages (the exclude plugin's glob, exclude_docs), and a page still includes their text", async () => {
    const index = await loadDocsIndex(fixture('mkdocs-named/docs'), { workers: false });
    expect([...index.pages.keys()].sort()).toEqual([
      '/api/harbor_core',
      '/api/tide',
      '/blog/2024/05/02/harbor-10-opens-the-north-quay',
      '/blog/2024/06/01/tides-explained',
      '/guide/tides',
    ]);
    expect(index.sections.find((section) => section.id === '/guide/tides')?.prose).toContain(
      "Tide times are given in the harbour's local time.",
    );
  });
});
