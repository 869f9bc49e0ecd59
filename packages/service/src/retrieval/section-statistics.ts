import { createHash } from 'node:crypto';
import type { Section } from './markdown-sections';
import { sectionSlot, type PageTerms } from './page-terms';
import { TermSets } from './term-sets';
import type { Vocabulary } from './query-terms';
import { termNumbering } from './term-numbering';

/** What the index knows about its sections besides the search indexes: term sets, specificity, repetition. */

/** What `countTerms` computes, as plain data: saved with the index (index-snapshot.ts) and read back as is. */
export interface TermCounts {
  sections: number;
  /** Term → the number of sections holding it. */
  df: Map<string, number>;
  /** Term number → term. */
  names: string[];
  /** Section (its number in the section search) → its heading's terms (heading, trail, page title), sorted. */
  headingOf: TermSets;
  /** Section (its number in the section search) → its terms. */
  sectionOf: TermSets;
  /** Page (its number in the page search) → its terms. */
  pageOf: TermSets;
}

/**
 * Each section's terms and each page's, and how specific each term is across all sections, 0..1 (1 = in one
 * section or none). The search computes IDF per field (packed-search.ts, as MiniSearch does), so a word in nearly every section (`request` in API docs)
 * still scores high in the short title field; weighting by corpus-wide specificity stops such words from dragging
 * in every page whose title holds them. The term sets also let confidence check what a hit really contains.
 *
 * The sets are kept as sorted arrays of term numbers (4 bytes a term) and made into `Set`s only when a question asks
 * about a section or page (confidence reads the top hits), the most recent few hundred kept. Kept as `Set`s of
 * strings for every section, they were most of the memory at scale (1.7 GiB at 113,000 sections).
 */
export function emptyTermCounts(): TermCounts {
  return {
    sections: 0,
    df: new Map(),
    names: [],
    headingOf: new TermSets(),
    sectionOf: new TermSets(),
    pageOf: new TermSets(),
  };
}

/**
 * `--watch`: removed pages' sections out (`sections`: their numbers in the section search; `pages`: the pages' in the
 * page search), without counting every other section again. Their new versions are counted in again (`countTermsOf`).
 */
export function forgetTermCounts(counts: TermCounts, sections: readonly number[], pages: readonly number[]) {
  for (const doc of sections) {
    for (const n of counts.sectionOf.get(doc) ?? []) {
      const term = counts.names[n] as string;
      const left = (counts.df.get(term) ?? 1) - 1;
      if (left > 0) counts.df.set(term, left);
      else counts.df.delete(term);
    }
    counts.sectionOf.delete(doc);
    counts.headingOf.delete(doc);
    counts.sections--;
  }
  for (const doc of pages) counts.pageOf.delete(doc);
}

/**
 * Counts pages into `counts` from their counted terms (page-terms.ts; a page's sections must not be counted
 * already): a section's terms are those of its five fields — its text, as retrieval reads it — and its heading's
 * those of the first three (heading, trail, page title). `finish` adds the sections each term is in to `df` (kept
 * by term number until then: a map keyed by strings, updated per section and term, was seconds at 10,000 pages).
 * `numbered` gives a page's terms their numbers in `counts.names`, the index's vocabulary, which the search
 * segments key their own numbers by too.
 */
export function countTermsOf(counts: TermCounts) {
  const numberOf = termNumbering(counts.names);
  const sectionsWith: number[] = [];
  return {
    /** The page's terms' numbers in the vocabulary, numbered now when new, in the order the page met them. */
    numbered(terms: PageTerms): Int32Array {
      return Int32Array.from(terms.terms, numberOf);
    },
    /**
     * `number`: the page's terms' numbers from `numbered`; `sectionDocs`: its sections' numbers in the section search,
     * in order; `pageDoc`: the page's in the page search.
     */
    add(
      page: readonly Section[],
      terms: PageTerms,
      number: Int32Array,
      sectionDocs: ArrayLike<number>,
      pageDoc: number,
    ): void {
      // Which of the page's terms this section holds, and which the page (typed arrays by the page's own numbers:
      // a Set per page and `Int32Array.from` with a mapping function per section were a tenth of the main thread).
      const inSection = new Uint8Array(terms.terms.length);
      const inPage = new Uint8Array(terms.terms.length);
      const pageTerms: number[] = [];
      page.forEach((_section, s) => {
        const own: number[] = [];
        let headingCount = 0;
        for (let field = 0; field < 5; field++) {
          const end = terms.starts[sectionSlot(s, field) + 1] as number;
          for (let i = terms.starts[sectionSlot(s, field)] as number; i < end; i += 2) {
            const n = terms.pairs[i] as number;
            if (inSection[n] === 1) continue;
            inSection[n] = 1;
            own.push(n);
          }
          if (field === 2) headingCount = own.length;
        }
        const numbered = new Int32Array(own.length);
        own.forEach((n, i) => {
          inSection[n] = 0;
          const term = number[n] as number;
          numbered[i] = term;
          if (inPage[n] === 0) {
            inPage[n] = 1;
            pageTerms.push(term);
          }
          sectionsWith[term] = (sectionsWith[term] ?? 0) + 1;
        });
        counts.headingOf.set(sectionDocs[s] as number, numbered.slice(0, headingCount).sort());
        counts.sectionOf.set(sectionDocs[s] as number, numbered.sort());
        counts.sections++;
      });
      if (page[0]) counts.pageOf.set(pageDoc, Int32Array.from(pageTerms).sort());
    },
    finish(): void {
      sectionsWith.forEach((more, n) => {
        const term = counts.names[n] as string;
        counts.df.set(term, (counts.df.get(term) ?? 0) + more);
      });
    },
  };
}

