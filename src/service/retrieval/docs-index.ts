import MiniSearch from 'minisearch';
import type { AssistantFilter } from '../../core/types';
import { splitMarkdown, type Section } from './markdown-sections';
import { synonymsOf } from './synonyms';
import { processTerm, tokenize } from './terms';

export interface SearchOptions {
  limit: number;
  filter?: AssistantFilter | null;
  /** The page the reader is on: its sections rank higher. */
  currentPath?: string;
  /** The element the reader's context came from: its section ranks higher still. */
  elementId?: string;
}

export interface SearchHit {
  section: Section;
  score: number;
}

export interface DocsIndex {
  readonly sections: readonly Section[];
  /** Page path → page title, for suggestions and labels. */
  readonly pages: ReadonlyMap<string, string>;
  search(query: string, options: SearchOptions): SearchHit[];
}

/** Field weights: a heading that names the topic says more than a passing mention in prose. */
const FIELD_BOOST = { heading: 3, trail: 1.5, pageTitle: 2, prose: 1, code: 0.7 };
/** Readers' own words count fully; synonyms help recall without outranking them. */
const SYNONYM_WEIGHT = 0.4;
/** How much the page's own score adds to a section's (both normalised to the best match). */
const PAGE_WEIGHT = 1;
const CURRENT_PAGE_BOOST = 1.75;
const CURRENT_ELEMENT_BOOST = 2.5;
/**
 * A query's own terms are the first this many distinct ones: a question has a few dozen words at most, and the
 * search's cost grows with the count, so a pasted wall of text costs what a long question does.
 */
export const MAX_QUERY_TERMS = 32;
/** Fuzzy matching only for terms of this length range: short words match too much, long ones cost too much. */
const FUZZY_MIN_CHARS = 7;
const FUZZY_MAX_CHARS = 24;
/** At most this many sections of one page in a result list, so one long page cannot crowd out the others. */
const MAX_PER_PAGE = 2;

export function buildDocsIndex(pages: Array<{ path: string; source: string }>): DocsIndex {
  const sections: Section[] = [];
  const titles = new Map<string, string>();
  for (const page of pages) {
    const split = splitMarkdown(page.path, page.source);
    titles.set(page.path, split.title);
    sections.push(...split.sections);
  }
  const byId = new Map(sections.map((section) => [section.id, section]));

  const mini = new MiniSearch<Section & { trailText: string }>({
    fields: ['heading', 'trailText', 'pageTitle', 'prose', 'code'],
    idField: 'id',
    tokenize,
    processTerm,
  });
  mini.addAll(sections.map((section) => ({ ...section, trailText: section.trail.join(' ') })));
  const pageIndex = buildPageIndex(sections);
  const specificity = termSpecificity(sections);

  return {
    sections,
    pages: titles,
    search(query, options) {
      const weights = queryTerms(query, specificity);
      if (weights.size === 0) return [];
      const currentPath = normalisePath(options.currentPath);
      const terms = [...weights.keys()].join(' ');
      const pageScores = pageIndex(terms, weights);
      const results = mini.search(terms, {
        tokenize: (text) => text.split(' '),
        processTerm: (term) => term,
        boost: { heading: FIELD_BOOST.heading, trailText: FIELD_BOOST.trail, pageTitle: FIELD_BOOST.pageTitle, prose: FIELD_BOOST.prose, code: FIELD_BOOST.code },
        boostTerm: (term) => weights.get(term) ?? 1,
        fuzzy: (term) => (term.length >= FUZZY_MIN_CHARS && term.length <= FUZZY_MAX_CHARS ? 0.15 : false),
        filter: (result) => matchesFilter(byId.get(result.id as string), options.filter),
      });
      // The reader's own page is the likeliest context for a question asked on it.
      const placeBoost = (section: Section) => {
        if (!currentPath || section.path !== currentPath) return 1;
        return options.elementId && section.anchor === options.elementId ? CURRENT_ELEMENT_BOOST : CURRENT_PAGE_BOOST;
      };
      const top = results[0]?.score ?? 1;
      const hits = results.flatMap((result) => {
        const section = byId.get(result.id as string);
        if (!section) return [];
        // A section is a better answer when its whole page is about the question too.
        const score = result.score / top + PAGE_WEIGHT * (pageScores.get(section.path) ?? 0);
        return [{ section, score: score * placeBoost(section) }];
      });
      hits.sort((a, b) => b.score - a.score);
      return diversify(hits, options.limit);
    },
  };
}

/**
 * Whole pages, scored on the same terms; normalised 0..1. Section scores alone favour short sections that happen
 * to repeat a query word; the page score says which pages are about the question as a whole.
 */
