// A page swapped for a link after start-up (a `git pull`, an `ln -sf`) is checked when it is read, not only when the
// folder was first walked: a link that now leads outside the docs folder is served by no route — not `.md`, not
// llms-full.txt, not MCP — and the operator is told once which file and where it leads. A link that stays inside
// is still served, and a page swapped for a named pipe is refused rather than read from whoever writes into it.
// No `--watch` here: that re-walks the folder and drops the page, which is not what is tested.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';
import { answerText, postJson, readChunks, userMessage } from '../support/helpers';
import type { ToolResult } from '../support/mcp-helpers';

const SECRET = 'TOP-SECRET';
let base: string;
let docs: string;
let outside: string;
let service: StartedLocalService;
let client: Client;
const warnings: string[] = [];

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'docs-assistant-swapped-'));
  outside = join(base, 'outside');
  docs = join(base, 'docs');
  await mkdir(join(outside, 'guides'), { recursive: true });
  await mkdir(join(docs, 'guides'), { recursive: true });
  await writeFile(join(outside, 'secret.md'), `# Zebra secrets\n\nThe zebra password is ${SECRET}-FILE.\n`);
  await writeFile(join(outside, 'guides', 'install.md'), `# Install\n\nThe zebra password is ${SECRET}-FOLDER.\n`);
  await writeFile(join(docs, 'index.md'), '# Home\n\nWelcome to the zebra docs.\n');
  await writeFile(join(docs, 'zebra.md'), '# Zebra\n\nThe zebra feature draws stripes.\n');
  await writeFile(join(docs, 'alias.md'), '# Alias\n\nA page that becomes a link to the home page.\n');
  await writeFile(join(docs, 'guides', 'install.md'), '# Install\n\nRun the installer.\n');
  service = await startLocalService({ docs, warn: (line) => warnings.push(line) });
  client = new Client({ name: 'test-agent', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL('/mcp', service.url), {
      requestInit: { headers: { Authorization: `Bearer ${service.assistantKey}` } },
    }),
  );

  // After start-up, as `ln -sf` or a `git pull` would: a page, and a whole folder, swapped for links leading out.
  await rm(join(docs, 'zebra.md'));
  await symlink(join(outside, 'secret.md'), join(docs, 'zebra.md'));
  await rm(join(docs, 'guides'), { recursive: true });
  await symlink(join(outside, 'guides'), join(docs, 'guides'));
  // A link that stays inside the folder is as good as the file it leads to.
  await rm(join(docs, 'alias.md'));
  await symlink(join(docs, 'index.md'), join(docs, 'alias.md'));
});
afterAll(async () => {
  await client?.close();
  await service?.close();
  await rm(base, { recursive: true, force: true });
});

it('GET <page>.md: a page now leading outside is not found, by its own link or a linked folder; a link inside is served', async () => {
  for (const path of ['/zebra.md', '/guides/install.md']) {
    const response = await fetch(`${service.url}${path}`);
    expect(await response.text(), path).not.toContain(SECRET);
    expect(response.status, path).toBe(404);
  }
  const alias = await fetch(`${service.url}/alias.md`);
  expect(alias.status).toBe(200);
  expect(await alias.text()).toBe('# Home\n\nWelcome to the zebra docs.\n');
});

it('GET /llms-full.txt: the refused pages are left out, every other page is there', async () => {
  const response = await fetch(`${service.url}/llms-full.txt`);
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(text).not.toContain(SECRET);
  expect(text).not.toContain('Source: /zebra.md');
  expect(text).not.toContain('Source: /guides/install.md');
  expect(text.match(/Welcome to the zebra docs\./g)).toHaveLength(2); // the home page, and the link to it
});

it('MCP get_page: a page now leading outside is an error naming no file; search_docs and ask quote only the docs', async () => {
  for (const path of ['/zebra', '/guides/install']) {
    const result = (await client.callTool({ name: 'get_page', arguments: { path } })) as ToolResult;
    expect(result.isError, path).toBe(true);
    const said = JSON.stringify(result);
    expect(said).not.toContain(SECRET);
    expect(said).not.toContain(outside);
    expect(result.content[0]?.text).toContain(`${path} cannot be read now`);
  }
  const search = await client.callTool({ name: 'search_docs', arguments: { query: 'zebra password' } });
  expect(JSON.stringify(search)).not.toContain(SECRET);
  const ask = await client.callTool({ name: 'ask', arguments: { question: 'What is the zebra password?' } });
  expect(JSON.stringify(ask)).not.toContain(SECRET);
});

it("the message route's answers quote the pages as indexed, never the file a link now leads to", async () => {
  const response = await postJson(
    `${service.url}/discovery/v2/assistant/acme/message`,
    { fp: 'a', messages: [userMessage('What is the zebra password?')] },
    service.assistantKey,
  );
  expect(answerText(await readChunks(response))).not.toContain(SECRET);
});

it('tells the operator once per file which page it refused and why, however often it is asked for', async () => {
  await fetch(`${service.url}/zebra.md`);
  await fetch(`${service.url}/llms-full.txt`);
  const real = await realpath(outside);
  const refused = warnings.filter((line) => line.includes('not serving')).sort();
  expect(refused).toEqual([
    `docs-assistant: docs: not serving guides/install.md (it leads to ${join(real, 'guides', 'install.md')}, outside the docs folder)`,
    `docs-assistant: docs: not serving zebra.md (it leads to ${join(real, 'secret.md')}, outside the docs folder)`,
  ]);
});

describe('a page swapped for a named pipe', () => {
  let folder: string;
  let piped: StartedLocalService;
  let writer: ChildProcess | undefined;
  const said: string[] = [];
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'docs-assistant-pipe-'));
    await writeFile(join(folder, 'index.md'), '# Home\n\nWelcome.\n');
    await writeFile(join(folder, 'pipe.md'), '# Pipe\n\nA page that becomes a named pipe.\n');
    piped = await startLocalService({ docs: folder, warn: (line) => said.push(line) });
    await rm(join(folder, 'pipe.md'));
    execFileSync('mkfifo', [join(folder, 'pipe.md')]);
    // Whoever writes into the pipe would choose the page (and with no writer, a read would wait for ever).
    writer = spawn('sh', ['-c', `printf '# Pipe\\n\\n${SECRET}-PIPE\\n' > "$0"`, join(folder, 'pipe.md')], {
      stdio: 'ignore',
    });
  });
  afterAll(async () => {
    writer?.kill();
    await piped?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('is not served, and the operator is told it is no longer a file', async () => {
    const response = await fetch(`${piped.url}/pipe.md`);
    expect(await response.text()).not.toContain(SECRET);
    expect(response.status).toBe(404);
    expect(said.filter((line) => line.includes('not serving'))).toEqual([
      'docs-assistant: docs: not serving pipe.md (it is not a regular file)',
    ]);
  });
});
