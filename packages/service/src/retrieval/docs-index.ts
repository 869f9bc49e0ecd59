import type { AssistantRequestFilter as AssistantFilter } from '../from-widget-package';
import { loadEverydayWords } from './everyday-words';
import { BY_SPECIFICITY, CONFIDENCE_PARAMETERS, retrievalConfidence, type ConfidenceParameters } from './confidence';
import { COVERAGE_BARS, coverageOf, type Coverage } from './coverage';
import type { DocsLayout } from './layout/docs-layout';
import { filterScope } from './layout/filter-scope';
import type { Section } from './markdown-sections';
import { pageKey } from './page-key';
import { withoutBasePath } from './page-path';
import { splitPages, type MarkdownFile, type ParsedPage, type SplitPagesOptions } from './split-pages';
import { queryTerms, SYNONYM_WEIGHT, type QueryContext, type QueryTerms } from './query-terms';
import { computeIndexData, sectionsOf, type IndexData } from './index-data';
import { documentNumbers } from './document-numbers';
import { termStatistics } from './section-statistics';
import { packedSearch, type PackedSearchData } from './packed-search';
import { asksAboutChanges, isReleaseNotes, releaseNotesFactor } from './release-notes';
import { quotesQuestion } from './quoted-question';
import { synonymsOf } from './synonyms';
import { termRules } from './term-rules';

export interface SearchOptions {
  limit: number;
  filter?: AssistantFilter | null;
  /** The page the reader is on: its sections rank higher. */
  currentPath?: string;
  /** The element the reader's context came from: its section ranks higher still. */
  elementId?: string;
  /** A selection or code chip sent with the question: refines the ranking, weighted below the question's words. */
  context?: readonly QueryContext[];
  /**
   * The query's last word may be unfinished (a search box's, as the reader types): it also matches the words it
   * begins (`worksp` → `workspace`), weighted below an exact match.
   */
  prefix?: boolean;
  /** How many of the best text matches are ranked further (page score, bonuses); default `MAX_RANKED`. */
  ranked?: number;
  /** Other confidence weights than the service's, for the evaluation's grid (scripts/eval-confidence-grid.ts). */
  confidenceParameters?: ConfidenceParameters;
}

export interface SearchHit {
  section: Section;
  score: number;
}

/** What retrieval found for a question and how sure it is that the docs answer it. */
export interface Retrieval {
  hits: SearchHit[];
  /** 0..1: how much of what the question asks about the best hits contain (confidence.ts). */
  confidence: number;
  /** What the answer may claim (coverage.ts): answered, partial (the closest passages, said to be so) or not covered. */
  coverage: Coverage;
  /** Answered or partial: the hits are quoted and cited as sources. Otherwise the answer says the docs do not cover it. */
  covered: boolean;
}

export interface DocsIndex {
  readonly sections: readonly Section[];
  /** Page path → page title, for suggestions and labels. */
  readonly pages: ReadonlyMap<string, string>;
  search(query: string, options: SearchOptions): SearchHit[];
  /** `search` plus the confidence that the docs cover the question at all. */
  retrieve(question: string, options: SearchOptions): Retrieval;
}

/** Field weights: a heading that names the topic says more than a passing mention in prose. */
const FIELD_BOOST = { heading: 3, trail: 1.5, pageTitle: 2, prose: 1, code: 0.7 };
/** How much the page's own score adds to a section's (both normalised to the best match). */
const PAGE_WEIGHT = 1;
/** A page whose title names what the question asks about ("Hooks", `npm-publish`) is likelier the answer's page. */
const TITLE_BONUS = 0.3;
/**
 * A page named after one thing the question asks about (`npm-publish` for "publish my package") is likelier its
 * answer than a page that mentions it in many headings (the scope page's "Publishing scoped packages"). Scaled by
 * the word's weight in the question, like the identifier-heading bonus, so a page named after a word the docs use
 * everywhere (`npm-version`) gains little.
 */
const NAME_BONUS = 1.5;
/**
 * Scaled by how specific the name is: `package.json` heads many sections, `logger.child()` one. Short questions only
 * (`SETTING_NAMES_FROM`).
 */
const IDENTIFIER_HEADING_BONUS = 1.5;
/**
 * A question of this many words or more tells the reader's situation, and the names in it are as often where they are
 * (Next.js, `package.json`, `asyncio.gather`) as what they ask about: no section wins the identifier bonus for being
 * headed by one. Over the nine evaluation corpora's 396 covered questions, hit@1 313 → 316 and hit@5 382 → 383, no
 * corpus losing one (architecture/retrieval.md).
 */