/** Once a build has counted its last pages: the term sets in arrays of their own size. */
export function trimTermCounts(counts: TermCounts): void {
  counts.headingOf = counts.headingOf.trimmed();
  counts.sectionOf = counts.sectionOf.trimmed();
  counts.pageOf = counts.pageOf.trimmed();
}

/**
 * The statistics retrieval reads (vocabulary, term sets made on demand) over counted terms, each set asked for by
 * its section's id or page's path: `sectionDocs` and `pageDocs` give their numbers in the searches.
 */
export function termStatistics(
  { sections: n, df, names, headingOf, sectionOf, pageOf }: TermCounts,
  sectionDocs: (id: string) => number | undefined,
  pageDocs: (path: string) => number | undefined,
) {
  const max = Math.log(1 + n);
  const vocabulary: Vocabulary = {
    specificity: (term) => Math.log(1 + n / (df.get(term) ?? 1)) / max,
    has: (term) => df.has(term),
  };
  const unpack = (from: TermSets, docOf: (key: string) => number | undefined) =>
    lazySets((key) => {
      const doc = docOf(key);
      const terms = doc === undefined ? undefined : from.get(doc);
      return terms ? Array.from(terms, (i) => names[i] as string) : undefined;
    });
  return {
    vocabulary,
    headingTerms: unpack(headingOf, sectionDocs),
    sectionTerms: unpack(sectionOf, sectionDocs),
    pageTerms: unpack(pageOf, pageDocs),
  };
}

/** Sets a question asks for (a few per question), made on first use; the most recent few hundred are kept. */
const LAZY_SETS_KEPT = 512;
function lazySets(compute: (key: string) => string[] | undefined) {
  const kept = new Map<string, Set<string>>();
  return {
    get(key: string): Set<string> | undefined {
      const known = kept.get(key);
      if (known) {
        kept.delete(key);
        kept.set(key, known);
        return known;
      }
      const terms = compute(key);
      if (!terms) return undefined;
      const set = new Set(terms);
      kept.set(key, set);
      if (kept.size > LAZY_SETS_KEPT) kept.delete(kept.keys().next().value as string);
      return set;
    },
  };
}

/** Where a section read back from the page cache keeps its repetition key (its text is read only when asked for). */
export const REPETITION_KEY = Symbol('repetition key');

/**
 * What makes two sections the same for repetition damping: the heading and the prose's first 400 characters, as a
 * hash, so the page cache can keep it for sections whose text it has not read (page-cache.ts).
 */
export function repetitionKey(section: Section): string {
  const kept = (section as Section & { [REPETITION_KEY]?: string })[REPETITION_KEY];
  return (
    kept ??
    createHash('sha1')
      .update(`${section.heading}\n${section.prose.slice(0, 400)}`)
      .digest('base64')
  );
}

/**
 * Sections repeated word for word on many pages (a CLI's shared option blurbs: `--global` documented under every
 * command that takes it) rank lower, so the page whose own content answers can win — except one copy, the one on
 * the page with the most sections (the reference page that documents them all, like a CLI's config page), which
 * keeps its rank so the option is still found where it is documented in full. Each section's factor by its number
 * in the section search (`docOf`), 1 for a section not repeated; `documents` is the search's number of documents.
 */
export function repetitionDamping(
  sections: Section[],
  docOf: ReadonlyMap<string, number>,
  documents: number,
): Float64Array {
  const key = repetitionKey;
  const pageSize = new Map<string, number>();
  for (const section of sections) pageSize.set(section.path, (pageSize.get(section.path) ?? 0) + 1);
  const copies = new Map<string, Section[]>();
  for (const section of sections) {
    const same = key(section);
    const group = copies.get(same);
    if (group) group.push(section);
    else copies.set(same, [section]);
  }
  const damping = new Float64Array(documents).fill(1);
  for (const group of copies.values()) {
    if (group.length <= 2) continue;
    const reference = group.reduce((best, section) =>
      (pageSize.get(section.path) ?? 0) > (pageSize.get(best.path) ?? 0) ? section : best,
    );
    for (const section of group) {
      const doc = docOf.get(section.id);
      if (section !== reference && doc !== undefined) damping[doc] = 1 / (1 + Math.log(group.length - 1));
    }
  }
  return damping;
}
