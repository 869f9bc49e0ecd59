// The local service at 100, 1,000 and 10,000 pages (`npm run bench:service`, or `-- --pages 1000`): for each size, a
// folder of real pages (scale-corpus.ts), then three starts of the service, each in its own process
// (scale-child.ts): the first (empty data dir: parse and index everything), a restart with nothing changed (the
// per-file cache beside the database), and a restart with --watch that edits one page and times until an answer
// quotes the edit. Targets at 10,000 pages, printed met or missed after its line: ready ≤ 10 s first, ≤ 2 s on a
// restart, RSS ≤ 512 MiB after either and at its peak, time to first answer byte p50 ≤ 50 ms; the search route's
// whole answer p50 ≤ 20 ms, over the keyword queries of eval/search/keyword-queries.json written for the copied docs
// (each in full and half typed), beside the questions.
//
//   npx tsx scripts/bench/scale.ts --pages 1000,10000                       # builds the pages afresh, then removes them
//   npx tsx scripts/bench/scale.ts --pages 1000,10000 --dir /tmp/scale-bench  # keeps them there (docs-<N>, as
//                                                                             # bench:search): later runs skip building
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import { buildScaleCorpus, DEFAULT_SOURCES } from './scale-corpus';

const run = promisify(execFile);
const QUESTION_FILES = ['eval/pino-questions.json', 'eval/npm-cli-questions.json', 'eval/fastify-questions.json'];

interface ChildResult {
  pages: number;
  sections: number;
  readyMs: number;
  readyCpuMs: number;
  rssReadyMiB: number;
  /** The peak until ready: the load's own (the whole run's peak adds saving the index and answering). */
  peakRssReadyMiB: number;
  peakRssMiB: number;
  firstByteP50: number;
  firstByteP95: number;
  searches: number;
  searchP50: number;
  searchP95: number;
  watchMs?: number;
}