const SETTING_NAMES_FROM = 8;
const CURRENT_PAGE_BOOST = 1.75;
const CURRENT_ELEMENT_BOOST = 2.5;
/** Fuzzy matching only for terms of this length range: short words match too much, long ones cost too much. */
const FUZZY_MIN_CHARS = 7;
const FUZZY_MAX_CHARS = 24;
/**
 * Sections ranked per question, the best text matches first (the packed search returns them in order): a common word
 * matches tens of thousands of sections at 10,000 pages, each rescored and sorted here. Bounds that work; a section
 * this far down on text alone is not lifted into the top few by its page's score and name bonuses (the eval's
 * figures were the same with and without the bound).
 */
const MAX_RANKED = 1000;
/** At most this many sections of one page in a result list, so one long page cannot crowd out the others. */
const MAX_PER_PAGE = 2;
/** Coverage reads the first two or so hits; these are checked for quoting the question (a scan of each's text). */
const QUOTES_CHECKED = 8;

/** Pages as read from files: split (a file that cannot be parsed is skipped with a warning), then indexed. */
export function buildDocsIndex(pages: readonly MarkdownFile[], options: SplitPagesOptions = {}): DocsIndex {
  return indexPages(splitPages(pages, options));
}

/** Boosts of the fields each search indexes, in their order (page-terms.ts: `SECTION_FIELDS`, `PAGE_FIELDS`). */
const SECTION_BOOSTS = [
  FIELD_BOOST.heading,
  FIELD_BOOST.trail,
  FIELD_BOOST.pageTitle,
  FIELD_BOOST.prose,
  FIELD_BOOST.code,
];
const PAGE_BOOSTS = [3, 1.5, 1];

