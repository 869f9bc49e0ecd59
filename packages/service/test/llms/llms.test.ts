// llms.txt, llms-full.txt and each page as Markdown, as an agent or a crawler reads them from the running service,
// and the same files written by `docs-assistant build-llms` for a static site.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DOCS, startLocalService, type StartedLocalService } from '../../../../test/support/local-service';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { toolJson, withoutFrontMatter, type ToolResult } from '../support/mcp-helpers';

const BIN = fileURLToPath(new URL('../../bin/docs-assistant.js', import.meta.url));

interface LlmsTxt {
  title: string;
  summary: string;
  sections: Array<{ name: string; links: Array<{ title: string; url: string; description?: string }> }>;
  links: string[];
}

/** Reads llms.txt by the llmstxt.org grammar: H1, blockquote, free text, then H2 sections of link lists. */
function parseLlmsTxt(text: string): LlmsTxt {
  const lines = text.split('\n');
  const title = /^# (.+)$/.exec(lines[0] ?? '')?.[1];
  if (!title) throw new Error(`llms.txt does not start with an H1: ${lines[0]}`);
  expect(lines[1]).toBe('');
  const summary = /^> (.+)$/.exec(lines[2] ?? '')?.[1];
  if (!summary) throw new Error(`no blockquote summary after the H1: ${lines[2]}`);
  const sections: LlmsTxt['sections'] = [];
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');
  for (const line of lines.slice(3)) {
    const h2 = /^## (.+)$/.exec(line);
    if (h2) {
      sections.push({ name: h2[1] ?? '', links: [] });
      continue;
    }
    const section = sections[sections.length - 1];
    if (!section || line === '') continue;
    // Link text may escape brackets (`\[v2\]`), as Markdown allows.
    const item = /^- \[((?:\\.|[^\]\\])+)\]\(([^)\s]+)\)(?:: (.+))?$/.exec(line);
    if (!item) throw new Error(`a line in a section that is not a link item: ${line}`);
    section.links.push({ title: item[1] ?? '', url: item[2] ?? '', ...(item[3] ? { description: item[3] } : {}) });
  }
  return { title, summary, sections, links };
}

async function markdownFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .sort();
}

/** A GET with the path sent exactly as written (fetch would resolve `..` before sending it). */
function rawGet(base: string, path: string): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((done, fail) => {
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    });
    req.on('error', fail);
    req.end();
  });
}

