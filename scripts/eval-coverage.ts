/**
 * The coverage outcomes' side of `npm run eval`: each corpus's row under given bars, the targets every corpus must
 * meet, and the bars chosen by leaving one corpus out at a time — chosen on the others by their worst corpus, then
 * applied to the one left out, which chose nothing.
 */
import { coverageOf, type Coverage, type CoverageBars } from '../packages/service/src/retrieval/coverage';

export interface CorpusScores {
  name: string;
  /** Confidence of each question the docs answer, and whether a wanted page is among its first five hits. */
  covered: number[];
  /** Confidence of each question they do not. */
  uncovered: number[];
  hitAtK: number;
  /** Covered questions whose answer's first quoted passage is from a wanted page. */
  firstQuotedWanted: number;
}

export interface OutcomeRow {
  name: string;
  n: number;
  u: number;
  covered: Record<Coverage, number>;
  uncovered: Record<Coverage, number>;
  hitAtK: number;
  firstQuotedWanted: number;
}

export const TARGETS = {
  coveredNotCovered: 0.05,
  coveredPartial: 0.15,
  uncoveredAnswered: 0.15,
  uncoveredNotCovered: 0.6,
  hitAtK: 0.9,
};

const tally = (confidences: number[], bars: CoverageBars) => {
  const counts: Record<Coverage, number> = { answered: 0, partial: 0, 'not-covered': 0 };
  for (const c of confidences) counts[coverageOf(c, bars)]++;
  return counts;
};

export function outcomeRow(scores: CorpusScores, bars: CoverageBars): OutcomeRow {
  return {
    name: scores.name,
    n: scores.covered.length,
    u: scores.uncovered.length,
    covered: tally(scores.covered, bars),
    uncovered: tally(scores.uncovered, bars),
    hitAtK: scores.hitAtK,
    firstQuotedWanted: scores.firstQuotedWanted,
  };
}

/** How far a row is from each coverage target, summed (0 = all met). hit@5 does not depend on the bars. */
export function shortfall(row: OutcomeRow): number {
  const share = (count: number, of: number) => (of === 0 ? 0 : count / of);
  return (
    Math.max(0, share(row.covered['not-covered'], row.n) - TARGETS.coveredNotCovered) +
    Math.max(0, share(row.covered.partial, row.n) - TARGETS.coveredPartial) +
    Math.max(0, share(row.uncovered.answered, row.u) - TARGETS.uncoveredAnswered) +
    Math.max(0, TARGETS.uncoveredNotCovered - share(row.uncovered['not-covered'], row.u))
  );
}

export function meetsTargets(row: OutcomeRow): boolean {
  return shortfall(row) === 0 && row.hitAtK / row.n >= TARGETS.hitAtK;
}

/** Mistakes of any size, for a tie between bars that meet the targets equally: each share counts. */
function mistakes(row: OutcomeRow): number {
  return (
    (row.covered['not-covered'] + 0.5 * row.covered.partial) / row.n +
    (row.uncovered.answered + 0.5 * row.uncovered.partial) / row.u
  );
}

const STEP = 0.005;
const GRID = Array.from({ length: 121 }, (_, i) => i * STEP);

/**
 * The bars that serve the worst of these corpora best: least worst-corpus shortfall, then least total shortfall,
 * then fewest mistakes; of bars tied on all three, the middle one (not an edge that one more question would cross).
 */
export function chooseBars(corpora: CorpusScores[]): CoverageBars {
  let best: Array<{ bars: CoverageBars; key: number[] }> = [];
  const better = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) {
      const d = (a[i] ?? 0) - (b[i] ?? 0);
      if (Math.abs(d) > 1e-9) return d < 0 ? -1 : 1;
    }
    return 0;
  };
  for (const answered of GRID)
    for (const partial of GRID) {
      if (partial > answered) break;
      const bars = { answered, partial };
      const rows = corpora.map((c) => outcomeRow(c, bars));
      const short = rows.map(shortfall);
      const key = [Math.max(...short), short.reduce((a, b) => a + b, 0), rows.reduce((a, r) => a + mistakes(r), 0)];
      const order = best.length === 0 ? -1 : better(key, best[0]?.key ?? []);
      if (order < 0) best = [{ bars, key }];
      else if (order === 0) best.push({ bars, key });
    }
  return best[Math.floor(best.length / 2)]?.bars ?? { answered: 0, partial: 0 };
}

/** For each corpus: the bars chosen on all the others, and its row under them. */
export function leaveOneOut(corpora: CorpusScores[]): Array<{ bars: CoverageBars; row: OutcomeRow }> {
  return corpora.map((left) => {
    const bars = chooseBars(corpora.filter((c) => c !== left));
    return { bars, row: outcomeRow(left, bars) };
  });
}

const pct = (n: number, of: number) => `${of === 0 ? '—' : ((100 * n) / of).toFixed(0)}%`.padStart(5);

export const ROW_HEADER =
  '  corpus                     covered: answered partial not-cov  uncovered: answered partial not-cov  hit@5  1st quote wanted';

export function formatRow(row: OutcomeRow, note = ''): string {
  const c = row.covered;
  const u = row.uncovered;
  return (
    `  ${row.name.padEnd(26)} ${pct(c.answered, row.n)}    ${pct(c.partial, row.n)}  ${pct(c['not-covered'], row.n)}` +
    `             ${pct(u.answered, row.u)}    ${pct(u.partial, row.u)}  ${pct(u['not-covered'], row.u)}` +
    `  ${pct(row.hitAtK, row.n)}  ${pct(row.firstQuotedWanted, row.n)}${note}`
  );
}

/** The worst figure of each column across corpora (each column's worst may come from a different corpus). */
export function worstRow(rows: OutcomeRow[]): string {
  const worst = (share: (r: OutcomeRow) => number, high: boolean) => {
    const values = rows.map(share);
    return (high ? Math.max(...values) : Math.min(...values)) * 100;
  };
  const f = (v: number) => `${v.toFixed(0)}%`.padStart(5);
  return (
    `  ${'worst of each column'.padEnd(26)} ${f(worst((r) => r.covered.answered / r.n, false))}    ` +
    `${f(worst((r) => r.covered.partial / r.n, true))}  ${f(worst((r) => r.covered['not-covered'] / r.n, true))}` +
    `             ${f(worst((r) => r.uncovered.answered / r.u, true))}    ${f(worst((r) => r.uncovered.partial / r.u, true))}` +
    `  ${f(worst((r) => r.uncovered['not-covered'] / r.u, false))}  ${f(worst((r) => r.hitAtK / r.n, false))}` +
    `  ${f(worst((r) => r.firstQuotedWanted / r.n, false))}`
  );
}
