// The local service pointed at a translated and versioned site's root, through its real routes: a Starlight project
// with English and Japanese pages, and a Docusaurus site with a Japanese translation and a 1.0 version in which the
// `cacheDir` option was still called `cacheDirectory`. Each filter answers from its own pages only; no filter answers
// from the current docs in the default language; a filter the site cannot meet answers from nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalService, type StartedLocalService } from '../../../../../test/support/local-service';
import { postJson, readChunks, userMessage } from '../../support/helpers';
import { toolJson, type ToolResult } from '../../support/mcp-helpers';

const site = (name: string) => fileURLToPath(new URL(`../../fixtures/i18n/${name}`, import.meta.url));

interface Filter {
  language?: unknown;
  version?: unknown;
}

function searchRoute(service: StartedLocalService, query: string, filter?: Filter) {
  return postJson(`${service.url}/discovery/v1/search/docs`, { query, filter }, service.assistantKey);
}

async function search(service: StartedLocalService, query: string, filter?: Filter): Promise<string[]> {
  const res = await searchRoute(service, query, filter);
  expect(res.status).toBe(200);
  return ((await res.json()) as Array<{ path: string }>).map((result) => result.path);
}

/** The message route's sources for a question: the paths its `tool-search` output cites. */
async function sources(service: StartedLocalService, question: string, filter?: Filter): Promise<string[]> {
  const res = await postJson(
    `${service.url}/discovery/v2/assistant/docs/message`,
    { fp: 'anonymous', messages: [userMessage(question)], ...(filter ? { filter } : {}) },
    service.assistantKey,
  );
  expect(res.status).toBe(200);
  const chunks = await readChunks(res);
  const output = chunks.find((c) => c.type === 'tool-output-available')?.output as
    { results: Array<{ path: string }> } | undefined;
  return (output?.results ?? []).map((result) => result.path);
}

const pageOf = (path: string) => decodeURI(path.split('#')[0] ?? path);

describe('a Starlight project with en/ and ja/ pages', () => {
  let service: StartedLocalService;
  beforeAll(async () => {
    service = await startLocalService({ docs: site('starlight') });
  });
  afterAll(async () => {
    await service?.close();
  });

  it('a Japanese question with language ja finds the Japanese page, at the path the site publishes', async () => {
    const found = await search(service, 'アクセントカラーを変更する方法', { language: 'ja' });
    // Starlight links its pages with a trailing slash: the site's URL, not a redirect to it.
    expect(found[0]).toBe(encodeURI('/ja/guides/themes/#アクセントカラーを変更する'));
    expect(found.every((path) => pageOf(path).startsWith('/ja/'))).toBe(true);
    const cited = await sources(service, 'アクセントカラーを変更する方法は？', { language: 'ja' });
    expect(cited.map(pageOf)[0]).toBe('/ja/guides/themes/');
  });

  it('a region subtag finds its language (ja-JP → ja)', async () => {
    const found = await search(service, 'フォント', { language: 'ja-JP' });
    expect(found.map(pageOf)).toContain('/ja/guides/themes/');
  });

  it('no language answers from the default locale (en) only; en answers from en only', async () => {
    for (const filter of [undefined, { language: 'en' }]) {
      const found = await search(service, 'accentColor', filter);
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((path) => pageOf(path).startsWith('/en/'))).toBe(true);
    }
    // The Japanese page has `accentColor` too: without a language filter, it is not a source.
    const cited = await sources(service, 'How do I change the accent colour?');
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.every((path) => pageOf(path).startsWith('/en/'))).toBe(true);
  });

  it("a language the site does not have answers from nothing, not from the default's pages", async () => {
    expect(await search(service, 'accentColor', { language: 'fr' })).toEqual([]);
    expect(await sources(service, 'How do I change the accent colour?', { language: 'fr' })).toEqual([]);
  });

  it('the page route and the .md route serve a Japanese page at its published path', async () => {
    const res = await postJson(
      `${service.url}/discovery/v1/page/docs`,
      { path: encodeURI('/ja/guides/themes#フォント') },
      service.assistantKey,
    );
    expect(res.status).toBe(200);
    const page = (await res.json()) as { path: string; content: string };
    expect(page.path).toBe('/ja/guides/themes');
    expect(page.content).toContain('アクセントカラーを変更する');
    const markdown = await fetch(`${service.url}/ja/guides/themes.md`);
    expect(markdown.status).toBe(200);
    expect(await markdown.text()).toContain('アクセントカラー');
  });

  it("the project's README, outside src/content/docs, is not a docs page", async () => {
    expect(await search(service, 'readme')).toEqual([]);
  });
});

