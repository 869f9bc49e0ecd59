// `npm run bench:search-view`: how soon the search view shows results once its pause ends, in real Chromium against the
// local service at 10,000 pages (scale-corpus.ts, as `npm run bench:search`). For each of the keyword queries written
// for those docs (eval/search/keyword-queries.json; the first 50), the field is filled in one input and the time runs
// from the search request leaving the page (the debounce over) to the frame after the results are in the DOM: the
// service's answer, JSON, grouping, snippets and render. Median and p95. Target: ≤ 100 ms median on a quiet machine.
//
//   npm run bench:search-view                               # builds the pages and parses them first: minutes
//   npm run bench:search-view -- --dir /tmp/search-bench    # the same folder as bench:search: later runs in seconds
//   npm run bench:search-view -- --pages 1000 --queries 20
import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { createLocalService } from '../../packages/service/src';
import { launchChromium } from '../launch-chromium';
import { buildScaleCorpus, DEFAULT_SOURCES } from './scale-corpus';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '10000' },
    dir: { type: 'string' },
    queries: { type: 'string', default: '50' },
  },
});
const KEY = 'mint_dsc_search_view_bench';
const pages = Number(values.pages);

const root = values.dir ?? (await mkdtemp(join(tmpdir(), 'docs-assistant-search-view-bench-')));
const docs = join(root, `docs-${pages}`);
if (!existsSync(docs)) await buildScaleCorpus(docs, pages, DEFAULT_SOURCES);

const { sets } = JSON.parse(await readFile('eval/search/keyword-queries.json', 'utf8')) as {
  sets: Array<{ corpus: string; queries: Array<{ q: string }> }>;
};
const queries = sets
  .filter((set) => DEFAULT_SOURCES.some((source) => set.corpus.startsWith(source)))
  .flatMap((set) => set.queries.map((query) => query.q))
  .slice(0, Number(values.queries));

const service = createLocalService({
  docs,
  dataDir: join(root, `data-${pages}`),
  model: null,
  assistantKeys: [KEY],
  adminKeys: ['mint_search_view_bench_admin'],
  rateLimits: { keyPerMonth: 1e9, orgPerHour: 1e9, ipPerDay: 1e9 },
  chunkDelayMs: 0,
  warn: () => undefined,
});
await service.ready;
const { url: serviceUrl } = await service.listen(0, '127.0.0.1');

// The widget as a host bundles it, production React, pointed at the service with its key.
const bundle = await build({
  stdin: {
    contents: `import { createRoot } from 'react-dom/client';
import { DocsAssistant } from ${JSON.stringify(resolve('src/index.ts'))};
createRoot(document.getElementById('app')).render(
  <DocsAssistant domain="bench" baseUrl=${JSON.stringify(serviceUrl)} apiKey="${KEY}" storage={null} />,
);`,
    loader: 'tsx',
    resolveDir: resolve('.'),
  },
  bundle: true,
  write: false,
  format: 'esm',
  jsx: 'automatic',
  minify: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
});
const css = await readFile('src/styles/docs-assistant.css', 'utf8');
const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bench</title><style>${css}</style></head>
<body><main><h1>Docs</h1></main><div id="app"></div><script type="module" src="/app.js"></script></body></html>`;
const site = createServer((request, response) => {
  if (request.url === '/app.js')
    response.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle.outputFiles[0]!.text);
  else response.writeHead(200, { 'content-type': 'text/html' }).end(html);
});
await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));

const browser = await launchChromium();
const page = await browser.newPage();
// In the page: when each search request leaves (fetch called with a search body), and the frame after its results
// are in the view (the view says `data-status="done"` with the query's "Ask AI" option).
type Marks = Record<string, { sent?: number; shown?: number }>;
await page.addInitScript(() => {
  const marks: Marks = {};
  (window as unknown as { __marks: Marks }).__marks = marks;
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as { query?: string }) : {};
    if (body.query) (marks[body.query] ??= {}).sent = performance.now();
    return original(input, init);
  };
  new MutationObserver(() => {
    const view = document.querySelector('[data-da-slot="search"][data-status="done"]');
    const field = document.querySelector<HTMLInputElement>('[data-da-slot="searchInput"]');
    const query = field?.value.trim();
    if (!view || !query || !marks[query]?.sent || marks[query].shown) return;
    const mark = marks[query];
    requestAnimationFrame(() => (mark.shown ??= performance.now()));
  }).observe(document, { subtree: true, childList: true, attributes: true });
});
await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`);
await page.keyboard.press('Control+k');
const field = page.locator('[data-da-slot="searchInput"]');
await field.waitFor();

// Warm-up: the first searches compile code on both sides and read the snapshot's pages in.
for (const query of queries.slice(0, 5)) {
  await field.fill(`${query} warm`);
  await page.waitForFunction((q) => (window as unknown as { __marks: Marks }).__marks[q]?.shown, `${query} warm`);
}
const times: number[] = [];
for (const query of queries) {
  await field.fill('');
  await field.fill(query);
  const [sent, shown] = await page
    .waitForFunction((q) => {
      const mark = (window as unknown as { __marks: Marks }).__marks[q];
      return mark?.shown ? [mark.sent ?? 0, mark.shown] : false;
    }, query)
    .then((handle) => handle.jsonValue() as Promise<[number, number]>);
  times.push(shown - sent);
}
await browser.close();
site.close();
await service.close();

const sorted = [...times].sort((a, b) => a - b);
const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
console.log(
  `search view, ${pages} pages, ${times.length} queries (load ${loadavg()[0]!.toFixed(2)}): first results after the pause ` +
    `p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (target p50 ≤ 100 ms)`,
);
