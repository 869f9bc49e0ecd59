// `npm run bench:search-engines`: the local service's search beside MiniSearch and Pagefind, on the same pages and the
// same queries (the scale corpus, scale-corpus.ts: real pages of npm, pino and fastify copied to N pages; the keyword
// queries written for those docs, eval/search/keyword-queries.json, each in full and half typed). For each: the time
// to index, the index's size, query p50/p95 and hit@5 — a page that answers the query (any copy of it) among the
// first five results. In one process, one engine after the other, on the shared machine as it is (load printed).
//
// What each is given, as each is used on a docs site:
//   - ours: the Markdown folder. Index time is a first start of the service (parse, index, page cache) on an empty
//     data dir; queries go to POST /discovery/v1/search over loopback (the whole JSON answer, excerpts included) and,
//     beside it, to the same ranking in process (search-docs.ts).
//   - MiniSearch 7: our sections (heading, page title and trail, text), set up as VitePress's local search sets it
//     up (as `npm run eval:search`); index time is `addAll`, size its JSON, queries in process.
//   - Pagefind: each page as HTML (its sections' headings with their anchors, their text and code: what a built site
//     serves), through its Node API (`createIndex`, `addHTMLFile`, `writeFiles`); index time is adding and writing;
//     size the bundle written. Queries through its own search (pagefind.js, WebAssembly) in this process, fetching
//     the bundle's files from a local HTTP server as a browser would; timed to the results and to the first five
//     results' data (title, excerpt: what a search box shows).
//
//   npm run bench:search-engines -- --dir /tmp/scale-bench               # 10,000 pages, kept in <dir>/docs-10000
//   npm run bench:search-engines -- --dir /tmp/scale-bench --pages 1000
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import MiniSearch from 'minisearch';
import * as pagefind from 'pagefind';
import { createLocalService } from '../../packages/service/src';
import { openDocsFolder } from '../../packages/service/src/docs-folder';
import type { Section } from '../../packages/service/src/retrieval/markdown-sections';
import { withText } from '../../packages/service/src/retrieval/stored-section';
import { searchDocs } from '../../packages/service/src/search/search-docs';
import { typedSoFar } from '../typed-so-far';
import { buildScaleCorpus, DEFAULT_SOURCES } from './scale-corpus';

const { values } = parseArgs({
  options: { pages: { type: 'string', default: '10000' }, dir: { type: 'string' } },
});
const pages = Number(values.pages);
const KEY = 'mint_dsc_engines_bench';
const K = 5;

const root = values.dir ?? (await mkdtemp(join(tmpdir(), 'docs-assistant-engines-')));
const docs = join(root, `docs-${pages}`);
if (!existsSync(docs)) await buildScaleCorpus(docs, pages, DEFAULT_SOURCES);

// The keyword queries of the copied docs, each with the pages that answer it as paths in the copied folder: a
// page of `node_modules/fastify/docs` is `/copy-NNNN/2-docs/<page>` there, any copy of it.
const { sets } = JSON.parse(await readFile('eval/search/keyword-queries.json', 'utf8')) as {
  sets: Array<{ corpus: string; queries: Array<{ q: string; pages: string[] }> }>;
};
const queries = sets.flatMap((set) => {
  const source = DEFAULT_SOURCES.findIndex((folder) => set.corpus.startsWith(folder));
  if (source < 0) return [];
  const folder = DEFAULT_SOURCES[source] as string;
  const inCopy = `${source}-${basename(folder)}${set.corpus.slice(folder.length)}`;
  return set.queries.map(({ q, pages: answers }) => ({
    q,
    answers: new RegExp(`^/copy-\\d+/(${answers.map((page) => escape(`${inCopy}${page}`)).join('|')})/?$`),
  }));
});
const asked = queries.flatMap((query) => [
  { ...query, typed: 'in full' },
  { ...query, q: typedSoFar(query.q), typed: 'half typed' },
]);

