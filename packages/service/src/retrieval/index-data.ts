import { documentNumbers } from './document-numbers';
import type { Section } from './markdown-sections';
import {
  emptyPackedSearch,
  mergeSegments,
  removeDocuments,
  segmentWriter,
  type PackedSearchData,
} from './packed-search';
import { countPageTerms, PAGE_FIELDS, pageSlot, SECTION_FIELDS, sectionSlot, type PageTerms } from './page-terms';
import { termsOf } from './query-terms';
import {
  countTermsOf,
  emptyTermCounts,
  forgetTermCounts,
  repetitionDamping,
  trimTermCounts,
  type TermCounts,
} from './section-statistics';
import type { ParsedPage } from './split-pages';
import { termRules } from './term-rules';

/**
 * Everything the index computes from its sections, apart from the sections themselves: most of a start with
 * unchanged files (the search indexes, the term counts). Plain data and typed arrays, so it can be saved
 * beside the database and read back at a restart instead of computed again (index-snapshot.ts).
 */
export interface IndexData {
  sectionSearch: PackedSearchData;
  pageSearch: PackedSearchData;
  terms: TermCounts;
  /** By section (its number in the section search): how much a section repeated on other pages ranks lower. */
  repetition: Float64Array;
  /** By section (its number in the section search): the name its heading starts with. */
  headedBy: Array<string | undefined>;
  /** Page path → its title's terms. */
  titleTerms: Map<string, Set<string>>;
}

/** A page to index, and its terms if they were counted where it was parsed (else they are counted from its text). */
export type TermsOf = (page: ParsedPage) => PageTerms;

export function sectionsOf(parsed: readonly ParsedPage[]): Section[] {
  return parsed.flatMap((page) => page.sections);
}

const emptyIndexData = (): IndexData => ({
  sectionSearch: emptyPackedSearch(SECTION_FIELDS),
  pageSearch: emptyPackedSearch(PAGE_FIELDS),
  terms: emptyTermCounts(),
  repetition: new Float64Array(0),
  headedBy: [],
  titleTerms: new Map(),
});

/** Sections (a page's together, in order) indexed at once: the index of the pages they are. */
export function computeIndexData(sections: Section[]): IndexData {
  const pages = new Map<string, Section[]>();
  for (const section of sections) {
    const page = pages.get(section.path);
    if (page) page.push(section);
    else pages.set(section.path, [section]);
  }
  const data = emptyIndexData();
  const batch = openBatch(data);
  for (const page of pages.values()) batch.add(page, countPageTerms(page));
  batch.close();
  data.repetition = dampingOf(sections, data);
  return data;
}

/** Pages indexed into one search segment at a time: the segment's postings wait in memory until it is written. */
const BUILD_BATCH_PAGES = 2_000;

/**
 * An index built page by page, in file order, as the pages come (a first start's, from its parse workers): each
 * page's counted terms are let go once added, and the search segments are written a batch of pages at a time, then
 * merged into one. No corpus's worth of text, counted terms or postings waiting to be written is in memory at once.
 * The same index as `computeIndexData`, score for score (the search statistics are kept per document).
 */
export function createIndexBuilder(batchPages = BUILD_BATCH_PAGES) {
  const data = emptyIndexData();
  const pages: ParsedPage[] = [];
  let batch: ReturnType<typeof openBatch> | undefined;
  let inBatch = 0;
  return {
    /** The pages added so far, in order. */
    pages: pages as readonly ParsedPage[],
    add(page: ParsedPage, terms: PageTerms): void {
      pages.push(page);
      batch ??= openBatch(data);
      batch.add(page.sections, terms);
      if (++inBatch >= batchPages) {
        batch.close();
        batch = undefined;
        inBatch = 0;
      }
    },
    finish(): IndexData {
      batch?.close();
      batch = undefined;
      mergeSegments(data.sectionSearch);
      mergeSegments(data.pageSearch);
      trimTermCounts(data.terms);
      data.repetition = dampingOf(sectionsOf(pages), data);
      return data;
    },
  };
}

/**
 * The index of every page from each page's counted terms: those counted where it was parsed, or counted here from
 * its text, read a page at a time (a page read back from the page cache has its text on disk).
 */
export function buildIndexData(
  pages: readonly ParsedPage[],
  termsOf: TermsOf,
  batchPages = BUILD_BATCH_PAGES,
): IndexData {
  const builder = createIndexBuilder(batchPages);
  for (const page of pages) builder.add(page, termsOf(page));
  return builder.finish();
}