describe('a Docusaurus site with a Japanese translation and a 1.0 version', () => {
  let service: StartedLocalService;
  let client: Client;
  beforeAll(async () => {
    service = await startLocalService({ docs: site('docusaurus') });
    client = new Client({ name: 'test-agent', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL('/mcp', service.url), {
        requestInit: { headers: { Authorization: `Bearer ${service.assistantKey}` } },
      }),
    );
  });
  afterAll(async () => {
    await client?.close();
    await service?.close();
  });

  it('no filter answers from the current docs only: the renamed option as it is now, never the 1.0 page', async () => {
    const cited = await sources(service, 'How do I change the build cache folder?');
    expect(cited[0]).toBe('/configuration#cachedir');
    expect(cited.every((path) => !path.startsWith('/1.0/') && !path.startsWith('/ja/'))).toBe(true);
    // Asked by its 1.0 name, still no 1.0 page: the current docs or nothing, never a mix.
    const found = await search(service, 'cacheDirectory');
    expect(found.every((path) => !path.startsWith('/1.0/') && !path.startsWith('/ja/'))).toBe(true);
  });

  it("version 1.0 answers from 1.0's pages only, under /1.0/", async () => {
    const cited = await sources(service, 'How do I change the build cache folder?', { version: '1.0' });
    expect(cited[0]).toBe('/1.0/configuration#cachedirectory');
    expect(cited.every((path) => path.startsWith('/1.0/'))).toBe(true);
    const found = await search(service, 'cacheDirectory', { version: '1.0' });
    expect(found[0]).toBe('/1.0/configuration#cachedirectory');
  });

  it('version current and language en name the docs readers land on, with no segment', async () => {
    const found = await search(service, 'cacheDir', { version: 'current', language: 'en' });
    expect(found[0]).toBe('/configuration#cachedir');
  });

  it('language ja answers from the Japanese translation under /ja/', async () => {
    const found = await search(service, 'ビルドキャッシュを書き込むフォルダ', { language: 'ja' });
    expect(found[0]).toBe('/ja/configuration#cachedir');
    expect(found.every((path) => path.startsWith('/ja/'))).toBe(true);
  });

  it('a version or language the site does not have answers from nothing', async () => {
    expect(await search(service, 'cacheDir', { version: '9.9' })).toEqual([]);
    expect(await search(service, 'cacheDir', { language: 'de' })).toEqual([]);
    expect(await sources(service, 'How do I change the build cache folder?', { version: '9.9' })).toEqual([]);
  });

  it('the blog and the README are not docs pages', async () => {
    const found = await search(service, 'faster caches website');
    expect(found.every((path) => !/blog|readme/i.test(path))).toBe(true);
  });

  it('MCP search_docs and ask take the same language and version', async () => {
    const searched = toolJson<{ results: Array<{ page: string }> }>(
      (await client.callTool({
        name: 'search_docs',
        arguments: { query: 'cache folder', version: '1.0' },
      })) as ToolResult,
    );
    expect(searched.results[0]?.page).toBe('/1.0/configuration');
    expect(searched.results.every((r) => r.page.startsWith('/1.0/'))).toBe(true);
    const current = toolJson<{ results: Array<{ page: string }> }>(
      (await client.callTool({ name: 'search_docs', arguments: { query: 'cache folder' } })) as ToolResult,
    );
    expect(current.results[0]?.page).toBe('/configuration');
    const asked = toolJson<{ sources: Array<{ url: string }> }>(
      (await client.callTool({
        name: 'ask',
        arguments: { question: 'ビルドキャッシュを書き込むフォルダを変更するには？', language: 'ja' },
      })) as ToolResult,
    );
    expect(asked.sources.length).toBeGreaterThan(0);
    expect(asked.sources.every((s) => s.url.includes('/ja/'))).toBe(true);
  });

  it('hostile filters: wrong types and huge strings get a 400 naming the field; values the site lacks, nothing', async () => {
    for (const filter of [
      { language: 42 },
      { version: ['1.0'] },
      { language: 'x'.repeat(100_000) },
      { version: { $ne: null } },
    ]) {
      const res = await searchRoute(service, 'cacheDir', filter);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/filter/);
    }
    const res = await postJson(
      `${service.url}/discovery/v2/assistant/docs/message`,
      { fp: 'anonymous', messages: [userMessage('cacheDir')], filter: { language: 'y'.repeat(5_000) } },
      service.assistantKey,
    );
    expect(res.status).toBe(400);
    // Values within bounds the site does not have: answered from nothing (the index returns before ranking).
    for (const filter of [
      { language: 'z'.repeat(200) },
      { version: '../../etc' },
      { language: '', version: '' },
      { language: 'ja', version: '1.0' },
    ]) {
      const found = await search(service, 'cacheDir build cache folder', filter);
      if (filter.language === '') expect(found[0]).toBe('/configuration#cachedir');
      else expect(found).toEqual([]);
    }
  });
});

describe('a data dir kept from a start with another layout', () => {
  it('pages are placed again, not read back from the page cache or the saved index as they were', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'docs-assistant-relayout-'));
    try {
      const before = await startLocalService({ docs: site('starlight'), dataDir, layout: 'single' });
      // One language and one version: the Japanese page answers an English search too (Starlight's own paths).
      expect((await search(before, 'accentColor')).map(pageOf)).toContain('/ja/guides/themes/');
      await before.close();
      const after = await startLocalService({ docs: site('starlight'), dataDir });
      try {
        const found = await search(after, 'accentColor');
        expect(found.length).toBeGreaterThan(0);
        expect(found.every((path) => pageOf(path).startsWith('/en/guides/'))).toBe(true);
      } finally {
        await after.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