describe('llms.txt and Markdown pages from the service', () => {
  let service: StartedLocalService;
  let out: string;
  beforeAll(async () => {
    service = await startLocalService();
    out = await mkdtemp(join(tmpdir(), 'docs-assistant-llms-'));
  });
  afterAll(async () => {
    await service?.close();
    await rm(out, { recursive: true, force: true });
  });

  it('serves llms.txt in the llmstxt.org format, every link resolving on the service', async () => {
    const response = await fetch(`${service.url}/llms.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const llms = parseLlmsTxt(await response.text());
    // The root page is called "Introduction": a page's name, not the docs'.
    expect(llms.title).toBe('Documentation');
    expect(llms.sections.map((s) => s.name)).toEqual(['Docs', 'Guides', 'Reference']);
    const listed = llms.sections.flatMap((s) => s.links);
    expect(listed).toHaveLength((await markdownFiles(FIXTURE_DOCS)).length);
    expect(listed.find((l) => l.url === '/reference/deployment.md')?.title).toBe('Deployment');
    expect(llms.links).toContain('/llms-full.txt');
    for (const url of llms.links) {
      const linked = await fetch(new URL(url, service.url));
      expect(linked.status, url).toBe(200);
      await linked.arrayBuffer();
    }
  });

  it("serves each page's source at its path with .md, front matter stripped and nothing else changed", async () => {
    for (const file of await markdownFiles(FIXTURE_DOCS)) {
      const path = `/${file}`.replace(/\/index\.md$/, '/index.md');
      const response = await fetch(`${service.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      const source = await readFile(join(FIXTURE_DOCS, file), 'utf8');
      expect(await response.text(), path).toBe(withoutFrontMatter(source));
      expect(source.startsWith('---\n')).toBe(true);
    }
  });

  it('llms-full.txt holds every page after the same heading, streamed', async () => {
    const response = await fetch(`${service.url}/llms-full.txt`);
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const full = await response.text();
    expect(full.startsWith('# Documentation\n\n> ')).toBe(true);
    for (const file of await markdownFiles(FIXTURE_DOCS)) {
      const body = withoutFrontMatter(await readFile(join(FIXTURE_DOCS, file), 'utf8')).trimEnd();
      expect(full).toContain(body);
    }
  });

  it('answers a .md that is no page, or leads out of the folder, with 404; other methods with 405', async () => {
    expect(await rawGet(service.url, '/no-such-page.md')).toBe(404);
    expect(await rawGet(service.url, '/../../../etc/passwd.md')).toBe(404);
    expect(await rawGet(service.url, '/%2e%2e/%2e%2e/etc/hostname.md')).toBe(404);
    expect(await rawGet(service.url, '/guides/..%2f..%2f..%2fetc%2fpasswd.md')).toBe(404);
    const post = await fetch(`${service.url}/llms.txt`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('build-llms writes the very bytes the service serves', async () => {
    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
      const child = spawn(process.execPath, [BIN, 'build-llms', '--docs', FIXTURE_DOCS, '--out', out]);
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.on('close', (code) => done({ code, stdout, stderr }));
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^docs-assistant: wrote llms.txt, llms-full.txt and 6 pages as .md to /);
    const written = await readdir(out, { recursive: true });
    const files = written.filter((name) => /\.(md|txt)$/.test(name)).map((name) => name.replace(/\\/g, '/'));
    expect(files.length).toBe(8);
    for (const file of files) {
      const served = Buffer.from(await (await fetch(`${service.url}/${file}`)).arrayBuffer());
      expect(await readFile(join(out, file)), file).toEqual(served);
    }
  });
});

describe('docs-assistant build-llms, misused', () => {
  const run = (args: string[], cwd?: string) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
      const child = spawn(process.execPath, [BIN, 'build-llms', ...args], { cwd });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.on('close', (code) => done({ code, stdout, stderr }));
    });

  it('refuses to write into the docs folder, where it would overwrite the sources, and writes nothing', async () => {
    const scratch = await mkdtemp(join(tmpdir(), 'docs-assistant-llms-misuse-'));
    try {
      const docs = join(scratch, 'docs');
      await mkdir(docs);
      const source = '---\ntitle: Keep me\n---\n\n# Keep me\n';
      await writeFile(join(docs, 'page.md'), source);
      for (const out of [docs, join(docs, 'llms')]) {
        const result = await run(['--docs', docs, '--out', out]);
        expect(result.code).toBe(2);
        expect(result.stderr).toMatch(/^docs-assistant build-llms: --out .* is inside the docs folder/);
      }
      expect(await readFile(join(docs, 'page.md'), 'utf8')).toBe(source);
      expect(await readdir(docs)).toEqual(['page.md']);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });

  it('asks for --out when it is missing, exit 2', async () => {
    const result = await run(['--docs', FIXTURE_DOCS]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^docs-assistant build-llms: --out <dir> is needed/);
  });
});

describe('llms.txt links for file names with spaces, parentheses, percent signs and accents', () => {
  let scratch: string;
  let service: StartedLocalService;
  const names = ['100% done (draft).md', 'a%20b.md', 'café menu.md', 'guides/[v2] setup.md'];
  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'docs-assistant-llms-names-'));
    await mkdir(join(scratch, 'guides'));
    for (const name of names)
      await writeFile(join(scratch, name), `---\ntitle: ${name}\n---\n\n# ${name}\n\nBody of ${name}.\n`);
    service = await startLocalService({ docs: scratch });
  });
  afterAll(async () => {
    await service?.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('every link leads to its own page', async () => {
    const llms = parseLlmsTxt(await (await fetch(`${service.url}/llms.txt`)).text());
    const links = llms.sections.flatMap((s) => s.links);
    expect(links).toHaveLength(names.length);
    for (const link of links) {
      const response = await fetch(new URL(link.url, service.url));
      expect(response.status, link.url).toBe(200);
      expect(await response.text()).toContain(`Body of ${link.title.replace(/\\(.)/g, '$1')}.`);
    }
  });

  it('get_page finds each by the page and the URL search_docs gives', async () => {
    const client = new Client({ name: 'names', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL('/mcp', service.url), {
        requestInit: { headers: { Authorization: `Bearer ${service.assistantKey}` } },
      }),
    );
    try {
      for (const name of names) {
        const search = (await client.callTool({
          name: 'search_docs',
          arguments: { query: `Body of ${name}` },
        })) as ToolResult;
        const hit = toolJson<{ results: Array<{ page: string; url: string; title: string }> }>(search).results.find(
          (r) => r.title === name,
        );
        expect(hit, name).toBeDefined();
        for (const path of [hit!.page, hit!.url]) {
          const page = (await client.callTool({ name: 'get_page', arguments: { path } })) as ToolResult;
          expect(toolJson<{ markdown: string }>(page).markdown, path).toContain(`Body of ${name}.`);
        }
      }
    } finally {
      await client.close();
    }
  });
});
