// A page's words as counted for the index (one pass over the characters, a table of the page's own tokens) are the
// counts a plain recount gives — tokenize, processTerm and a map per field — on every page of the eval corpora and
// on a page whose sections are in two languages (English rules for one, plain rules for the other).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import type { Section } from '../../src/retrieval/markdown-sections';
import { countPageTerms, pageLabel, type PageTerms } from '../../src/retrieval/page-terms';
import { splitPages } from '../../src/retrieval/split-pages';
import { termRules } from '../../src/retrieval/term-rules';

/** The counts as the index would make them from the text: each field's terms in the order met, and its tokens. */
function recount(sections: readonly Section[]) {
  const field = (text: string, section: Section) => {
    const rules = termRules(section.meta.language);
    const tokens = rules.tokenize(text);
    const counts = new Map<string, number>();
    for (const token of tokens)
      for (const term of rules.processTerm(token) ?? []) counts.set(term, (counts.get(term) ?? 0) + 1);
    return { tokens: new Set(tokens), counts };
  };
  const slots = sections.flatMap((section) =>
    [section.heading, section.trail.join(' '), pageLabel(section), section.prose, section.code].map((text) =>
      field(text, section),
    ),
  );
  const merged = (fields: typeof slots) => {
    const counts = new Map<string, number>();
    const tokens = new Set<string>();
    for (const one of fields) {
      for (const token of one.tokens) tokens.add(token);
      for (const [term, n] of one.counts) counts.set(term, (counts.get(term) ?? 0) + n);
    }
    return { tokens, counts };
  };
  const title = slots[2] ?? { tokens: new Set<string>(), counts: new Map<string, number>() };
  const headings = merged(slots.filter((_, i) => i % 5 === 0));
  const body = merged(slots.filter((_, i) => i % 5 >= 3));
  return [...slots, title, headings, body].map(({ tokens, counts }) => ({ length: tokens.size, counts: [...counts] }));
}

/** The counted terms read back slot by slot, as strings. */
const readBack = (terms: PageTerms) =>
  Array.from({ length: terms.lengths.length }, (_, slot) => {
    const counts: Array<[string, number]> = [];
    for (let i = terms.starts[slot] as number; i < (terms.starts[slot + 1] as number); i += 2)
      counts.push([terms.terms[terms.pairs[i] as number] as string, terms.pairs[i + 1] as number]);
    return { length: terms.lengths[slot], counts };
  });

const markdownFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? markdownFiles(join(dir, entry.name))
      : /\.(md|mdx|markdown)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

it('every page of the eval corpora: the counts a plain recount gives, in its order', () => {
  const files = markdownFiles('eval/corpora');
  const pages = splitPages(
    files.map((file) => ({ path: `/${relative('eval/corpora', file)}`, source: readFileSync(file, 'utf8'), file })),
  );
  expect(pages.length).toBeGreaterThan(300);
  const differing = pages.filter(
    (page) => JSON.stringify(readBack(countPageTerms(page.sections))) !== JSON.stringify(recount(page.sections)),
  );
  expect(differing.map((page) => page.path)).toEqual([]);
});

it('a page in two languages: each section counted by its own language’s rules, a shared word too', () => {
  const [page] = splitPages([
    { path: '/mixed', source: '# Setting hooks\n\nThe hooks were configured.\n\n## Die Hooks\n\nDie hooks wurden gesetzt.\n' },
  ]);
  const sections = (page?.sections ?? []).map((section, i) =>
    i === 1 ? { ...section, meta: { ...section.meta, language: 'de' } } : section,
  );
  expect(sections).toHaveLength(2);
  const counted = readBack(countPageTerms(sections));
  expect(counted).toEqual(recount(sections));
  // English rules stem `hooks` to `hook`; German's keep it, and keep `die`, an English stop word.
  expect(counted[3]?.counts).toContainEqual(['hook', 1]);
  expect(counted[8]?.counts).toEqual(expect.arrayContaining([['hooks', 1], ['die', 1]]));
});
