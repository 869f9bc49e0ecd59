import type { RunResult } from './pages/harness';

export interface Figures {
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  overFrame: number;
  totalMs: number;
  exponent: number;
  updates: number;
}

// One 60 Hz frame: an update longer than this drops a frame.
export const FRAME_MS = 1000 / 60;
const CHARS_PER_TOKEN = 4;

export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export const median = (values: readonly number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/**
 * Exponent k of total cost ∝ length^k, fitted (least squares on log–log) to the cumulative cost of streaming the
 * first 2k, 2.5k, … 8k tokens: streaming a shorter answer costs exactly the updates of its prefix.
 * `stride` scales sampled runs back to every update.
 */
function fittedExponent(run: RunResult, stride: number): number {
  const xs: number[] = [];
  const ys: number[] = [];
  let cumulative = 0;
  let next = 2000;
  run.lengths.forEach((length, i) => {
    cumulative += (run.durations[i] ?? 0) * stride;
    while (length / CHARS_PER_TOKEN >= next && next <= 8000) {
      xs.push(Math.log(next));
      ys.push(Math.log(cumulative));
      next += 500;
    }
  });
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  for (let i = 0; i < n; i++) {
    num += ((xs[i] ?? 0) - mx) * ((ys[i] ?? 0) - my);
    den += ((xs[i] ?? 0) - mx) ** 2;
  }
  return num / den;
}

/** The figures of one run. The last (final, non-streaming) update is counted like any other. */
export function figuresOf(run: RunResult, stride: number): Figures {
  const sorted = [...run.durations].sort((a, b) => a - b);
  const sum = run.durations.reduce((a, b) => a + b, 0);
  return {
    medianMs: quantile(sorted, 0.5),
    p95Ms: quantile(sorted, 0.95),
    maxMs: sorted[sorted.length - 1] ?? Number.NaN,
    overFrame: run.durations.filter((d) => d > FRAME_MS).length * stride,
    totalMs: sum * stride,
    exponent: fittedExponent(run, stride),
    updates: run.durations.length * stride,
  };
}

/** Median of each figure across runs. */
export function medianFigures(runs: readonly Figures[]): Figures {
  const pick = (key: keyof Figures) => median(runs.map((r) => r[key]));
  return {
    medianMs: pick('medianMs'),
    p95Ms: pick('p95Ms'),
    maxMs: pick('maxMs'),
    overFrame: pick('overFrame'),
    totalMs: pick('totalMs'),
    exponent: pick('exponent'),
    updates: pick('updates'),
  };
}

/**
 * Per update, the fastest of several runs. On a shared machine a single update is often preempted by other
 * processes; its cost is the same in every run, so the minimum across runs filters that noise out.
 */
export function fastestPerUpdate(runs: readonly RunResult[]): RunResult | undefined {
  const [first] = runs;
  if (!first) return undefined;
  const durations = first.durations.map((_, i) =>
    Math.min(...runs.map((r) => r.durations[i] ?? Number.POSITIVE_INFINITY)),
  );
  return { durations, lengths: first.lengths, mountMs: Math.min(...runs.map((r) => r.mountMs)) };
}
