/**
 * How the confidence weights and bar were chosen (retrieval/confidence.ts): a grid over the weights, scored on the
 * TUNED half of the evaluation sets only (eval/*.json with "half": "tuned"). The held-out half is never read here;
 * `npm run eval` reports it. For each setting: the bar that makes fewest mistakes summed over the tuned corpora
 * (share of covered questions refused + share of uncovered ones answered, per corpus) and the range of bars within
 * one question's worth of that — the middle of the widest range is the bar to pick, not its edge.
 *
 *   npx tsx scripts/eval-confidence-grid.ts
 */
import { join } from 'node:path';
import { CONFIDENCE_PARAMETERS, type ConfidenceParameters } from '../packages/service/src/retrieval/confidence';
import { buildDocsIndex } from '../packages/service/src/retrieval/docs-index';
import { readDocsFolder } from '../packages/service/src/retrieval/read-docs-folder';
import { readQuestionSets, uncoveredText, type QuestionSet } from './eval-sets';

const root = new URL('..', import.meta.url).pathname;
const corpora: Array<{ name: string; confidence(q: string, p: ConfidenceParameters): number; set: QuestionSet }> = [];
for (const set of await readQuestionSets(root, 'tuned')) {
  const index = buildDocsIndex((await readDocsFolder(join(root, set.corpus))).pages);
  corpora.push({
    name: set.package,
    set,
    confidence: (q, confidenceParameters) => index.retrieve(q, { limit: 5, confidenceParameters }).confidence,
  });
}

const BARS = Array.from({ length: 601 }, (_, i) => i / 1000);
function judge(p: ConfidenceParameters) {
  const scored = corpora.map((c) => ({
    covered: c.set.questions.map(({ q }) => c.confidence(q, p)),
    uncovered: c.set.uncovered.map((q) => c.confidence(uncoveredText(q), p)),
  }));
  const mistakes = (bar: number) =>
    scored.reduce(
      (sum, s) =>
        sum +
        s.covered.filter((x) => x < bar).length / s.covered.length +
        s.uncovered.filter((x) => x >= bar).length / s.uncovered.length,
      0,
    );
  const least = Math.min(...BARS.map(mistakes));
  // One question's worth on the smallest set: a bar inside this range is as good as the best one.
  const slack = 1 / Math.max(...scored.map((s) => s.covered.length + s.uncovered.length));
  const near = BARS.filter((bar) => mistakes(bar) <= least + slack);
  return { least, from: near[0] ?? 0, to: near[near.length - 1] ?? 0 };
}

const rows = [];
for (const absentWeight of [1, 1.5, 2, 3, 4])
  for (const everydayDiscount of [0, 0.5, 1, 1.5])
    for (const inText of [0.6, 0.8])
      for (const onPage of [0.3, 0.5])
        for (const hitsConsidered of [1, 3]) {
          const p = { ...CONFIDENCE_PARAMETERS, absentWeight, everydayDiscount, inText, onPage, hitsConsidered };
          const { least, from, to } = judge(p);
          rows.push({ absentWeight, everydayDiscount, inText, onPage, hitsConsidered, mistakes: least, from, to });
        }
rows.sort((a, b) => a.mistakes - b.mistakes || b.to - b.from - (a.to - a.from));
console.log(`tuned corpora: ${corpora.map((c) => c.name).join(', ')}`);
console.log(
  'mistakes = Σ per corpus (covered refused share + uncovered answered share); bars within one question of it',
);
for (const r of rows.slice(0, 12))
  console.log(
    `  absent ${r.absentWeight}  everyday ${r.everydayDiscount}  text ${r.inText}  page ${r.onPage}  hits ${r.hitsConsidered}` +
      `   mistakes ${r.mistakes.toFixed(3)}   bars ${r.from.toFixed(3)}–${r.to.toFixed(3)}`,
  );
const ours = judge(CONFIDENCE_PARAMETERS);
console.log(`ours: mistakes ${ours.least.toFixed(3)}, bars ${ours.from.toFixed(3)}–${ours.to.toFixed(3)}`);
