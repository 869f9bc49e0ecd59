/**
 * Retrieval quality over a documentation set nobody here wrote (fastify's docs, shipped as markdown in its npm
 * package). For each question phrased as a reader would ask it: does a page that answers it come first (hit@1) or
 * within the first five sources (hit@5)? Ours against plain whole-file BM25 in the same run.
 *
 *   npm run eval            # every question set in eval/*.json
 *   npm run eval -- --verbose
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import MiniSearch from 'minisearch';
import { buildDocsIndex } from '../src/service/retrieval/docs-index';
import { readDocsFolder } from '../src/service/retrieval/load-docs';

interface QuestionSet {
  corpus: string;
  package: string;
  questions: Array<{ q: string; pages: string[] }>;
}

const K = 5;
const verbose = process.argv.includes('--verbose');

/** The baseline: one document per file, MiniSearch's default tokenising, no boosts, no synonyms. */
function wholeFileBm25(pages: Array<{ path: string; source: string }>) {
  const mini = new MiniSearch<{ path: string; source: string }>({ fields: ['source'], idField: 'path' });
  mini.addAll(pages);
  return (q: string) => mini.search(q).slice(0, K).map((r) => r.id as string);
}

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(0)}%`.padStart(5);

async function main() {
  const root = new URL('..', import.meta.url).pathname;
  const setFiles = (await readdir(join(root, 'eval'))).filter((f) => f.endsWith('.json'));
  for (const file of setFiles) {
    const set = JSON.parse(await readFile(join(root, 'eval', file), 'utf8')) as QuestionSet;
    const { pages } = await readDocsFolder(join(root, set.corpus));
    const started = performance.now();
    const index = buildDocsIndex(pages);
    const indexMs = performance.now() - started;
    const baseline = wholeFileBm25(pages);
    const ours = { at1: 0, atK: 0 };
    const base = { at1: 0, atK: 0 };
    for (const { q, pages: expected } of set.questions) {
      const found = index.search(q, { limit: K }).map((hit) => hit.section.path);
      const baseFound = baseline(q);
      const hit = (list: string[], k: number) => list.slice(0, k).some((p) => expected.includes(p));
      ours.at1 += Number(hit(found, 1));
      ours.atK += Number(hit(found, K));
      base.at1 += Number(hit(baseFound, 1));
      base.atK += Number(hit(baseFound, K));
      if (verbose || !hit(found, 1)) {
        const mark = hit(found, 1) ? '1' : hit(found, K) ? String(K) : 'x';
        console.log(`[${mark}] ${q}\n     want ${expected.join(', ')}\n     ours ${found.join(', ')}\n     base ${baseFound.join(', ')}`);
      }
    }
    const n = set.questions.length;
    console.log(`\n${set.package}: ${pages.length} pages, ${index.sections.length} sections, ${n} questions (indexed in ${indexMs.toFixed(0)} ms)`);
    console.log(`                         hit@1  hit@${K}`);
    console.log(`  sections + boosts     ${pct(ours.at1, n)}  ${pct(ours.atK, n)}`);
    console.log(`  whole-file BM25       ${pct(base.at1, n)}  ${pct(base.atK, n)}`);
  }
}

await main();
