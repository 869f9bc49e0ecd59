// Everyday commonness (retrieval/everyday-words.ts) is read for a question's terms, which are stemmed: a word must get
// the commonness of the words that become its term, not of a stop word that happens to share the stem.
import { expect, it } from 'vitest';
import { everydayCommonness } from '../../src/retrieval/everyday-words';
import { processTerm, tokenize } from '../../src/retrieval/terms';

const commonness = (word: string) => everydayCommonness(processTerm(word)?.[0] ?? '');

it('a word that shares its stem with a stop word is as common as itself (`theme` → `them`)', () => {
  expect(processTerm('theme')?.[0]).toBe(processTerm('themes')?.[0]);
  expect(processTerm('them')).toBeNull();
  expect(commonness('theme')).toBeLessThan(0.5);
});

it('everyday words stay everyday, topic words stay topics', () => {
  expect(commonness('running')).toBeGreaterThan(0.6);
  expect(commonness('happens')).toBeGreaterThan(0.6);
  expect(commonness('cron')).toBeLessThan(0.3);
  expect(commonness('webpack')).toBe(0);
});

it('a small number in digits is as everyday as the word for it; a longer one is a name (a status code, a port)', () => {
  expect(commonness('5')).toBeGreaterThan(0.6);
  expect(commonness('10')).toBe(commonness('ten'));
  expect(commonness('429')).toBe(0);
  expect(commonness('5173')).toBe(0);
});

it('a number written with thousands separators is one term, a count as everyday as a small one', () => {
  expect(tokenize('about 9,000 files, 10,000 pages')).toEqual(['about', '9,000', 'files', '10,000', 'pages']);
  expect(commonness('9,000')).toBe(commonness('ten'));
  // Not grouped in threes, or after a letter: separate tokens as before.
  expect(tokenize('1,2,3 x,000')).toEqual(['1', '2', '3', 'x', '000']);
  expect(commonness('9000')).toBe(0);
});
