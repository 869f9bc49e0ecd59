/**
 * What an answer can honestly claim, from retrieval's confidence (confidence.ts): `answered` — the best sections
 * contain what the question is about; `partial` — they come close, so the answer quotes and cites them under "the
 * docs may not answer exactly this"; `not-covered` — they do not, so the answer says so and offers related pages.
 * Two outcomes made every mistake a dead end: a question the docs answer in other words was refused outright, and
 * the only remedy, a lower bar, answered questions the docs know nothing about. The middle outcome takes the
 * near misses either way: the reader still gets the sources, and is told to check them.
 *
 * The bars were chosen by leaving one evaluation corpus out at a time (`npm run eval` prints, for each corpus, the
 * bars chosen on the others and that corpus's row under them; architecture/retrieval.md).
 */
export type Coverage = 'answered' | 'partial' | 'not-covered';

export const COVERAGES: readonly Coverage[] = ['answered', 'partial', 'not-covered'];

export interface CoverageBars {
  /** At or above: answered. */
  answered: number;
  /** At or above (and below `answered`): partial. Below: not covered. */
  partial: number;
}

export const COVERAGE_BARS: CoverageBars = { answered: 0.565, partial: 0.455 };

export function coverageOf(confidence: number, bars: CoverageBars = COVERAGE_BARS): Coverage {
  if (confidence >= bars.answered) return 'answered';
  if (confidence >= bars.partial) return 'partial';
  return 'not-covered';
}

export function isCoverage(value: unknown): value is Coverage {
  return typeof value === 'string' && (COVERAGES as readonly string[]).includes(value);
}
