// `POST /discovery/v1/search/:domain` of the local service: the wire shape the widget's search view reads, the keys
// and limits it shares with the message route, and the bounds a hostile body meets.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';
import { postJson, userMessage } from '../support/helpers';
import { toolJson, type ToolResult } from '../support/mcp-helpers';

interface Result {
  content: string;
  path: string;
  metadata: { title?: string; heading?: string; trail?: string[] };
}

let service: StartedLocalService;
const searchUrl = () => `${service.url}/discovery/v1/search/acme`;
const pageUrl = () => `${service.url}/discovery/v1/page/acme`;
const search = (body: unknown, key: string | undefined = service.assistantKey) => postJson(searchUrl(), body, key);
async function results(body: unknown): Promise<Result[]> {
  const response = await search(body);
  expect(response.status).toBe(200);
  return (await response.json()) as Result[];
}
async function expectError(response: Response, status: number, words?: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: unknown };
  expect(typeof body.error).toBe('string');
  if (words) expect(body.error).toContain(words);
}

beforeAll(async () => {
  service = await startLocalService();
});
afterAll(() => service.close());

describe('POST /discovery/v1/search/:domain', () => {
  it('answers a JSON array of sections: Markdown content, path#anchor, the page title and the heading', async () => {
    const found = await results({ query: 'rotate tokens' });
    expect(found[0]).toEqual({
      content: expect.stringContaining('Call `refreshToken()` before the expiry date'),
      path: '/guides/authentication#rotating-tokens',
      metadata: expect.objectContaining({ title: 'Authentication', heading: 'Rotating tokens' }),
    });
    // Markdown as written, code fence and all.
    expect(found[0]?.content).toContain("```ts\nimport { refreshToken } from 'acme-widgets';");
    // A page's opening is the page itself: its title, no heading, no anchor.
    const opening = found.find((result) => !result.path.includes('#'));
    expect(opening).toMatchObject({ path: '/guides/authentication', metadata: { title: 'Authentication' } });
    expect(opening?.metadata.heading).toBeUndefined();
  });

  it("every result's path without its anchor is a page the page route serves", async () => {
    const found = [...(await results({ query: 'widgets', pageSize: 50 })), ...(await results({ query: 'version' }))];
    expect(found.length).toBeGreaterThan(5);
    for (const result of found) {
      const response = await postJson(pageUrl(), { path: result.path.split('#')[0] }, service.assistantKey);
      expect(response.status, result.path).toBe(200);
      const page = (await response.json()) as { path: string; content: string };
      expect(page.content).toContain(`# ${result.metadata.title ?? ''}`);
    }
  });

  it('a word still being typed finds the words it begins', async () => {
    const first = async (query: string) => (await results({ query }))[0]?.path;
    expect(await first('authent')).toMatch(/^\/guides\/authentication/);
    expect(await first('ngi')).toBe('/reference/deployment#docker');
    expect(await first('npx acme-widgets-codem')).toBe('/guides/installation#upgrading-from-version-1');
  });

  it('an empty result is an empty array, not an error', async () => {
    expect(await results({ query: 'zyxwvut' })).toEqual([]);
    // Only words every search drops.
    expect(await results({ query: 'how do I' })).toEqual([]);
  });

  it('honours filter as questions do: version, language and groups narrow the pages searched', async () => {
    const paths = async (filter: unknown) =>
      (await results({ query: 'how often widgets poll', filter })).map((r) => r.path.split('#')[0]);
    expect(await paths(undefined)).toEqual(
      expect.arrayContaining(['/reference/configuration', '/reference/configuration-v1']),
    );
    expect(await paths({ version: 'v1' })).not.toContain('/reference/configuration');
    expect(await paths({ version: 'v1' })).toContain('/reference/configuration-v1');
    expect(await paths({ version: 'v2' })).not.toContain('/reference/configuration-v1');
    expect(await paths(null)).toEqual(await paths(undefined));
    const guides = async (groups: string[]) =>
      (await results({ query: 'token', filter: { groups } })).map((r) => r.path.split('#')[0]);
    expect(await guides(['guides'])).toContain('/guides/authentication');
    expect(await guides(['partners'])).not.toContain('/guides/authentication');
  });

  it('checks keys as the message route does: missing or unknown → 401, an admin key → 403', async () => {
    await expectError(await postJson(searchUrl(), { query: 'token' }), 401);
    await expectError(await search({ query: 'token' }, 'mint_dsc_not_configured'), 401);
    await expectError(await search({ query: 'token' }, service.adminKey), 403);
  });

  it('refuses malformed bodies with 400 naming the field, and other methods with 405', async () => {
    await expectError(await search({}), 400, 'query');
    await expectError(await search({ query: '   ' }), 400, 'query');
    await expectError(await search({ query: 42 }), 400, 'query');
    await expectError(await search({ query: 'token', filter: { groups: 'guides' } }), 400, 'filter.groups');
    await expectError(await search({ query: 'token', scoreThreshold: 2 }), 400, 'scoreThreshold');
    await expectError(await search('{"query": '), 400, 'JSON');
    await expectError(await search('["token"]'), 400, 'object');
    const get = await fetch(searchUrl(), { headers: { Authorization: `Bearer ${service.assistantKey}` } });
    await expectError(get, 405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('a query past the question limit is 413; a megabyte body is 413 before it is read; the service keeps serving', async () => {
    await expectError(await search({ query: 'token '.repeat(1400) }), 413, 'The search query is too long');
    await expectError(await search({ query: 'x'.repeat(2 * 1024 * 1024) }), 413);
    await expectError(await search({ query: 'y'.repeat(1000 * 1000) }), 413, 'limit is 8000');
    expect((await results({ query: 'token' })).length).toBeGreaterThan(0);
  });

  it('huge words and many words within the limit are answered', async () => {
    // One 8,000-letter word, then 900 different 7-letter words (fuzzy matching's length): each term's work is bounded.
    expect(await results({ query: 'q'.repeat(8000) })).toEqual([]);
    const words = Array.from({ length: 900 }, (_, i) => `tok${i.toString(36).padStart(4, 'z')}`).join(' ');
    expect(Array.isArray(await results({ query: `${words} token` }))).toBe(true);
  });
});

describe('one ranking', () => {
  it("MCP's search_docs finds the same sections in the same order as the search route", async () => {
    const client = new Client({ name: 'test-agent', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL('/mcp', service.url), {
        requestInit: { headers: { Authorization: `Bearer ${service.assistantKey}` } },
      }),
    );
    try {
      for (const query of ['token', 'widgets poll', 'install upgrade', 'docker nginx', 'theme']) {
        const tool = toolJson<{ results: Array<{ url: string }> }>(
          (await client.callTool({ name: 'search_docs', arguments: { query, limit: 8 } })) as ToolResult,
        );
        const route = await results({ query, pageSize: 8 });
        expect(route.length, query).toBeGreaterThan(0);
        expect(
          route.map((r) => r.path),
          query,
        ).toEqual(tool.results.map((r) => r.url));
      }
    } finally {
      await client.close();
    }
  });
});

describe('pageSize', () => {
  let many: StartedLocalService;
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'docs-assistant-search-'));
    await mkdir(join(root, 'docs'));
    // 40 pages of two sections, each mentioning the same word.
    for (let i = 0; i < 40; i++) {
      await writeFile(
        join(root, 'docs', `page-${i}.md`),
        `# Page ${i}\n\nThe lighthouse keeper on page ${i}.\n\n## Lamp ${i}\n\nThe lighthouse lamp number ${i}.\n`,
      );
    }
    many = await startLocalService({ docs: join(root, 'docs') });
  });
  afterAll(async () => {
    await many.close();
    await rm(root, { recursive: true, force: true });
  });
  const count = async (body: object) => {
    const response = await postJson(`${many.url}/discovery/v1/search/acme`, body, many.assistantKey);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('answers 10 results by default, as many as asked from 1 to 50, and refuses more with 400 naming pageSize', async () => {
    expect(((await count({ query: 'lighthouse' })).body as unknown[]).length).toBe(10);
    expect(((await count({ query: 'lighthouse', pageSize: 1 })).body as unknown[]).length).toBe(1);
    expect(((await count({ query: 'lighthouse', pageSize: 50 })).body as unknown[]).length).toBe(50);
    for (const pageSize of [51, 0, -1, 2.5, '10', 1e9]) {
      const refused = await count({ query: 'lighthouse', pageSize });
      expect(refused.status, String(pageSize)).toBe(400);
      expect((refused.body as { error: string }).error).toContain('pageSize');
    }
  });
});

