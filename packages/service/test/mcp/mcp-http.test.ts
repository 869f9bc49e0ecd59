// MCP over Streamable HTTP at /mcp in the local service, driven by the SDK's own client as an agent would.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';
import { fixturePage, toolJson, type ToolResult } from '../support/mcp-helpers';

async function connect(url: string, key?: string): Promise<Client> {
  const client = new Client({ name: 'test-agent', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', url), {
    requestInit: key ? { headers: { Authorization: `Bearer ${key}` } } : {},
  });
  await client.connect(transport);
  return client;
}

const rpc = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(new URL('/mcp', url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '0' } },
};

describe('MCP over HTTP, behind the assistant key', () => {
  let service: StartedLocalService;
  let client: Client;
  beforeAll(async () => {
    service = await startLocalService();
    client = await connect(service.url, service.assistantKey);
  });
  afterAll(async () => {
    await client?.close();
    await service?.close();
  });

  it('lists the three tools, each described for an agent and read-only', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['ask', 'get_page', 'search_docs']);
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(120);
      expect(tool.annotations?.readOnlyHint).toBe(true);
    }
    const search = tools.find((t) => t.name === 'search_docs');
    expect(search?.inputSchema.required).toEqual(['query']);
  });

  it('search_docs finds the section that documents a topic, with its title, URL and an excerpt', async () => {
    const result = (await client.callTool({
      name: 'search_docs',
      arguments: { query: 'deploy with docker' },
    })) as ToolResult;
    const { covered, results } = toolJson<{
      covered: boolean;
      results: Array<{ title: string; url: string; page: string; excerpt: string }>;
    }>(result);
    expect(covered).toBe(true);
    expect(results[0]?.page).toBe('/reference/deployment');
    expect(results[0]?.url).toMatch(/^\/reference\/deployment(#|$)/);
    expect(results[0]?.title).toMatch(/Deploy|Docker/);
    expect(results[0]?.excerpt.length).toBeGreaterThan(20);
    // The text an agent reads says the same.
    expect(result.content[0]?.text).toContain('/reference/deployment');
  });

  it('get_page returns the page as written, front matter left out, whatever form the path takes', async () => {
    const expected = await fixturePage('reference/deployment.md');
    for (const path of [
      '/reference/deployment',
      'reference/deployment.md',
      'http://docs.example/reference/deployment#docker',
    ]) {
      const result = (await client.callTool({ name: 'get_page', arguments: { path } })) as ToolResult;
      expect(result.isError).toBeFalsy();
      expect(toolJson<{ markdown: string }>(result).markdown).toBe(expected);
    }
  });

  it("ask gives the widget's answer and sources", async () => {
    const result = (await client.callTool({
      name: 'ask',
      arguments: { question: 'How do I deploy with Docker?' },
    })) as ToolResult;
    const answer = toolJson<{ answer: string; covered: boolean; sources: Array<{ url: string }> }>(result);
    expect(answer.covered).toBe(true);
    expect(answer.sources[0]?.url).toMatch(/^\/reference\/deployment/);
    expect(answer.answer).toMatch(/docker/i);
    // The same answer the message route streams to the widget (its text before the suggestions block).
    const widget = await widgetAnswer(service, 'How do I deploy with Docker?');
    expect(widget.text.startsWith(answer.answer)).toBe(true);
    expect(widget.sources).toEqual(answer.sources.map((s) => s.url));
  });

  it('says plainly when the docs do not cover a question, with no sources', async () => {
    const result = (await client.callTool({
      name: 'ask',
      arguments: { question: 'What is the airspeed velocity of an unladen swallow?' },
    })) as ToolResult;
    const answer = toolJson<{ answer: string; covered: boolean; sources: unknown[] }>(result);
    expect(answer.covered).toBe(false);
    expect(answer.sources).toEqual([]);
    expect(answer.answer).toMatch(/don't cover/);
  });

  it('refuses a missing or wrong key with 401, and an admin key with 403, saying why', async () => {
    const missing = await rpc(service.url, initialize);
    expect(missing.status).toBe(401);
    const body = (await missing.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/assistant key \(mint_dsc_…\) as "Authorization: Bearer <key>"/);
    expect((await rpc(service.url, initialize, { Authorization: 'Bearer mint_dsc_wrong' })).status).toBe(401);
    expect((await rpc(service.url, initialize, { Authorization: `Bearer ${service.adminKey}` })).status).toBe(403);
    await expect(connect(service.url, 'mint_dsc_wrong')).rejects.toThrow(/Invalid API key/);
  });

  it("refuses what is not one JSON-RPC message with JSON-RPC's own codes and the service's statuses", async () => {
    const auth = { Authorization: `Bearer ${service.assistantKey}` };
    const refusal = async (response: Response) => ({
      status: response.status,
      ...((await response.json()) as { error: { code: number; message: string } }).error,
    });
    expect(await refusal(await rpc(service.url, '', auth))).toEqual({
      status: 400,
      code: -32700,
      message: 'Request body is empty: expected a JSON object.',
    });
    expect(await refusal(await rpc(service.url, '{"jsonrpc": "2.0",', auth))).toEqual({
      status: 400,
      code: -32700,
      message: 'Request body is not valid JSON.',
    });
    expect(await refusal(await rpc(service.url, [initialize], auth))).toEqual({
      status: 400,
      code: -32600,
      message: 'Request body must be one JSON-RPC message (an object); batches are not accepted.',
    });
    expect(await refusal(await rpc(service.url, ' '.repeat(1024 * 1024 + 1), auth))).toEqual({
      status: 413,
      code: -32000,
      message: 'Request body is too large: the limit is 1048576 bytes.',
    });
    const get = await fetch(new URL('/mcp', service.url), { headers: auth });
    expect(get.headers.get('allow')).toBe('POST');
    expect(await refusal(get)).toEqual({
      status: 405,
      code: -32000,
      message: expect.stringMatching(/send each JSON-RPC message with POST/),
    });
  });
});

/** The message route's answer text (suggestions block removed) and source paths, read from its UI message stream. */
async function widgetAnswer(service: StartedLocalService, question: string) {
  const response = await fetch(`${service.url}/discovery/v2/assistant/docs.example/message`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${service.assistantKey}` },
    body: JSON.stringify({
      fp: 'fp',
      messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: question }] }],
    }),
  });
  let text = '';
  let sources: string[] = [];
  for (const line of (await response.text()).split('\n')) {
    if (!line.startsWith('data: {')) continue;
    const chunk = JSON.parse(line.slice(6)) as {
      type: string;
      delta?: string;
      output?: { results: Array<{ path: string }> };
    };
    if (chunk.type === 'text-delta') text += chunk.delta;
    if (chunk.type === 'tool-output-available') sources = chunk.output?.results.map((r) => r.path) ?? [];
  }
  return { text: text.replace(/\n*```suggestions[\s\S]*$/, ''), sources };
}

describe('MCP over HTTP, public docs (--public-mcp)', () => {
  let service: StartedLocalService;
  beforeAll(async () => {
    service = await startLocalService({ publicMcp: true, rateLimits: { ipPerDay: 3 } });
  });
  afterAll(async () => {
    await service?.close();
  });

  it('answers without a key, counts calls per IP like questions, and says when the limit is reached', async () => {
    const client = await connect(service.url);
    const result = (await client.callTool({ name: 'get_page', arguments: { path: '/' } })) as ToolResult;
    expect(toolJson<{ title: string }>(result).title).toBe('Introduction');
    await client.close();
    // initialize, the initialized notification and the call used the three allowed today.
    const limited = await rpc(service.url, initialize);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: { message: string } }).error.message).toMatch(/per day/);
  });
});
