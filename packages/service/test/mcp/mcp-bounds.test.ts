// The MCP tools and llms files tried as an attacker and an unlucky operator would: a 10,000-section corpus with a
// 300,000-character page, 80,000-character words, paths that try to leave the folder, a symlink to a file outside
// it, malformed JSON-RPC and a flood of sessions. Every answer stays within its stated bound and says why when not.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_BOUNDS } from '../../src/mcp/bounds';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';
import { toolJson, type ToolResult } from '../support/mcp-helpers';

const PAGES = 500;
const SECTIONS_PER_PAGE = 20;
const HUGE_PAGE_CHARS = 300_000;

/** 500 pages × 20 sections, every one mentioning "widgets", plus a huge page and a link to a secret outside. */
async function writeCorpus(root: string, outside: string): Promise<string> {
  const docs = join(root, 'docs');
  for (let p = 0; p < PAGES; p++) {
    const folder = join(docs, `area-${p % 10}`);
    await mkdir(folder, { recursive: true });
    const sections = Array.from(
      { length: SECTIONS_PER_PAGE },
      (_, s) =>
        `## Widget option ${p}-${s}\n\nThe widgets option number ${s} of page ${p} sets how widgets render. ` +
        `${'Widgets are configured per dashboard and per panel. '.repeat(30)}\n`,
    );
    await writeFile(
      join(folder, `page-${p}.md`),
      `---\ntitle: Page ${p}\n---\n\n# Page ${p}\n\n${sections.join('\n')}`,
    );
  }
  const line = 'The huge page repeats this line about widgets and dashboards to fill its length.\n';
  await writeFile(join(docs, 'huge.md'), `# Huge\n\n${line.repeat(Math.ceil(HUGE_PAGE_CHARS / line.length))}`);
  await writeFile(join(outside, 'secret.md'), '# Secret\n\nThe root password is hunter2.\n');
  await symlink(join(outside, 'secret.md'), join(docs, 'leak.md'));
  return docs;
}