/**
 * This process's CPU time and its children's once they have exited (Pagefind indexes in a binary of its own), from
 * /proc on Linux; elsewhere this process's only.
 */
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  let children = 0;
  try {
    // Fields 16 and 17 of /proc/self/stat (after the command's closing parenthesis): children's user and system ticks.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    children = ((Number(fields[13]) || 0) + (Number(fields[14]) || 0)) * 10;
  } catch {
    // Not Linux: the indexer's own CPU is not counted.
  }
  return (user + system) / 1000 + children;
};
const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
};
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

interface Row {
  engine: string;
  indexMs: number;
  indexCpuMs: number;
  size: string;
  times: number[];
  hitsFull: number;
  hitsHalf: number;
}
const rows: Row[] = [];

/** Runs every query (after a few to warm up), timing each, and counts hit@5 in full and half typed. */
async function measure(
  engine: string,
  index: Omit<Row, 'engine' | 'times' | 'hitsFull' | 'hitsHalf'>,
  search: (q: string) => string[] | Promise<string[]>,
) {
  for (const { q } of asked.slice(0, 6)) await search(q);
  const row: Row = { engine, ...index, times: [], hitsFull: 0, hitsHalf: 0 };
  for (const { q, answers, typed } of asked) {
    const started = performance.now();
    const found = await search(q);
    row.times.push(performance.now() - started);
    const hit = found.slice(0, K).some((path) => answers.test(path));
    if (typed === 'in full') row.hitsFull += Number(hit);
    else row.hitsHalf += Number(hit);
  }
  rows.push(row);
}

// Ours: a first start on an empty data dir, then the search route.
const dataDir = join(root, `engines-data-${pages}`);
await rm(dataDir, { recursive: true, force: true });
{
  const [started, cpu] = [performance.now(), cpuMs()];
  const service = createLocalService({
    docs,
    dataDir,
    model: null,
    assistantKeys: [KEY],
    adminKeys: ['mint_engines_bench_admin'],
    rateLimits: { keyPerMonth: 1e9, orgPerHour: 1e9, ipPerDay: 1e9 },
    warn: () => undefined,
  });
  await service.ready;
  const indexMs = performance.now() - started;
  const indexCpuMs = cpuMs() - cpu;
  const { url } = await service.listen(0, '127.0.0.1');
  await measure(
    'ours, search route (HTTP)',
    // Sizes filled in once the service has closed: it saves its index once it answers, not before ready.
    { indexMs, indexCpuMs, size: '' },
    async (query) => {
      const response = await fetch(`${url}/discovery/v1/search/bench`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
        body: JSON.stringify({ query }),
      });
      const results = (await response.json()) as Array<{ path: string }>;
      return results.map((result) => result.path.split('#')[0] as string);
    },
  );
  await service.close();
  const size = await sizeOf(dataDir, ['docs-index.snapshot']);
  const texts = await sizeOf(dataDir, ['docs-index.db']);
  (rows.at(-1) as Row).size = `${mb(size)} index + ${mb(texts)} page cache (outlines, texts)`;
}

// The same index in this process (a restart of it): its ranking without HTTP, and the sections the others index.
const opened = await openDocsFolder({ folder: docs, dataDir, warn: () => undefined });
const { index } = opened;
await measure('ours, in process (search-docs.ts)', { indexMs: NaN, indexCpuMs: NaN, size: '(the same)' }, (q) =>
  searchDocs(index, q, { limit: 10 }).hits.map((hit) => hit.section.path),
);
const byPage = new Map<string, Section[]>();
for (const section of withText([...index.sections])) {
  const list = byPage.get(section.path);
  if (list) list.push(section);
  else byPage.set(section.path, [section]);
}
opened.close({ save: false });

// MiniSearch, as VitePress's local search sets it up.
{
  const [started, cpu] = [performance.now(), cpuMs()];
  const mini = new MiniSearch<{ id: string; path: string; title: string; titles: string; text: string }>({
    fields: ['title', 'titles', 'text'],
    storeFields: ['path'],
    searchOptions: { fuzzy: 0.2, prefix: true, boost: { title: 4, text: 2, titles: 1 } },
  });
  mini.addAll(
    [...byPage.values()].flat().map((section) => ({
      id: section.id,
      path: section.path,
      title: section.heading,
      titles: [section.pageTitle, ...section.trail].join(' '),
      text: `${section.prose}\n${section.code}`,
    })),
  );
  const indexMs = performance.now() - started;
  const indexCpuMs = cpuMs() - cpu;
  const size = Buffer.byteLength(JSON.stringify(mini));
  await measure('MiniSearch 7, VitePress setup', { indexMs, indexCpuMs, size: `${mb(size)} JSON` }, (q) =>
    mini
      .search(q)
      .slice(0, 10)
      .map((result) => (result as unknown as { path: string }).path),
  );
}