/**
 * `--watch`: the index data changed in place for the pages that changed (`removed` as they were, `added` as they are
 * now; an edited page is in both), so an edit costs about its own sections rather than a rebuild of every page
 * (a rebuild at 10,000 pages held the event loop for 40 s). Only the repetition damping is computed again over all
 * sections: whether a section is repeated elsewhere depends on every page. Removed sections stop counting at once
 * (packed-search.ts marks them dead and takes them out of the field averages), so the ranking after an edit is a
 * fresh build's.
 */
export async function updateIndexData(
  data: IndexData,
  removed: readonly ParsedPage[],
  added: readonly ParsedPage[],
  sections: Section[],
  termsOf: TermsOf = (page) => countPageTerms(page.sections),
): Promise<void> {
  removePages(data, removed);
  const batch = openBatch(data);
  for (const page of added) batch.add(page.sections, termsOf(page));
  batch.close();
  data.repetition = dampingOf(sections, data);
  await Promise.resolve();
}

const dampingOf = (sections: Section[], data: IndexData) =>
  repetitionDamping(sections, documentNumbers(data.sectionSearch), data.sectionSearch.ids.length);

function removePages(data: IndexData, removed: readonly ParsedPage[]): void {
  if (removed.length === 0) return;
  const sections = removeDocuments(
    data.sectionSearch,
    new Set(removed.flatMap((page) => page.sections.map((section) => section.id))),
  );
  const pages = removeDocuments(data.pageSearch, new Set(removed.map((page) => page.path)));
  for (const doc of sections) data.headedBy[doc] = undefined;
  for (const page of removed) data.titleTerms.delete(page.path);
  forgetTermCounts(data.terms, sections, pages);
}

/**
 * Pages added as one new segment of each search index, from their counted terms: a section's document is its
 * fields' terms, its page's document the page's (page-terms.ts), numbered in the segment as met.
 */
function openBatch(data: IndexData) {
  const sections = segmentWriter(data.sectionSearch);
  const pageDocs = segmentWriter(data.pageSearch);
  const count = countTermsOf(data.terms);
  return {
    add(pageSections: readonly Section[], terms: PageTerms): void {
      const first = pageSections[0];
      if (!first) return;
      // The page's terms in the vocabulary, then in this segment in the order first met: the order the text would
      // have numbered them.
      const vocabulary = count.numbered(terms);
      const inSection = terms.terms.map((term, n) => sections.termNumbered(term, vocabulary[n] as number));
      const inPage = new Int32Array(terms.terms.length).fill(-1);
      const docs = new Uint32Array(pageSections.length);
      pageSections.forEach((section, s) => {
        const doc = sections.document(section.id, terms.lengths.subarray(sectionSlot(s, 0), sectionSlot(s + 1, 0)));
        docs[s] = doc;
        for (let field = 0; field < SECTION_FIELDS.length; field++)
          eachPair(terms, sectionSlot(s, field), (n, occurrences) =>
            sections.posting(field, inSection[n] as number, doc, occurrences),
          );
        const heading = terms.pairs[terms.starts[sectionSlot(s, 0)] as number];
        const firstHeadingTerm =
          terms.starts[sectionSlot(s, 0)] === terms.starts[sectionSlot(s, 1)]
            ? undefined
            : terms.terms[heading as number];
        data.headedBy[doc] = section.anchor ? firstHeadingTerm : undefined;
      });
      const pageDoc = pageDocs.document(first.path, terms.lengths.subarray(pageSlot(pageSections.length, 0)));
      for (let field = 0; field < PAGE_FIELDS.length; field++)
        eachPair(terms, pageSlot(pageSections.length, field), (n, occurrences) => {
          if (inPage[n] === -1) inPage[n] = pageDocs.termNumbered(terms.terms[n] as string, vocabulary[n] as number);
          pageDocs.posting(field, inPage[n] as number, pageDoc, occurrences);
        });
      count.add(pageSections, terms, vocabulary, docs, pageDoc);
      data.titleTerms.set(first.path, new Set(termsOf(first.pageTitle, termRules(first.meta.language))));
    },
    close(): void {
      sections.finish();
      pageDocs.finish();
      count.finish();
    },
  };
}

function eachPair(terms: PageTerms, slot: number, each: (term: number, occurrences: number) => void): void {
  const end = terms.starts[slot + 1] as number;
  for (let i = terms.starts[slot] as number; i < end; i += 2)
    each(terms.pairs[i] as number, terms.pairs[i + 1] as number);
}