/** Pages split already (by `splitPages`, or read back from the per-file cache), with their index data if saved. */
export function indexPages(
  parsed: readonly ParsedPage[],
  data: IndexData = computeIndexData(sectionsOf(parsed)),
  /** The site's languages and versions (layout/): which pages a question with no filter, or with one, may use. */
  layout?: DocsLayout,
  /** The path the site is published under (page-path.ts `PageRouting.basePath`): the reader's URL starts with it. */
  basePath?: string,
): DocsIndex {
  // Confidence reads the everyday word list (everyday-words.ts): read at start-up, not in the first answer.
  loadEverydayWords();
  const sections = sectionsOf(parsed);
  const titles = new Map<string, string>();
  for (const page of parsed) titles.set(page.path, page.title);
  // What the index keeps per section is found by the section's number in the section search.
  const docOf = documentNumbers(data.sectionSearch);
  const sectionAt = sectionsByNumber(sections, docOf, data.sectionSearch.ids);
  const sectionWithId = (id: string) => sectionAt[docOf.get(id) ?? -1];
  const pageSection = new Map<string, Section>();
  const tagged = new Set<string>();
  for (const page of parsed) {
    if (page.sections[0]) pageSection.set(page.path, page.sections[0]);
    if (page.meta.language) tagged.add(page.meta.language);
  }
  const { headedBy, titleTerms, repetition } = data;
  const mini = packedSearch(data.sectionSearch);
  const pageIndex = pageScorer(data.pageSearch);
  const pageDocOf = documentNumbers(data.pageSearch);
  const { vocabulary, headingTerms, sectionTerms, pageTerms } = termStatistics(
    data.terms,
    (id) => docOf.get(id),
    (path) => pageDocOf.get(path),
  );
  const pageNames = namedAfter(titleTerms);
  const releaseNotes = new Set(parsed.filter((page) => isReleaseNotes(page.path, page.title)).map((page) => page.path));

  const rank = (
    { weights, identifiers, own, fromContext, last }: QueryTerms,
    options: SearchOptions,
    aboutChanges: boolean,
  ): SearchHit[] => {
    if (weights.size === 0) return [];
    const currentPath = withoutBasePath(normalisePath(options.currentPath), basePath);
    const terms = [...weights.keys()];
    // Context refines, the question decides: when the question has words the docs use, a section (or page) must
    // match one of them to be ranked at all; context terms only reorder those. A code chip from another page
    // cannot bring that page in. A question with no such words ("what does this do?") leaves context to decide.
    const contextOnly = new Set(fromContext);
    const refineOnly = contextOnly.size > 0 && own.some((term) => vocabulary.has(term));
    const fromQuestion = (matched: string[]) => !refineOnly || matched.some((term) => !contextOnly.has(term));
    const { filter } = options;
    const pageScores = pageIndex(
      terms,
      weights,
      refineOnly ? fromQuestion : undefined,
      // Only the pages the filter keeps: a page of another language must not set the scale the others are scored on.
      filter ? (path) => matchesFilter(pageSection.get(path), filter) : undefined,
    );
    const results = mini.search({
      terms,
      boosts: SECTION_BOOSTS,
      boostTerm: (term) => weights.get(term) ?? 1,
      fuzzy: (term) => (term.length >= FUZZY_MIN_CHARS && term.length <= FUZZY_MAX_CHARS ? 0.15 : false),
      prefix: options.prefix && last ? (term) => term === last : undefined,
      // Asked only when there is something to check: it runs for every matching section.
      filter:
        options.filter || refineOnly
          ? (id, queryTerms) => matchesFilter(sectionWithId(id), options.filter) && fromQuestion(queryTerms())
          : undefined,
      limit: options.ranked ?? MAX_RANKED,
    });
    // The reader's own page is the likeliest context for a question asked on it.
    const placeBoost = (section: Section) => {
      if (!currentPath || section.path !== currentPath) return 1;
      return options.elementId && section.anchor === options.elementId ? CURRENT_ELEMENT_BOOST : CURRENT_PAGE_BOOST;
    };
    const top = results[0]?.score ?? 1;
    const namesAsked = namesAskedBy(own, weights);
    const namedPagesMet = new Set<string>();
    const hits = results.flatMap((result) => {
      const doc = docOf.get(result.id);
      const section = sectionAt[doc ?? -1];
      if (doc === undefined || !section) return [];
      // A section is a better answer when its whole page is about the question too.
      let named = 0;
      for (const term of titleTerms.get(section.path) ?? []) named = Math.max(named, weights.get(term) ?? 0);
      // The section headed by the flag or identifier asked about documents it; others only mention it.
      const name = headedBy[doc];
      const documents =
        name && identifiers.includes(name) && own.length < SETTING_NAMES_FROM
          ? IDENTIFIER_HEADING_BONUS * vocabulary.specificity(name)
          : 0;
      // The page named after a word of the question (its command, its topic) is about it as a whole: its best
      // section (results come best text match first) gets the bonus, the others stand on their own. Given to every
      // section, a page named after an everyday word of the question (`npm-version` for "which packages have newer
      // versions", `npm-stop` for "stop packages running install scripts") took two of the five places.
      // A page named after the docs' word for what the reader calls otherwise (Workspaces, for "a monorepo") is
      // that page too, at a synonym's share: its own word is on every page of a CLI's docs, so its weight is nil.
      const pageName = pageNames.get(section.path);
      const namedBy = pageName && !namedPagesMet.has(section.path) ? (namesAsked.get(pageName) ?? 0) : 0;
      if (namedBy > 0) namedPagesMet.add(section.path);
      const isNamed = NAME_BONUS * namedBy;
      const score =
        result.score / top + PAGE_WEIGHT * (pageScores(section.path) ?? 0) + TITLE_BONUS * named + documents + isNamed;
      const releaseNotesBelow = releaseNotesFactor(releaseNotes.has(section.path), aboutChanges);
      return [{ section, score: score * placeBoost(section) * (repetition[doc] ?? 1) * releaseNotesBelow }];
    });
    hits.sort((a, b) => b.score - a.score);
    return diversify(hits, options.limit);
  };

  const retrieve = (question: string, asked: SearchOptions): Retrieval => {
    const scope = filterScope(asked.filter, layout, tagged);
    // A language or version the site does not have: nothing to answer from, and no work spent finding that out.
    if (scope.nothing) return { hits: [], confidence: 0, coverage: 'not-covered', covered: false };
    const options = { ...asked, filter: scope.filter };
    const rules = termRules(scope.language);
    // The everyday-word list and the synonyms are English's: words of Japanese docs weigh by their rarity in them
    // instead, and are not found through English synonyms.
    const confidenceParameters = rules.english
      ? asked.confidenceParameters
      : { ...(asked.confidenceParameters ?? CONFIDENCE_PARAMETERS), ...BY_SPECIFICITY, asSynonym: 0 };
    const terms = queryTerms(question, options.context ?? [], vocabulary, rules);
    const aboutChanges = asksAboutChanges(question);
    const hits = rank(terms, options, aboutChanges);
    // Specificity is log(1 + n / df) / log(1 + n): the share of sections holding a term, df / n, back from it.
    const everyLog = Math.log(1 + sections.length);
    const confidenceIn = (found: SearchHit[], words: QueryTerms) =>
      retrievalConfidence(
        {
          terms: words.own,
          quoted: words.quoted,
          contextTerms: words.fromContext,
          hits: found,
          specificity: (term) => vocabulary.specificity(term),
          known: (term) => vocabulary.has(term) || (words.joined.get(term) ?? []).length > 0,
          alternatives: (term) => words.joined.get(term) ?? [],
          phrases: words.phrases,
          share: (term) => (vocabulary.has(term) ? 1 / Math.expm1(vocabulary.specificity(term) * everyLog) : 0),
          headingTerms: (section) => headingTerms.get(section.id) ?? new Set(),
          sectionTerms: (section) => sectionTerms.get(section.id) ?? new Set(),
          pageTerms: (path) => pageTerms.get(path) ?? new Set(),
        },
        confidenceParameters,
      );
    // A section quoting the question whole as an example mentions it; it does not cover it (quoted-question.ts).
    const asEvidence = (found: SearchHit[]) =>
      found.slice(0, QUOTES_CHECKED).filter(({ section }) => !quotesQuestion(section.markdown, question));
    let confidence = confidenceIn(asEvidence(hits), terms);
    // Context may move the question's best sections out of the top few; whether the docs cover the question is
    // the question's own matter, so context can raise confidence but never lower it. (One more ranking, bounded.)
    if (terms.fromContext.length > 0 && terms.own.length > 0 && confidence < COVERAGE_BARS.answered) {
      const alone = queryTerms(question, [], vocabulary, rules);
      confidence = Math.max(confidence, confidenceIn(asEvidence(rank(alone, options, aboutChanges)), alone));
    }
    const coverage = coverageOf(confidence);
    return { hits, confidence, coverage, covered: coverage !== 'not-covered' };
  };

  return {
    sections,
    pages: titles,
    search: (query, options) => retrieve(query, options).hits,
    retrieve,
  };
}

