// `npm run bench:search`: the local service's search route beside its message route, on one running service at
// 10,000 pages (scale-corpus.ts: real pages of npm, pino and fastify copied). Requests alternate — a search, then a
// question — so both meet the same machine at the same moment: for each, wall time p50/p95 (a search's whole JSON
// answer; a question's first byte and its whole answer) and the process's CPU per request (client included: both
// run here), which says more than wall time on a shared machine. Searches are the keyword queries written for those
// docs (eval/search/keyword-queries.json), each in full and half typed; questions are the eval's. Target (search and
// ask in one place): the search route's p50 ≤ 20 ms at 10,000 pages.
//
//   npm run bench:search                                # builds the pages and parses them first: minutes
//   npm run bench:search -- --dir /tmp/search-bench     # keeps them and the index there: later runs start in seconds
//   npm run bench:search -- --pages 1000 --rounds 3
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createLocalService } from '../../packages/service/src';
import { typedSoFar } from '../typed-so-far';
import { buildScaleCorpus, DEFAULT_SOURCES } from './scale-corpus';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '10000' },
    dir: { type: 'string' },
    rounds: { type: 'string', default: '2' },
  },
});
const KEY = 'mint_dsc_search_bench';
const pages = Number(values.pages);

const root = values.dir ?? (await mkdtemp(join(tmpdir(), 'docs-assistant-search-bench-')));
const docs = join(root, `docs-${pages}`);
if (!existsSync(docs)) await buildScaleCorpus(docs, pages, DEFAULT_SOURCES);

const read = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;
const { sets } = await read<{ sets: Array<{ corpus: string; queries: Array<{ q: string }> }> }>(
  'eval/search/keyword-queries.json',
);
const keywords = sets
  .filter((set) => DEFAULT_SOURCES.some((source) => set.corpus.startsWith(source)))
  .flatMap((set) => set.queries.map((query) => query.q));
const searches = keywords.flatMap((query) => [query, typedSoFar(query)]);
const questions = (
  await Promise.all(
    ['eval/pino-questions.json', 'eval/npm-cli-questions.json', 'eval/fastify-questions.json'].map((file) =>
      read<{ questions: Array<{ q: string }> }>(file),
    ),
  )
).flatMap((set) => set.questions.map((question) => question.q));

const started = performance.now();
const service = createLocalService({
  docs,
  dataDir: join(root, `data-${pages}`),
  model: null,
  assistantKeys: [KEY],
  adminKeys: ['mint_search_bench_admin'],
  rateLimits: { keyPerMonth: 1e9, orgPerHour: 1e9, ipPerDay: 1e9 },
  chunkDelayMs: 0,
  warn: () => undefined,
});
const info = await service.ready;
const { url } = await service.listen(0, '127.0.0.1');
const readyMs = performance.now() - started;

const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const post = (path: string, body: unknown) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
    body: JSON.stringify(body),
  });

async function search(query: string) {
  const [t, c] = [performance.now(), cpu()];
  const response = await post('/discovery/v1/search/bench', { query });
  if (!response.ok) throw new Error(`search answered ${response.status}: ${await response.text()}`);
  await response.json();
  return { wall: performance.now() - t, cpu: cpu() - c };
}

async function ask(question: string) {
  const [t, c] = [performance.now(), cpu()];
  const response = await post('/discovery/v2/assistant/bench/message', {
    fp: 'bench',
    messages: [{ id: `m${Math.random()}`, role: 'user', parts: [{ type: 'text', text: question }] }],
  });
  const reader = response.body!.getReader();
  await reader.read();
  const firstByte = performance.now() - t;
  while (!(await reader.read()).done);
  return { firstByte, wall: performance.now() - t, cpu: cpu() - c };
}

// Warm-up: the first requests compile code and read the snapshot's pages in; not what a running service costs.
for (const query of searches.slice(0, 10)) await search(query);
for (const question of questions.slice(0, 5)) await ask(question);

const times = {
  search: [] as number[],
  searchCpu: [] as number[],
  first: [] as number[],
  answer: [] as number[],
  askCpu: [] as number[],
};
for (let round = 0; round < Number(values.rounds); round++) {
  for (const [i, query] of searches.entries()) {
    const s = await search(query);
    times.search.push(s.wall);
    times.searchCpu.push(s.cpu);
    const a = await ask(questions[i % questions.length] ?? 'install');
    times.first.push(a.firstByte);
    times.answer.push(a.wall);
    times.askCpu.push(a.cpu);
  }
}
await service.close();
if (!values.dir) await rm(root, { recursive: true, force: true });

const at = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN).toFixed(1);
};
const line = (name: string, list: number[]) =>
  console.log(`  ${name.padEnd(34)} p50 ${at(list, 0.5).padStart(6)} ms   p95 ${at(list, 0.95).padStart(6)} ms`);
console.log(
  `\n${info.pages} pages, ${info.sections} sections; ready in ${(readyMs / 1000).toFixed(1)} s; load average ` +
    `${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores; ${times.search.length} searches ` +
    `(${keywords.length} keyword queries, in full and half typed) alternating with as many questions`,
);
line('search route, whole answer', times.search);
line('  CPU per search (client included)', times.searchCpu);
line('message route, first byte', times.first);
line('message route, whole answer', times.answer);
line('  CPU per question (client included)', times.askCpu);
console.log(`target: search route p50 ≤ 20 ms at 10,000 pages`);