// Pagefind: each page as the HTML a built site would serve, indexed through its Node API, searched by its own JS.
{
  const out = join(root, `pagefind-${pages}`);
  await rm(out, { recursive: true, force: true });
  const [started, cpu] = [performance.now(), cpuMs()];
  const { index: pagefindIndex, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!pagefindIndex) throw new Error(`pagefind: ${errors.join('; ')}`);
  for (const [path, sections] of byPage) {
    const added = await pagefindIndex.addHTMLFile({ url: path, content: pageHtml(sections) });
    if (added.errors.length > 0) throw new Error(`pagefind: ${added.errors.join('; ')}`);
  }
  await pagefindIndex.writeFiles({ outputPath: join(out, 'pagefind') });
  const indexMs = performance.now() - started;
  // Its indexer's CPU is counted once the binary has exited.
  await pagefind.close();
  await new Promise((done) => setTimeout(done, 500));
  const indexCpuMs = cpuMs() - cpu;
  const size = await sizeOf(join(out, 'pagefind'));
  const server = createServer((request, response) => {
    const file = join(out, decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/'));
    readFile(file).then(
      (body) => response.writeHead(200).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const search = (await import(pathToFileURL(join(out, 'pagefind', 'pagefind.js')).href)) as PagefindSearch;
  await search.options({ basePath: `${base}/pagefind/` });
  await search.init();
  // A result's page is in its data (a fragment file): the first five's, as a search box shows them.
  await measure(
    'Pagefind, first five results with data',
    { indexMs, indexCpuMs, size: `${mb(size)} bundle (a search fetches a few chunks of it)` },
    async (q) => {
      const { results } = await search.search(q);
      return Promise.all(results.slice(0, K).map(async (result) => (await result.data()).raw_url));
    },
  );
  server.close();
  if (!values.dir) await rm(out, { recursive: true, force: true });
}
if (!values.dir) await rm(root, { recursive: true, force: true });

console.log(
  `\n${pages} pages (${[...byPage.values()].flat().length} sections); ${queries.length} keyword queries, each in full ` +
    `and half typed (${asked.length}); load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`,
);
for (const row of rows)
  console.log(
    `  ${row.engine.padEnd(40)} index ${Number.isNaN(row.indexMs) ? '—' : `${(row.indexMs / 1000).toFixed(1)} s (CPU ${(row.indexCpuMs / 1000).toFixed(1)} s)`}, ${row.size}; ` +
      `query p50 ${percentile(row.times, 0.5).toFixed(1)} ms p95 ${percentile(row.times, 0.95).toFixed(1)} ms; ` +
      `hit@5 ${row.hitsFull}/${queries.length} in full, ${row.hitsHalf}/${queries.length} half typed`,
  );

interface PagefindSearch {
  options(options: { basePath: string }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: Array<{ data(): Promise<{ raw_url: string }> }> }>;
}

function pageHtml(sections: Section[]): string {
  const body = sections
    .map((section, i) => {
      const heading = i === 0 && !section.anchor ? `<h1>${html(section.pageTitle)}</h1>` : '';
      const sub = section.anchor ? `<h2 id="${html(section.anchor)}">${html(section.heading)}</h2>` : '';
      const code = section.code ? `<pre><code>${html(section.code)}</code></pre>` : '';
      return `${heading}${sub}<p>${html(section.prose)}</p>${code}`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><title>${html(sections[0]?.pageTitle ?? '')}</title></head><body><main>${body}</main></body></html>`;
}

function html(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function sizeOf(folder: string, only?: string[]): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || (only && !only.includes(entry.name))) continue;
    total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}