async function child(args: string[]): Promise<ChildResult> {
  const { stdout } = await run(
    process.execPath,
    [...process.execArgv, '--expose-gc', resolve('scripts/bench/scale-child.ts'), ...args],
    { maxBuffer: 10 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as ChildResult;
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mib = (value: number) => `${Math.round(value)} MiB`;

/** The targets at 10,000 pages, each with the figure measured and whether it is met. */
function verdicts(first: ChildResult, again: ChildResult): string {
  const rows: Array<[string, number, number, string]> = [
    ['ready, first start', first.readyMs / 1000, 10, 's'],
    ['ready, restart', again.readyMs / 1000, 2, 's'],
    ['RSS after a first start', first.rssReadyMiB, 512, 'MiB'],
    ['RSS peak, first start', first.peakRssMiB, 512, 'MiB'],
    ['RSS after a restart', again.rssReadyMiB, 512, 'MiB'],
    ['RSS peak, restart', again.peakRssMiB, 512, 'MiB'],
    ['first byte p50', first.firstByteP50, 50, 'ms'],
    ['search answered p50', first.searchP50, 20, 'ms'],
  ];
  return rows
    .map(([name, value, target, unit]) => {
      const shown = unit === 's' ? value.toFixed(2) : value.toFixed(unit === 'ms' ? 1 : 0);
      return `    ${name.padEnd(24)} ${`${shown} ${unit}`.padStart(11)}  target ≤ ${target} ${unit}: ${value <= target ? 'met' : 'MISSED'}`;
    })
    .join('\n');
}

/** The pages of one size: kept under `dir` (and reused when built from the same sources), else in a temporary folder. */
async function corpusFor(pages: number, sources: string[], dir: string | undefined) {
  const root = dir ?? (await mkdtemp(join(tmpdir(), 'docs-assistant-scale-')));
  const docs = join(root, `docs-${pages}`);
  const marker = join(root, `docs-${pages}.json`);
  const saved = existsSync(marker)
    ? (JSON.parse(await readFile(marker, 'utf8')) as { sources: string[]; bytes: number; first: string })
    : undefined;
  let built = saved && existsSync(docs) && saved.sources.join() === sources.join() ? saved : undefined;
  if (!built) {
    await rm(docs, { recursive: true, force: true });
    built = { sources, ...(await buildScaleCorpus(docs, pages, sources)) };
    await writeFile(marker, JSON.stringify(built));
  }
  // Every first start begins from an empty data dir.
  const dataDir = join(root, `scale-data-${pages}`);
  await rm(dataDir, { recursive: true, force: true });
  return { root, docs, dataDir, bytes: built.bytes, edited: built.first };
}

export async function scaleBench(
  options: { pages?: string; from?: string; questions?: string; dir?: string } = {},
): Promise<void> {
  const sizes = (options.pages ?? '100,1000,10000').split(',').map(Number);
  const sources = options.from ? options.from.split(',') : DEFAULT_SOURCES;
  const count = options.questions ?? '60';
  const questionArgs = QUESTION_FILES.flatMap((file) => ['--questions', file]);
  const keywordSets = (
    JSON.parse(await readFile('eval/search/keyword-queries.json', 'utf8')) as {
      sets: Array<{ corpus: string; queries: Array<{ q: string }> }>;
    }
  ).sets;
  const searches = keywordSets
    .filter((set) => sources.some((source) => set.corpus.startsWith(source)))
    .flatMap((set) => set.queries.map((query) => query.q));
  console.log(`\nScale (pages copied from ${sources.join(', ')}; each start in its own process; ${count} questions):`);
  // The children inherit the environment, and glibc's allocator settings move RSS by tens of MiB at 10,000 pages
  // (architecture/local-service.md, tenth pass): said with the figures, so runs with and without are not mixed up.
  const allocator = Object.entries(process.env).filter(([name]) => /^MALLOC_|^GLIBC_TUNABLES$/.test(name));
  if (allocator.length > 0)
    console.log(`  allocator: ${allocator.map(([name, value]) => `${name}=${value}`).join(' ')}`);
  for (const pages of sizes) {
    const { root, docs, dataDir, bytes, edited } = await corpusFor(pages, sources, options.dir);
    const original = await readFile(edited);
    try {
      const searchFile = join(root, 'searches.json');
      await writeFile(searchFile, JSON.stringify(searches));
      const common = [
        '--docs',
        docs,
        '--data-dir',
        dataDir,
        '--count',
        count,
        ...questionArgs,
        '--searches',
        searchFile,
      ];
      const first = await child(common);
      const again = await child(common);
      const watched = await child([...common, '--count', '5', '--watch-file', edited]).catch(() => ({
        watchMs: undefined,
      }));
      console.log(
        `  ${String(pages).padStart(6)} pages (${first.sections} sections, ${(bytes / 1048576).toFixed(1)} MB): ` +
          `ready ${s(first.readyMs)} first (CPU ${s(first.readyCpuMs)}), ${s(again.readyMs)} restart (CPU ${s(again.readyCpuMs)}); RSS ${mib(first.rssReadyMiB)} (peak ${mib(first.peakRssMiB)}, ${mib(first.peakRssReadyMiB)} until ready) first, ${mib(again.rssReadyMiB)} (peak ${mib(again.peakRssMiB)}) restart; ` +
          `first byte p50 ${first.firstByteP50.toFixed(1)} ms p95 ${first.firstByteP95.toFixed(1)} ms (restart p50 ${again.firstByteP50.toFixed(1)} ms); ` +
          `search answered p50 ${first.searchP50.toFixed(1)} ms p95 ${first.searchP95.toFixed(1)} ms over ${first.searches} (restart p50 ${again.searchP50.toFixed(1)} ms); ` +
          `--watch edit answered after ${watched.watchMs === undefined ? 'never' : s(watched.watchMs)}`,
      );
      if (pages >= 10_000) console.log(verdicts(first, again));
    } finally {
      // The --watch start appended to one page: a kept folder gets it back as built.
      if (options.dir) await writeFile(edited, original);
      else await rm(root, { recursive: true, force: true });
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string' },
      from: { type: 'string' },
      questions: { type: 'string' },
      dir: { type: 'string' },
    },
  });
  await scaleBench(values);
}
