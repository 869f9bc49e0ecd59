// `docs-assistant mcp --docs <folder>` as an agent starts it: the real bin as a child process, spoken to by the SDK's
// own stdio client. stdout must carry nothing but the protocol, or the agent's parser breaks on the first line.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DOCS } from '../../../../test/support/local-service';
import { fixturePage, toolJson, type ToolResult } from '../support/mcp-helpers';

const BIN = fileURLToPath(new URL('../../bin/docs-assistant.js', import.meta.url));
const env = { ...process.env, DOCS_ASSISTANT_MODEL: '' } as Record<string, string>;

describe('MCP over stdio (docs-assistant mcp)', () => {
  let client: Client;
  let stderr = '';
  beforeAll(async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN, 'mcp', '--docs', FIXTURE_DOCS, '--site-url', 'https://docs.acme.example/'],
      env,
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    client = new Client({ name: 'test-agent', version: '1.0.0' });
    // connect() fails on any stdout line that is not JSON-RPC, so this also checks stdout stays clean.
    await client.connect(transport);
  });
  afterAll(async () => {
    await client?.close();
  });

  it('lists the tools and answers search, page and question with links to the site', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['ask', 'get_page', 'search_docs']);

    const search = (await client.callTool({
      name: 'search_docs',
      arguments: { query: 'environment variables at build time' },
    })) as ToolResult;
    const { results } = toolJson<{ results: Array<{ url: string; page: string }> }>(search);
    expect(results[0]?.url).toBe('https://docs.acme.example/reference/deployment#environment-variables');

    const page = (await client.callTool({ name: 'get_page', arguments: { path: results[0]!.page } })) as ToolResult;
    expect(toolJson<{ markdown: string }>(page).markdown).toBe(await fixturePage('reference/deployment.md'));

    const ask = (await client.callTool({
      name: 'ask',
      arguments: { question: 'How do I install Acme Widgets?' },
    })) as ToolResult;
    const answer = toolJson<{ covered: boolean; sources: Array<{ url: string }> }>(ask);
    expect(answer.covered).toBe(true);
    expect(answer.sources[0]?.url).toMatch(/^https:\/\/docs\.acme\.example\/guides\/installation/);
  });

  it('says what it serves on stderr, not stdout', () => {
    expect(stderr).toMatch(/^docs-assistant mcp: serving \d+ pages \(\d+ sections\) from .* over stdio/m);
  });
});

describe('docs-assistant mcp, misused', () => {
  const run = (args: string[], input = '') =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
      const child = spawn(process.execPath, [BIN, 'mcp', ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.on('close', (code) => done({ code, stdout, stderr }));
      child.stdin.end(input);
    });

  it('names a missing docs folder on stderr, exit 2, nothing on stdout', async () => {
    const result = await run(['--docs', 'no-such-folder']);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^docs-assistant mcp: --docs no-such-folder: no such folder/);
  });

  it('refuses a site URL that is not one, naming the flag', async () => {
    const result = await run(['--docs', FIXTURE_DOCS, '--site-url', 'docs.acme.example']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--site-url must be an http\(s\) URL/);
  });

  it('skips a line that is not JSON-RPC, says so on stderr, and answers the next', async () => {
    const result = await run(['--docs', FIXTURE_DOCS], 'garbage, not json\n{"jsonrpc":"2.0","id":2,"method":"ping"}\n');
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('{"result":{},"jsonrpc":"2.0","id":2}\n');
    expect(result.stderr).toMatch(/^docs-assistant mcp: skipped input that is not a JSON-RPC message: /m);
  });

  it('exits 0 when the agent closes its stdin', async () => {
    const result = await run(['--docs', FIXTURE_DOCS]);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
  });
});