function buildPageIndex(sections: Section[]) {
  const pages = new Map<string, { path: string; title: string; headings: string; body: string }>();
  for (const section of sections) {
    const page = pages.get(section.path) ?? { path: section.path, title: section.pageTitle, headings: '', body: '' };
    page.headings += ` ${section.heading}`;
    page.body += ` ${section.prose} ${section.code}`;
    pages.set(section.path, page);
  }
  const mini = new MiniSearch<{ path: string; title: string; headings: string; body: string }>({
    fields: ['title', 'headings', 'body'],
    idField: 'path',
    tokenize,
    processTerm,
  });
  mini.addAll([...pages.values()]);
  return (terms: string, weights: Map<string, number>): Map<string, number> => {
    const results = mini.search(terms, {
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
      boost: { title: 3, headings: 1.5, body: 1 },
      boostTerm: (term) => weights.get(term) ?? 1,
    });
    const top = results[0]?.score ?? 1;
    return new Map(results.map((result) => [result.id as string, result.score / top]));
  };
}

/**
 * How specific each term is across all sections, 0..1 (1 = in one section). MiniSearch computes IDF per field, so
 * a word in nearly every section (`request` in API docs) still scores high in the short title field; weighting
 * by corpus-wide specificity stops such words from dragging in every page whose title holds them.
 */
function termSpecificity(sections: Section[]): (term: string) => number {
  const df = new Map<string, number>();
  for (const section of sections) {
    const text = `${section.heading} ${section.trail.join(' ')} ${section.pageTitle} ${section.prose} ${section.code}`;
    const terms = new Set(tokenize(text).flatMap((token) => processTerm(token) ?? []));
    for (const term of terms) df.set(term, (df.get(term) ?? 0) + 1);
  }
  const n = sections.length;
  const max = Math.log(1 + n);
  return (term) => Math.log(1 + n / (df.get(term) ?? 1)) / max;
}

/** The reader's terms weighted by how specific they are, then their synonyms at a lower weight. */
function queryTerms(query: string, specificity: (term: string) => number): Map<string, number> {
  const weights = new Map<string, number>();
  const own = [...new Set(tokenize(query).flatMap((token) => processTerm(token) ?? []))].slice(0, MAX_QUERY_TERMS);
  for (const term of own) weights.set(term, specificity(term));
  // Readers split what code joins: "query string" should find `querystring`, "content type" `contentType`.
  for (let i = 0; i + 1 < own.length; i++) {
    const joined = `${own[i]}${own[i + 1]}`;
    if (!weights.has(joined) && specificity(joined) < 1) weights.set(joined, specificity(joined));
  }
  for (const term of own) {
    for (const synonym of synonymsOf(term)) {
      if (!weights.has(synonym)) weights.set(synonym, SYNONYM_WEIGHT * specificity(synonym));
    }
  }
  return weights;
}

function diversify(hits: SearchHit[], limit: number): SearchHit[] {
  const picked: SearchHit[] = [];
  const perPage = new Map<string, number>();
  const overflow: SearchHit[] = [];
  for (const hit of hits) {
    if (picked.length >= limit) break;
    const count = perPage.get(hit.section.path) ?? 0;
    if (count >= MAX_PER_PAGE) {
      overflow.push(hit);
      continue;
    }
    perPage.set(hit.section.path, count + 1);
    picked.push(hit);
  }
  // Few pages match at all: better more sections of them than fewer results.
  for (const hit of overflow) if (picked.length < limit) picked.push(hit);
  return picked;
}

/** A page with no version/language/groups in its front matter applies to all of them, so it always passes. */
export function matchesFilter(section: Section | undefined, filter: AssistantFilter | null | undefined): boolean {
  if (!section) return false;
  if (!filter) return true;
  const { meta } = section;
  if (filter.version && meta.version && meta.version !== filter.version) return false;
  if (filter.language && meta.language && meta.language !== filter.language) return false;
  if (filter.groups && filter.groups.length > 0 && meta.groups && !meta.groups.some((g) => filter.groups?.includes(g))) {
    return false;
  }
  return true;
}

/** `/guides/install/?x#y` → `/guides/install`, so the widget's `location.pathname` matches page paths. */
export function normalisePath(path: string | undefined): string | undefined {
  if (!path) return undefined;
  const bare = path.split(/[?#]/)[0]?.replace(/\/+$/, '').replace(/\.(html?|md|mdx)$/i, '') ?? '';
  return bare === '' ? '/' : bare.startsWith('/') ? bare : `/${bare}`;
}