describe('limits', () => {
  it('counts searches and page reads against the message route’s limits, apart from questions', async () => {
    const limited = await startLocalService({ rateLimits: { ipPerDay: 2 } });
    try {
      const at = (route: string) => `${limited.url}/discovery/${route}/acme`;
      const key = limited.assistantKey;
      expect((await postJson(at('v1/search'), { query: 'token' }, key)).status).toBe(200);
      expect((await postJson(at('v1/page'), { path: '/guides/authentication' }, key)).status).toBe(200);
      const third = await postJson(at('v1/search'), { query: 'token' }, key);
      await expectError(third, 429, '2 search ip requests per day');
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      // Searching used up no questions.
      const asked = await postJson(
        `${limited.url}/discovery/v2/assistant/acme/message`,
        { fp: 'anonymous', messages: [userMessage('How do I install it?')] },
        key,
      );
      expect(asked.status).toBe(200);
      await asked.text();
    } finally {
      await limited.close();
    }
  });

  it('answers 404 for a domain the service was not started for', async () => {
    const scoped = await startLocalService({ domains: ['acme'] });
    try {
      const response = await postJson(`${scoped.url}/discovery/v1/search/other`, { query: 'x' }, scoped.assistantKey);
      await expectError(response, 404, 'Unknown docs domain');
    } finally {
      await scoped.close();
    }
  });
});
