import type { Section } from './markdown-sections';
import { termRules, type TermRules } from './term-rules';
import { termNumbering } from './term-numbering';

/** The fields of a section's search document, in order (docs-index.ts gives their boosts in the same order). */
export const SECTION_FIELDS = ['heading', 'trailText', 'pageTitle', 'prose', 'code'];
/** The fields of a page's search document: its title, its headings, and the text of all its sections. */
export const PAGE_FIELDS = ['title', 'headings', 'body'];

/**
 * A page's words as the index counts them: for each of its sections' search fields, and then each of the page's
 * own, how many distinct tokens the field holds (its length, as MiniSearch measures it) and how often each term
 * occurs in it. Counted once where the page is parsed — in a parse worker at a first start — so building the index
 * reads no text: the text was tokenized three times over on the main thread (sections, pages, term statistics),
 * half of a first start at 10,000 pages.
 *
 * Typed arrays and one list of strings, so a worker hands it over cheaply. Slot `s × 5 + f` is section s's field f
 * (`SECTION_FIELDS`), the last three slots the page's (`PAGE_FIELDS`).
 */
export interface PageTerms {
  /** The page's terms, each once, in the order first met (section by section, field by field). */
  terms: string[];
  /** Per slot: the field's distinct tokens. */
  lengths: Uint32Array;
  /** Per slot: where its pairs start in `pairs` (one more entry at the end). */
  starts: Uint32Array;
  /** `[term, occurrences]` pairs (the term as its number in `terms`), each slot's in the order its terms are first met. */
  pairs: Uint32Array;
}

/**
 * Counts one page's sections (all of one page, in order, with their text). The same tokens as the index made from
 * the text itself — a section's fields joined with spaces are the text the term statistics read, a page's
 * headings and body its sections' — so an index built from these counts is the same, score for score.
 */
export function countPageTerms(sections: readonly Section[]): PageTerms {
  const terms: string[] = [];
  const numberOf = termNumbering(terms);
  const lengths: number[] = [];
  const starts: number[] = [];
  const pairs: number[] = [];
  const headingTokens = new Set<string>();
  const bodyTokens = new Set<string>();
  const headingCounts = new Map<number, number>();
  const bodyCounts = new Map<number, number>();

  /** Adds one text's terms to `counts` and its tokens to `tokens`. */
  const count = (text: string, rules: TermRules, counts: Map<number, number>, tokens: Set<string>) => {
    for (const token of rules.tokenize(text)) {
      tokens.add(token);
      for (const term of rules.processTerm(token) ?? []) {
        const n = numberOf(term);
        counts.set(n, (counts.get(n) ?? 0) + 1);
      }
    }
  };
  const close = (counts: Map<number, number>, length: number) => {
    starts.push(pairs.length);
    lengths.push(length);
    for (const [n, occurrences] of counts) pairs.push(n, occurrences);
  };

  for (const section of sections) {
    const sectionRules = termRules(section.meta.language);
    const values = [section.heading, section.trail.join(' '), pageLabel(section), section.prose, section.code];
    values.forEach((value, field) => {
      const counts = new Map<number, number>();
      const tokens = new Set<string>();
      count(value, sectionRules, counts, tokens);
      close(counts, tokens.size);
      // The page's fields are its sections' (docs-index.ts's page documents): headings, then prose and code.
      if (field === 0) for (const token of tokens) headingTokens.add(token);
      if (field >= 3) for (const token of tokens) bodyTokens.add(token);
      const into = field === 0 ? headingCounts : field >= 3 ? bodyCounts : undefined;
      if (into) for (const [n, occurrences] of counts) into.set(n, (into.get(n) ?? 0) + occurrences);
    });
  }
  // The page's title is its first section's label (its title and description): that section's third field.
  starts.push(pairs.length);
  lengths.push(sections.length > 0 ? (lengths[2] as number) : 0);
  for (let i = starts[2] ?? 0; i < (starts[3] ?? 0); i++) pairs.push(pairs[i] as number);
  close(headingCounts, headingTokens.size);
  close(bodyCounts, bodyTokens.size);
  starts.push(pairs.length);
  return {
    terms,
    lengths: Uint32Array.from(lengths),
    starts: Uint32Array.from(starts),
    pairs: Uint32Array.from(pairs),
  };
}

// A page's front-matter description ("Remove a package") is its one-line summary, often the reader's own words:
// it counts with the title for every section of the page.
export const pageLabel = (section: Section) =>
  section.meta.description ? `${section.pageTitle} ${section.meta.description}` : section.pageTitle;

/** The slot of a section's field, or of the page's field `f` (`PAGE_FIELDS`) in a page of `sections` sections. */
export const sectionSlot = (section: number, field: number) => section * SECTION_FIELDS.length + field;
export const pageSlot = (sections: number, field: number) => sections * SECTION_FIELDS.length + field;