describe('MCP and llms bounds on a 10,000-section corpus', () => {
  let root: string;
  let service: StartedLocalService;
  let client: Client;
  const call = async (name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as ToolResult;
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${service.url}/mcp`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        Authorization: `Bearer ${service.assistantKey}`,
        ...headers,
      },
      body,
    });

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'docs-assistant-mcp-bounds-'));
    const outside = join(root, 'outside');
    await mkdir(outside);
    const docs = await writeCorpus(root, outside);
    service = await startLocalService({ docs, warn: () => undefined });
    client = new Client({ name: 'bounds', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL('/mcp', service.url), {
        requestInit: { headers: { Authorization: `Bearer ${service.assistantKey}` } },
      }),
    );
  }, 120_000);
  afterAll(async () => {
    await client?.close();
    await service?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('indexes the whole corpus', async () => {
    const health = (await (await fetch(`${service.url}/healthz`)).json()) as { sections: number };
    expect(health.sections).toBeGreaterThanOrEqual(PAGES * SECTIONS_PER_PAGE);
  });

  it('search_docs returns at most its limit, each excerpt within its bound, "…" where cut', async () => {
    const { results } = toolJson<{ results: Array<{ excerpt: string; title: string }> }>(
      await call('search_docs', { query: 'widgets option render dashboard panel', limit: MCP_BOUNDS.maxResults }),
    );
    expect(results).toHaveLength(MCP_BOUNDS.maxResults);
    for (const result of results) {
      expect(result.excerpt.length).toBeLessThanOrEqual(MCP_BOUNDS.excerptChars);
      expect(result.title.length).toBeLessThanOrEqual(MCP_BOUNDS.titleChars);
    }
    expect(results.some((r) => r.excerpt.endsWith('…'))).toBe(true);
    const byDefault = toolJson<{ results: unknown[] }>(await call('search_docs', { query: 'widgets' }));
    expect(byDefault.results).toHaveLength(MCP_BOUNDS.defaultResults);
  });

  it('refuses a limit past the bound and a query past 8,000 characters, naming the argument', async () => {
    const tooMany = await call('search_docs', { query: 'widgets', limit: 1000 });
    expect(tooMany.isError).toBe(true);
    expect(tooMany.content[0]?.text).toMatch(/limit/);
    const huge = await call('search_docs', { query: 'w'.repeat(80_000) });
    expect(huge.isError).toBe(true);
    expect(huge.content[0]?.text).toMatch(/query/);
    const hugeQuestion = await call('ask', { question: 'w'.repeat(80_000) });
    expect(hugeQuestion.isError).toBe(true);
    expect(hugeQuestion.content[0]?.text).toMatch(/question/);
  });

  it('answers the longest query allowed, one 8,000-character word, with a bounded result', async () => {
    const search = await call('search_docs', { query: 'w'.repeat(8_000) });
    expect(search.isError).toBeFalsy();
    const ask = toolJson<{ answer: string; covered: boolean }>(await call('ask', { question: 'w'.repeat(8_000) }));
    expect(ask.covered).toBe(false);
    expect(ask.answer.length).toBeLessThanOrEqual(MCP_BOUNDS.answerChars);
  });

  it('get_page hands out a huge page in bounded parts that join up to the whole page', async () => {
    let offset: number | undefined = 0;
    let whole = '';
    let parts = 0;
    let total = 0;
    while (offset !== undefined) {
      const page: { markdown: string; nextOffset?: number; totalChars: number } = toolJson(
        await call('get_page', { path: '/huge', offset }),
      );
      expect(page.markdown.length).toBeLessThanOrEqual(MCP_BOUNDS.pageChars);
      whole += page.markdown;
      total = page.totalChars;
      offset = page.nextOffset;
      parts++;
    }
    expect(total).toBeGreaterThanOrEqual(HUGE_PAGE_CHARS);
    expect(whole.length).toBe(total);
    expect(parts).toBeGreaterThanOrEqual(Math.ceil(HUGE_PAGE_CHARS / MCP_BOUNDS.pageChars));
    const md = await (await fetch(`${service.url}/huge.md`)).text();
    expect(whole).toBe(md);
    const past = await call('get_page', { path: '/huge', offset: total + 5 });
    expect(past.isError).toBe(true);
    expect(past.content[0]?.text).toMatch(/past the end/);
  });

  it('get_page reads only pages of the folder: no traversal, no symlink out, no file paths', async () => {
    for (const path of ['../../../../etc/passwd', '/etc/passwd', '/leak', 'leak.md', `${root}/outside/secret.md`]) {
      const result = await call('get_page', { path });
      expect(result.isError, path).toBe(true);
      expect(result.content[0]?.text).toMatch(/^No page at/);
      expect(result.content[0]?.text).not.toContain('hunter2');
    }
    expect((await fetch(`${service.url}/leak.md`)).status).toBe(404);
    expect(await (await fetch(`${service.url}/llms-full.txt`)).text()).not.toContain('hunter2');
    const long = await call('get_page', { path: 'x'.repeat(80_000) });
    expect(long.isError).toBe(true);
  });

  it('streams llms-full.txt of the whole corpus', async () => {
    const response = await fetch(`${service.url}/llms-full.txt`);
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const text = await response.text();
    expect(text.length).toBeGreaterThan(PAGES * SECTIONS_PER_PAGE * 1_000);
    expect(text).toContain('# Page 499');
  });

  it('answers malformed JSON-RPC with a JSON-RPC error that says what was wrong', async () => {
    const notJson = await post('{"jsonrpc": "2.0", "method": ');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 }, id: null });

    const batch = await post(JSON.stringify([{ jsonrpc: '2.0', id: 1, method: 'tools/list' }]));
    expect(batch.status).toBe(400);
    expect(((await batch.json()) as { error: { message: string } }).error.message).toMatch(/batches are not accepted/);

    const tooBig = await post(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping', params: { x: 'y'.repeat(2e6) } }),
    );
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { error: { code: number } }).error.code).toBe(-32000);

    const unknownMethod = await post(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/destroy' }));
    expect(await unknownMethod.json()).toMatchObject({ id: 7, error: { code: -32601 } });

    const get = await fetch(`${service.url}/mcp`, { headers: { Authorization: `Bearer ${service.assistantKey}` } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('keeps no session: 300 concurrent initialize calls are answered and leave nothing behind', async () => {
    const initialize = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'flood', version: '0' } },
    });
    const responses = await Promise.all(Array.from({ length: 300 }, () => post(initialize)));
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.headers.get('mcp-session-id')).toBeNull();
      await response.arrayBuffer();
    }
    // A made-up session id changes nothing: there is no session to find or to miss.
    const listed = await post(JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }), {
      'Mcp-Session-Id': 'made-up',
      'Mcp-Protocol-Version': '2025-06-18',
    });
    expect(((await listed.json()) as { result: { tools: unknown[] } }).result.tools).toHaveLength(3);
  });
});
