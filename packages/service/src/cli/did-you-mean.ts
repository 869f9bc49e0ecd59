/**
 * The closest of `candidates` to what was typed, when it is close enough to be the likely intent: a typo of one
 * or two letters (more for long words), two letters swapped, or a prefix (`--data` → `--data-dir`).
 */
export function closest(typed: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(typed.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  if (best === undefined) return undefined;
  // A third of the word may be wrong: "srve" (1 of 5) yes, "x" for "serve" no.
  const allowed = Math.max(1, Math.floor(Math.max(typed.length, best.length) / 3));
  if (bestDistance <= allowed) return best;
  const prefixed = candidates.filter((c) => typed.length >= 3 && c.startsWith(typed));
  return prefixed.length === 1 ? prefixed[0] : undefined;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps cost 1. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i]!;
      row[j] = Math.min(row[j - 1]! + 1, rows[i - 1]![j]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
      }
    }
  }
  return rows[a.length]![b.length]!;
}
