/**
 * How the confidence weights (retrieval/confidence.ts) and coverage bars (retrieval/coverage.ts) were chosen: a
 * grid over the weights, each setting's bars chosen on the corpora by their worst one (scripts/eval-coverage.ts),
 * and every choice checked by leaving one corpus out at a time: the weights and bars chosen on the other corpora,
 * the row of the one left out under them. The setting to keep is the one whose left-out rows are best at worst.
 *
 *   npx tsx scripts/eval-confidence-grid.ts
 */
import { join } from 'node:path';
import { CONFIDENCE_PARAMETERS, type ConfidenceParameters } from '../packages/service/src/retrieval/confidence';
import { buildDocsIndex, type DocsIndex } from '../packages/service/src/retrieval/docs-index';
import { readDocsFolder } from '../packages/service/src/retrieval/read-docs-folder';
import { chooseBars, outcomeRow, shortfall, type CorpusScores } from './eval-coverage';
import { readQuestionSets, uncoveredText, type QuestionSet } from './eval-sets';

const root = new URL('..', import.meta.url).pathname;
const K = 5;
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

const settings: ConfidenceParameters[] = [];
for (const absentWeight of [1, 2])
  for (const everydayDiscount of [0.5, 1, 1.5, 2, 2.5])
    for (const knownEverydayDiscount of [0.5, 1, 1.5, 2, 2.5])
      for (const inText of [0.6])
        for (const hitsConsidered of [1, 3])
          settings.push({
            ...CONFIDENCE_PARAMETERS,
            absentWeight,
            everydayDiscount,
            knownEverydayDiscount,
            inText,
            hitsConsidered,
          });

const scored = settings.map((p) => ({ p, scores: scoresWith(p) }));
const worstOf = (scores: CorpusScores[], bars = chooseBars(scores)) =>
  Math.max(...scores.map((s) => shortfall(outcomeRow(s, bars))));

const label = (p: ConfidenceParameters) =>
  `absent ${p.absentWeight}  everyday ${p.everydayDiscount}  known-everyday ${p.knownEverydayDiscount}  text ${p.inText}  hits ${p.hitsConsidered}`;

console.log(`corpora: ${corpora.map((c) => c.set.package).join(', ')}`);
console.log('Left out in turn: weights and bars chosen on the others, shortfall of the one left out');
for (const [i, left] of corpora.entries()) {
  const others = (s: CorpusScores[]) => s.filter((_, j) => j !== i);
  const best = scored
    .map(({ p, scores }) => ({ p, scores, worst: worstOf(others(scores)) }))
    .sort((a, b) => a.worst - b.worst)[0];
  if (!best) continue;
  const bars = chooseBars(others(best.scores));
  const row = outcomeRow(best.scores[i] as CorpusScores, bars);
  console.log(
    `  ${left.set.package.padEnd(26)} ${label(best.p)}  bars ${bars.answered}/${bars.partial}  ` +
      `others' worst ${best.worst.toFixed(3)}  its shortfall ${shortfall(row).toFixed(3)}`,
  );
}
console.log('\nOn all corpora, best at worst:');
for (const { p, worst } of scored
  .map(({ p, scores }) => ({ p, worst: worstOf(scores) }))
  .sort((a, b) => a.worst - b.worst)
  .slice(0, 8))
  console.log(`  ${label(p)}   worst shortfall ${worst.toFixed(3)}`);
