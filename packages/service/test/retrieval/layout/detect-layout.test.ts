// How a site's root is read: which layout, which languages and versions, which is the default, and the path each
// file is published under — for every layout the service recognises, from folders made here.
import { realpathSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { detectLayout } from '../../../src/retrieval/layout/detect-layout';
import type { DocsLayout } from '../../../src/retrieval/layout/docs-layout';
import { placeFile } from '../../../src/retrieval/layout/place-file';
import { chooseGenerator } from '../../../src/retrieval/choose-generator';
import { pagePathForFile, type PageRouting, type RouteFields } from '../../../src/retrieval/page-path';
import { siteLayout, withDocsLayout } from '../../../src/retrieval/site-layout';
import { writeFiles } from '../../support/write-files';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'docs-assistant-layout-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const files = (entries: Record<string, string>) => writeFiles(root, entries);

/** The site's routing as the loader reads it: its generator's config, with the layout's content folders. */
function routingOf(layout: DocsLayout): PageRouting {
  const real = realpathSync(root);
  return withDocsLayout(siteLayout(real, chooseGenerator(real, undefined).generator), layout).routing;
}

/** The page a file becomes: undefined when the layout does not count it as a docs page. */
function pageOf(layout: DocsLayout, name: string, fields: RouteFields = {}) {
  const placement = placeFile(layout, name);
  if (!placement) return undefined;
  return {
    path: pagePathForFile(name, fields, routingOf(layout)),
    language: placement.language,
    version: placement.version,
  };
}

describe('Docusaurus', () => {
  it('by default the latest version in versions.json is published with no segment and docs/ under /docs/next', async () => {
    await files({
      'docusaurus.config.ts': "export default { i18n: { defaultLocale: 'fr', locales: ['fr', 'en'] } };",
      'versions.json': '["2.0", "1.0"]',
      'docs/intro.md': '# Intro',
      'versioned_docs/version-2.0/intro.md': '# Intro',
      'versioned_docs/version-1.0/guide/index.md': '# Guide',
      'i18n/en/docusaurus-plugin-content-docs/version-2.0/intro.md': '# Intro',
      'i18n/fr/code.json': '{}',
      'blog/post.md': '# Post',
    });
    const layout = detectLayout(root);
    expect(layout).toMatchObject({
      name: 'docusaurus',
      defaultLanguage: 'fr',
      languages: ['fr', 'en'],
      versions: ['current', '2.0', '1.0'],
      defaultVersion: '2.0',
    });
    expect(pageOf(layout, 'docs/intro.md')).toEqual({ path: '/docs/next/intro', language: 'fr', version: 'current' });
    expect(pageOf(layout, 'versioned_docs/version-2.0/intro.md')).toEqual({
      path: '/docs/intro',
      language: 'fr',
      version: '2.0',
    });
    expect(pageOf(layout, 'versioned_docs/version-1.0/guide/index.md')?.path).toBe('/docs/1.0/guide');
    expect(pageOf(layout, 'i18n/en/docusaurus-plugin-content-docs/version-2.0/intro.md')).toEqual({
      path: '/en/docs/intro',
      language: 'en',
      version: '2.0',
    });
    expect(pageOf(layout, 'blog/post.md')).toBeUndefined();
    expect(pageOf(layout, 'README.md')).toBeUndefined();
  });

  it('a versions.json that is not a list of names is no versions; a version folder it does not name is not read', async () => {
    await files({
      'docusaurus.config.js': 'module.exports = {};',
      'versions.json': '{"not": "a list"}',
      'docs/a.md': '# A',
      'versioned_docs/version-0.9/a.md': '# A',
    });
    const layout = detectLayout(root);
    expect(layout).toMatchObject({ name: 'docusaurus', defaultLanguage: 'en', versions: [] });
    // Said at start-up, not left to be discovered as missing answers.
    expect(layout.problems).toEqual([
      `${join(root, 'versions.json')} is not a list of version names: the site's versions are not read`,
    ]);
    expect(pageOf(layout, 'docs/a.md')).toEqual({ path: '/docs/a', language: 'en', version: undefined });
    expect(pageOf(layout, 'versioned_docs/version-0.9/a.md')).toBeUndefined();
  });
});

describe('VitePress', () => {
  it("the config's locales: root at the top with its lang, each other locale under its folder", async () => {
    await files({
      '.vitepress/config.mts': `export default {
        locales: {
          root: { label: 'English', lang: 'en-US' },
          'zh-CN': { label: '简体中文', lang: 'zh-CN', link: '/zh-CN/', themeConfig: { nav: [{ text: '{', link: '/}' }] } },
        },
      }`,
      'guide/index.md': '# Guide',
      'zh-CN/guide/index.md': '# 指南',
    });
    const layout = detectLayout(root);
    expect(layout).toMatchObject({ name: 'vitepress', defaultLanguage: 'en-US', languages: ['en-US', 'zh-CN'] });
    expect(pageOf(layout, 'guide/index.md')).toEqual({ path: '/guide', language: 'en-US', version: undefined });
    expect(pageOf(layout, 'zh-CN/guide/index.md')).toEqual({
      path: '/zh-CN/guide',
      language: 'zh-CN',
      version: undefined,
    });
  });

  it('locales the config computes: the folders named as language tags', async () => {
    await files({
      '.vitepress/config.ts': 'export default { locales: buildLocales() }',
      'index.md': '# Home',
      'ja/index.md': '# ホーム',
      'js/index.md': '# JS API',
    });
    const layout = detectLayout(root);
    expect(layout).toMatchObject({ name: 'vitepress', defaultLanguage: 'en', languages: ['en', 'ja'] });
    expect(pageOf(layout, 'js/index.md')?.language).toBe('en');
  });

  it("a config split into .vitepress/config/ (Vue Router's): its locales, and settings from the files beside index", async () => {
    await files({
      '.vitepress/config/index.ts': `import { sharedConfig } from './shared'
        export default defineConfig({
          ...sharedConfig,
          locales: {
            root: { label: 'English', lang: 'en-US', link: '/', ...enConfig },
            zh: { label: '简体中文', lang: 'zh-CN', link: '/zh/', ...zhConfig },
          },
        })`,
      '.vitepress/config/shared.ts': 'export const sharedConfig = defineConfig({ cleanUrls: true })',
      'guide/index.md': '# Guide',
      'zh/guide/index.md': '# 指南',
    });
    expect(chooseGenerator(realpathSync(root), undefined).generator).toBe('vitepress');
    const layout = detectLayout(root);
    expect(layout).toMatchObject({ name: 'vitepress', defaultLanguage: 'en-US', languages: ['en-US', 'zh'] });
    expect(pageOf(layout, 'zh/guide/index.md')).toEqual({ path: '/zh/guide', language: 'zh', version: undefined });
    // cleanUrls, set in shared.ts: no `.html` on the published URLs.
    expect(routingOf(layout).urlEnding).toBeUndefined();
  });

  it('a VitePress site of one language is read as before', async () => {
    await files({ '.vitepress/config.ts': 'export default { title: "x" }', 'guide.md': '# Guide' });
    expect(detectLayout(root).name).toBe('single');
  });
});

describe('Starlight', () => {
  it('a root locale: its pages directly in src/content/docs with no segment, in its lang; others under theirs', async () => {
    await files({
      'astro.config.mjs': `import starlight from '@astrojs/starlight';
        export default { integrations: [starlight({ defaultLocale: 'root',
          locales: { root: { label: 'English', lang: 'en' }, 'zh-cn': { label: '简体中文', lang: 'zh-CN' } } })] };`,
      'src/content/docs/guides/start.md': '# Start',
      'src/content/docs/zh-cn/guides/start.md': '# 开始',
      'README.md': '# Readme',
    });
    const layout = detectLayout(root);
    expect(layout).toMatchObject({ name: 'starlight', defaultLanguage: 'en', languages: ['en', 'zh-cn'] });
    expect(pageOf(layout, 'src/content/docs/guides/start.md')).toEqual({
      path: '/guides/start',
      language: 'en',
      version: undefined,
    });
    expect(pageOf(layout, 'src/content/docs/zh-cn/guides/start.md')?.path).toBe('/zh-cn/guides/start');
    expect(pageOf(layout, 'README.md')).toBeUndefined();
  });
});

describe('a folder per language', () => {
  it('en/ beside ja/: each under its segment, English the default', async () => {
    await files({ 'en/start.md': '# Start', 'ja/start.md': '# 開始', 'assets/logo.md': '# Logo' });
    const layout = detectLayout(root);
    expect(layout).toMatchObject({ name: 'locale-folders', defaultLanguage: 'en', languages: ['en', 'ja'] });
    expect(pageOf(layout, 'ja/start.md')).toEqual({ path: '/ja/start', language: 'ja', version: undefined });
    expect(pageOf(layout, 'en/start.md')?.path).toBe('/en/start');
  });

  it('folders shaped like language tags are not languages without an en/ (it/, ts/, id/ are)', async () => {
    await files({ 'it/a.md': '# A', 'ts/b.md': '# B', 'go/c.md': '# C' });
    expect(detectLayout(root).name).toBe('single');
  });

  it('--layout names it when detection cannot', async () => {
    await files({ 'de/a.md': '# A', 'fr/a.md': '# A' });
    expect(detectLayout(root).name).toBe('single');
    const layout = detectLayout(root, 'locale-folders');
    expect(layout).toMatchObject({ name: 'locale-folders', source: 'as told', languages: ['de', 'fr'] });
    expect(pageOf(layout, 'fr/a.md')?.path).toBe('/fr/a');
  });
});

describe("the published path: locale, route base, version, then the page's own path within its folder", () => {
  const site = {
    'versions.json': '["1.0"]',
    'docs/intro.md': '# Intro',
    'versioned_docs/version-1.0/intro.md': '# Intro',
    'i18n/ja/docusaurus-plugin-content-docs/current/intro.md': '# イントロ',
    'i18n/ja/docusaurus-plugin-content-docs/version-1.0/intro.md': '# イントロ',
    'i18n/ja/docusaurus-plugin-content-docs/version-1.0/02-guides/01-setup.md': '# セットアップ',
  };

  it('Docusaurus with the default route base (docs)', async () => {
    await files({ 'docusaurus.config.js': 'module.exports = {};', ...site });
    const layout = detectLayout(root);
    expect(pageOf(layout, 'docs/intro.md')?.path).toBe('/docs/next/intro');
    expect(pageOf(layout, 'versioned_docs/version-1.0/intro.md')?.path).toBe('/docs/intro');
    expect(pageOf(layout, 'i18n/ja/docusaurus-plugin-content-docs/current/intro.md')?.path).toBe('/ja/docs/next/intro');
    // Number prefixes go within the folder, as on a site of one language.
    expect(pageOf(layout, 'i18n/ja/docusaurus-plugin-content-docs/version-1.0/02-guides/01-setup.md')?.path).toBe(
      '/ja/docs/guides/setup',
    );
  });

  it("Docusaurus with routeBasePath '/' and lastVersion current", async () => {
    await files({
      'docusaurus.config.js':
        "module.exports = { presets: [['classic', { docs: { routeBasePath: '/', lastVersion: 'current' } }]] };",
      ...site,
    });
    const layout = detectLayout(root);
    expect(pageOf(layout, 'docs/intro.md')?.path).toBe('/intro');
    expect(pageOf(layout, 'i18n/ja/docusaurus-plugin-content-docs/version-1.0/intro.md')?.path).toBe('/ja/1.0/intro');
  });

  it('a front-matter slug and id: an absolute slug from the route base and version, a relative one in its folder', async () => {
    await files({ 'docusaurus.config.js': 'module.exports = {};', ...site });
    const layout = detectLayout(root);
    const japanese = 'i18n/ja/docusaurus-plugin-content-docs/version-1.0/02-guides/01-setup.md';
    expect(pageOf(layout, japanese, { slug: '/start' })?.path).toBe('/ja/docs/start');
    expect(pageOf(layout, 'docs/intro.md', { slug: '/' })?.path).toBe('/docs/next');
    expect(pageOf(layout, japanese, { slug: 'first' })?.path).toBe('/ja/docs/guides/first');
    expect(pageOf(layout, japanese, { id: 'install' })?.path).toBe('/ja/docs/guides/install');
  });

  it('Starlight: the locale, then the path within the locale folder; a slug names the whole path', async () => {
    await files({
      'astro.config.mjs': `import starlight from '@astrojs/starlight';
        export default { integrations: [starlight({ defaultLocale: 'en', locales: { en: { label: 'English' }, ja: { label: '日本語' } } })] };`,
      'src/content/docs/en/guide.md': '# Guide',
      'src/content/docs/ja/guide.md': '# ガイド',
    });
    const layout = detectLayout(root);
    expect(pageOf(layout, 'src/content/docs/ja/guide.md')?.path).toBe('/ja/guide');
    expect(pageOf(layout, 'src/content/docs/en/guide.md')?.path).toBe('/en/guide');
    expect(pageOf(layout, 'src/content/docs/ja/guide.md', { slug: 'ja/start' })?.path).toBe('/ja/start');
  });
});