/**
 * The sections by their number in the section search. Each section takes the search's id string: pages read back at
 * a restart beside the saved index would otherwise hold every id twice (20 MB at 10,000 pages).
 */
function sectionsByNumber(sections: readonly Section[], docOf: ReadonlyMap<string, number>, ids: readonly string[]) {
  const byNumber = new Array<Section | undefined>(ids.length);
  for (const section of sections) {
    const doc = docOf.get(section.id);
    if (doc === undefined) continue;
    section.id = ids[doc] as string;
    byNumber[doc] = section;
  }
  return byNumber;
}

/**
 * The page names a question asks for, with how much it names each: a word it uses at that word's weight, the docs'
 * synonym of one (synonyms.ts) at a synonym's share of it. Made once a question: every ranked section looks it up.
 */
function namesAskedBy(own: readonly string[], weights: ReadonlyMap<string, number>): Map<string, number> {
  const names = new Map<string, number>();
  for (const word of own)
    for (const synonym of synonymsOf(word)) {
      const share = SYNONYM_WEIGHT * (weights.get(word) ?? 0);
      if (share > (names.get(synonym) ?? 0)) names.set(synonym, share);
    }
  for (const word of own) names.set(word, weights.get(word) ?? 0);
  return names;
}

/**
 * Whole pages, scored on the same terms; normalised 0..1. Section scores alone favour short sections that happen
 * to repeat a query word; the page score says which pages are about the question as a whole.
 */
function pageScorer(data: PackedSearchData) {
  const { shares } = packedSearch(data);
  return (
    terms: string[],
    weights: Map<string, number>,
    keep?: (matched: string[]) => boolean,
    allow?: (path: string) => boolean,
  ) =>
    shares({
      terms,
      boosts: PAGE_BOOSTS,
      boostTerm: (term) => weights.get(term) ?? 1,
      fuzzy: () => false,
      filter: keep || allow ? (id, queryTerms) => (!allow || allow(id)) && (!keep || keep(queryTerms())) : undefined,
    });
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
  if (
    filter.groups &&
    filter.groups.length > 0 &&
    meta.groups &&
    !meta.groups.some((g) => filter.groups?.includes(g))
  ) {
    return false;
  }
  return true;
}

/**
 * The page the widget is on, as page paths name it: `location.pathname` (`/guides/install/`, `/guides/caf%C3%A9`,
 * `/guides/install.html`) or a URL → `/guides/install`, `/guides/café`; undefined when none was sent.
 */
export function normalisePath(path: string | undefined): string | undefined {
  return path ? pageKey(path) : undefined;
}

/**
 * Pages named after one thing: the one word left of a title once the words most titles share are set aside
 * (`npm-publish` → `publish`, `npm-link` → `link`, "Hooks" → `hook`); none for a title of several words ("Getting
 * Started"). Whole kebab-case names are left out: their parts are what a reader types.
 */
export function namedAfter(titleTerms: ReadonlyMap<string, ReadonlySet<string>>): Map<string, string> {
  const count = new Map<string, number>();
  for (const terms of titleTerms.values()) for (const term of terms) count.set(term, (count.get(term) ?? 0) + 1);
  const names = new Map<string, string>();
  for (const [path, terms] of titleTerms) {
    const own = [...terms].filter((term) => (count.get(term) ?? 0) <= titleTerms.size / 2 && !term.includes('-'));
    if (own.length === 1 && own[0]) names.set(path, own[0]);
  }
  return names;
}
