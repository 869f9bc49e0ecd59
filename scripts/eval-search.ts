/**
 * Ranking for short keyword queries, as a reader types them into a docs site's search box (eval/search/
 * keyword-queries.json: 144 queries of one to three words over the seven eval corpora, each with the pages that answer
 * it, written before any search ran on them). For each: does the search route's ranking (search/search-docs.ts, the
 * one MCP's search_docs uses too) put a section of an answering page first (hit@1), or in the first five (hit@5)?
 * Beside it, in the same run over the same pages: whole-page BM25 (the baseline `npm run eval` uses), and MiniSearch
 * over the same sections set up as VitePress's local search sets it up (title, headings and text boosted 4/1/2,
 * prefix and fuzzy 0.2 — what many docs sites ship). Then the same queries as typed so far: the last word cut to its
 * first half and a letter (`workspaces` → `worksp`), what a search-as-you-type box sends before the reader finishes
 * (the search route matches a query's last word as a prefix too, as MiniSearch's `prefix` does).
 *
 *   npm run eval:search               # every corpus, pooled by half
 *   npm run eval:search -- --verbose  # every query that misses hit@1, with what each ranking found
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { buildDocsIndex, type DocsIndex } from '../packages/service/src/retrieval/docs-index';
import { readDocsFolder } from '../packages/service/src/retrieval/read-docs-folder';
import { searchDocs } from '../packages/service/src/search/search-docs';
import { typedSoFar } from './typed-so-far';
import { wholePageBm25 } from './whole-page-bm25';

const K = 5;
const verbose = process.argv.includes('--verbose');

interface QuerySet {
  corpus: string;
  package: string;
  half: 'tuned' | 'held-out';
  queries: Array<{ q: string; pages: string[] }>;
}

type Ranking = (query: string) => string[];
type Counts = Record<string, { at1: number; atK: number }>;

/** MiniSearch over the index's sections as VitePress's local search configures it (its `localSearch` defaults). */
function vitePressMiniSearch(index: DocsIndex): Ranking {
  const mini = new MiniSearch<{ id: string; path: string; title: string; titles: string; text: string }>({
    fields: ['title', 'titles', 'text'],
    storeFields: ['path'],
    searchOptions: { fuzzy: 0.2, prefix: true, boost: { title: 4, text: 2, titles: 1 } },
  });
  mini.addAll(
    index.sections.map((section) => ({
      id: section.id,
      path: section.path,
      title: section.heading,
      titles: [section.pageTitle, ...section.trail].join(' '),
      text: `${section.prose}\n${section.code}`,
    })),
  );
  return (query) =>
    mini
      .search(query)
      .slice(0, K)
      .map((result) => (result as unknown as { path: string }).path);
}

const pct = (n: number, of: number) => `${of === 0 ? '—' : ((100 * n) / of).toFixed(0)}%`.padStart(5);

async function evaluate(root: string, set: QuerySet): Promise<{ counts: Counts; n: number; ms: number }> {
  const { pages } = await readDocsFolder(join(root, set.corpus));
  const index = buildDocsIndex(pages);
  const rankings: Record<string, Ranking> = {
    'search route': (q) => searchDocs(index, q, { limit: K }).hits.map((hit) => hit.section.path),
    'whole-page BM25': wholePageBm25(pages, K),
    'MiniSearch, VitePress setup': vitePressMiniSearch(index),
  };
  const counts: Counts = {};
  const count = (name: string, found: string[], expected: string[]) => {
    const c = (counts[name] ??= { at1: 0, atK: 0 });
    c.at1 += Number(expected.includes(found[0] ?? ''));
    c.atK += Number(found.slice(0, K).some((path) => expected.includes(path)));
  };
  // CPU time, not wall time: the machine is shared, and waiting for a core is not the ranking's cost.
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  let ms = 0;
  for (const { q, pages: expected } of set.queries) {
    const found: Record<string, string[]> = {};
    for (const [name, rank] of Object.entries(rankings)) {
      const t0 = cpu();
      found[name] = rank(q);
      if (name === 'search route') ms += cpu() - t0;
      count(name, found[name], expected);
      count(`${name}, as typed`, rank(typedSoFar(q)), expected);
    }
    if (verbose && !expected.includes(found['search route']?.[0] ?? '')) {
      console.log(`  "${q}"  want ${expected.join(', ')}`);
      for (const [name, list] of Object.entries(found)) console.log(`      ${name.padEnd(28)} ${list.join(', ')}`);
    }
  }
  return { counts, n: set.queries.length, ms: ms / set.queries.length };
}

async function main() {
  const root = new URL('..', import.meta.url).pathname;
  const file = join(root, 'eval/search/keyword-queries.json');
  const { sets } = JSON.parse(await readFile(file, 'utf8')) as { sets: QuerySet[] };
  const rows: Array<{ name: string; half: string; n: number; counts: Counts; ms: number }> = [];
  for (const set of sets) {
    if (verbose) console.log(`\n${set.package}`);
    rows.push({ name: set.package, half: set.half, ...(await evaluate(root, set)) });
  }
  const names = Object.keys(rows[0]?.counts ?? {});
  const pooled = (of: typeof rows) => {
    const counts: Counts = {};
    for (const name of names)
      counts[name] = {
        at1: of.reduce((sum, row) => sum + (row.counts[name]?.at1 ?? 0), 0),
        atK: of.reduce((sum, row) => sum + (row.counts[name]?.atK ?? 0), 0),
      };
    return { n: of.reduce((sum, row) => sum + row.n, 0), counts };
  };
  const table = (title: string, of: typeof rows) => {
    const { n, counts } = pooled(of);
    console.log(`\n${title} (${n} queries)                 hit@1  hit@${K}`);
    for (const name of names) {
      const c = counts[name] ?? { at1: 0, atK: 0 };
      console.log(`  ${name.padEnd(40)} ${pct(c.at1, n)}  ${pct(c.atK, n)}`);
    }
  };
  console.log(`\nper corpus: search route hit@1 / hit@${K} (whole-page BM25), CPU per query`);
  for (const row of rows) {
    const ours = row.counts['search route'] ?? { at1: 0, atK: 0 };
    const base = row.counts['whole-page BM25'] ?? { at1: 0, atK: 0 };
    console.log(
      `  ${row.name.padEnd(22)} ${row.half.padEnd(9)} ${String(row.n).padStart(3)}  ${pct(ours.at1, row.n)} ${pct(ours.atK, row.n)}` +
        `  (${pct(base.at1, row.n).trim()} ${pct(base.atK, row.n).trim()})  ${row.ms.toFixed(2)} ms`,
    );
  }
  table('all corpora', rows);
  table(
    'tuned half (fastify, npm, pino)',
    rows.filter((row) => row.half === 'tuned'),
  );
  table(
    'held-out half (jest, vite, httpx, undici)',
    rows.filter((row) => row.half === 'held-out'),
  );
}

await main();
