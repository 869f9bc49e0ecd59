/**
 * How the confidence weights (retrieval/confidence.ts) were chosen: a grid over how steeply being everyday English
 * takes weight off a word, how much the word's rarity in the docs adds, and how many hits are read — each setting
 * judged on the corpora whose questions were read one by one while designing it (eval-coverage.ts LOOKED_AT),
 * never on the others.
 *
 * Judged by the worst corpus, as the targets are, but not on one draw of questions: 20–39 covered and 8–22 uncovered
 * questions a corpus make one question 3–12 points, so the worst corpus's shortfall jumps between neighbouring
 * settings. Each setting's figure is the mean, over 40 resamples of every corpus's questions (with replacement, the
 * same resamples for every setting), of the worst shortfall with each corpus's bars chosen on the others
 * (scripts/eval-coverage.ts). The best setting is the service's; `npm run eval` then measures it on all nine, and
 * the corpora not looked at are the figure that says how it transfers.
 *
 *   npx tsx scripts/eval-confidence-grid.ts
 *   npx tsx scripts/eval-confidence-grid.ts --situation   # how much a long question's setting words count against a hit
 */
import { join } from 'node:path';
import { CONFIDENCE_PARAMETERS, type ConfidenceParameters } from '../packages/service/src/retrieval/confidence';
import { buildDocsIndex, type DocsIndex } from '../packages/service/src/retrieval/docs-index';
import { readDocsFolder } from '../packages/service/src/retrieval/read-docs-folder';
import {
  chooseBars,
  chosenPair,
  lookedAt,
  outcomeRow,
  shortfall,
  underEveryBar,
  type CorpusScores,
} from './eval-coverage';
import { readQuestionSets, uncoveredText, type QuestionSet } from './eval-sets';

const root = new URL('..', import.meta.url).pathname;
const K = 5;
const RESAMPLES = 40;
const corpora: Array<{ set: QuestionSet; index: DocsIndex }> = [];
for (const set of await readQuestionSets(root)) {
  const index = buildDocsIndex((await readDocsFolder(join(root, set.corpus))).pages);
  corpora.push({ set, index });
}

function scoresWith(p: ConfidenceParameters): CorpusScores[] {
  return corpora.map(({ set, index }) => {
    const asked = set.questions.map(({ q, pages }) => {
      const r = index.retrieve(q, { limit: K, confidenceParameters: p });
      return { confidence: r.confidence, hit: r.hits.some((h) => pages.includes(h.section.path)) };
    });
    return {
      name: set.package,
      covered: asked.map((a) => a.confidence),
      uncovered: set.uncovered.map(
        (q) => index.retrieve(uncoveredText(q), { limit: K, confidenceParameters: p }).confidence,
      ),
      hitAtK: asked.filter((a) => a.hit).length,
      firstQuotedWanted: 0,
    };
  });
}

/** Each corpus left out in turn, its bars chosen on the others: its shortfall. */
const leftOut = (scores: CorpusScores[]) =>
  scores.map((left) => shortfall(outcomeRow(left, chooseBars(scores.filter((s) => s !== left)))));
const worstOf = (shortfalls: number[]) => Math.max(...shortfalls);

/** A fixed pseudo-random sequence (mulberry32), so every setting meets the same resamples. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(7);
const draw = (n: number) => Array.from({ length: n }, () => Math.floor(next() * n));
const resamples = Array.from({ length: RESAMPLES }, () =>
  corpora.map(({ set }) => ({ covered: draw(set.questions.length), uncovered: draw(set.uncovered.length) })),
);

function resampled(scores: CorpusScores[]): { worst: number; total: number } {
  const kept = scores.flatMap((s, i) => (lookedAt(s.name) ? [{ s, i }] : []));
  let worst = 0;
  let total = 0;
  for (const draws of resamples) {
    const tables = kept.map(({ s, i }) =>
      underEveryBar({
        ...s,
        covered: (draws[i]?.covered ?? []).map((j) => s.covered[j] ?? 0),
        uncovered: (draws[i]?.uncovered ?? []).map((j) => s.uncovered[j] ?? 0),
      }),
    );
    // Each left out in turn: its shortfall under the bars chosen on the others.
    const each = tables.map((left) => left.shortfall[chosenPair(tables.filter((t) => t !== left))] ?? 0);
    worst += worstOf(each) / RESAMPLES;
    total += each.reduce((a, b) => a + b, 0) / RESAMPLES;
  }
  return { worst, total };
}

const settings: ConfidenceParameters[] = [];
const situation = process.argv.includes('--situation');
if (situation) {
  for (const aboutWeight of [1.5, 2, 2.5, 3, 4, 5])
    for (const situationShare of [0, 0.25, 0.5, 0.75])
      for (const hitsConsidered of [2, 3])
        settings.push({ ...CONFIDENCE_PARAMETERS, aboutWeight, situationShare, hitsConsidered });
  settings.push({ ...CONFIDENCE_PARAMETERS, situationShare: 1 });
} else
  for (const everydayDiscount of [0.5, 1, 1.25, 1.5, 1.75, 2])
    for (const specificityPower of [0, 0.5, 1, 2])
      for (const hitsConsidered of [1, 2, 3, 4])
        settings.push({ ...CONFIDENCE_PARAMETERS, everydayDiscount, specificityPower, hitsConsidered });

const label = (p: ConfidenceParameters) =>
  `everyday ${p.everydayDiscount.toFixed(2)}  specificity^${p.specificityPower}  hits ${p.hitsConsidered}` +
  (p.situationShare < 1 ? `  setting ${p.situationShare} past ${p.aboutWeight}` : '');
const service = label(CONFIDENCE_PARAMETERS);
/** The weights before this grid: every word by the square of its rarity in the docs, half discounted if everyday. */
const before = label({ ...CONFIDENCE_PARAMETERS, everydayDiscount: 0.5, specificityPower: 2, hitsConsidered: 1 });

console.log(
  `looked at: ${corpora
    .filter((c) => lookedAt(c.set.package))
    .map((c) => c.set.package)
    .join(', ')}`,
);
console.log(
  `not looked at: ${corpora
    .filter((c) => !lookedAt(c.set.package))
    .map((c) => c.set.package)
    .join(', ')}`,
);
const scored = settings.map((p) => {
  const scores = scoresWith(p);
  const each = leftOut(scores);
  const unseen = each.filter((_, i) => !lookedAt(scores[i]?.name ?? ''));
  return { p, judged: resampled(scores), all: worstOf(each), unseen: unseen.length > 0 ? worstOf(unseen) : undefined };
});
scored.sort((a, b) => a.judged.worst - b.judged.worst || a.judged.total - b.judged.total);
console.log(
  `\nBest first by the looked-at corpora (mean of ${RESAMPLES} resamples: worst, summed shortfall, each left out);` +
    '\nthen the questions as they are, each of the nine left out: the worst, and the worst of the four not looked at',
);
for (const [rank, { p, judged, all, unseen }] of scored.entries()) {
  const mark = label(p) === service ? '   ← the service' : label(p) === before ? '   ← before' : '';
  if (rank >= 12 && !mark && !situation) continue;
  console.log(
    `  ${String(rank + 1).padStart(2)}. ${label(p).padEnd(42)} ${judged.worst.toFixed(3)} ${judged.total.toFixed(3)}` +
      `   all ${all.toFixed(3)}  not looked at ${unseen?.toFixed(3) ?? '—'}${mark}`,
  );
}
