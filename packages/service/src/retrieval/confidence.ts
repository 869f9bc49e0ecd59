import type { Section } from './markdown-sections';
import { everydayCommonness } from './everyday-words';
import { synonymsOf } from './synonyms';

/**
 * How sure retrieval is that the docs answer the question, 0..1 (coverage.ts turns it into the answer's outcome). Ranking scores
 * are relative (the best hit of any query scores 1), so they cannot say "nothing here is about this"; coverage
 * can: the share of the question's specific words that the best sections actually contain. A question about
 * cron jobs asked of a web framework's docs shares only its common words ("how", "run", "every") with them, and
 * those weigh little; the word that says what it is about — "cron" — is nowhere, and weighs most.
 *
 * The weights were chosen on the evaluation corpora by leaving one out at a time (`npx tsx
 * scripts/eval-confidence-grid.ts`) and measured on the one left out (`npm run eval`; architecture/retrieval.md).
 */
/** Not covered but this close: the nearest pages are offered as "maybe related" follow-ups, without sources. */
export const RELATED_THRESHOLD = 0.15;

/** Only the first few hits can be "the answer"; looking further would let any long list cover anything. */
const HITS_CONSIDERED = 1;
/**
 * Where a question word is found, as evidence that the hit is about it: in the section's heading, its trail or
 * its page's title/description (what the section is about) counts fully; in its text less (a passing mention);
 * elsewhere on its page or only as a synonym, less again.
 */
const IN_HEADING = 1;
const IN_TEXT = 0.6;
const ON_PAGE = 0.5;
const AS_SYNONYM = 0.3;
/**
 * A word these docs never use at all is the strongest sign they are not about the question when it names a topic
 * ("cron", "csv", "oauth"): it weighs more than the rarest word they do use — less by as much as it is an everyday
 * English word (everyday-words.ts: "what happens when…", "hide my passwords" say nothing about a topic the docs
 * lack). Words the docs use are weighted by the square of their specificity, so the common words every question
 * shares ("send", "log", "file") barely count either way.
 */
const ABSENT_WEIGHT = 1;
const EVERYDAY_DISCOUNT = 0.5;
/**
 * A long question describes the reader's situation in everyday words ("every time I upgrade I'm not sure how to
 * bring it up to date safely"). Docs that happen to use "bring" or "sure" once make those words rare in them, and
 * rare words weigh most — so a question that says what it is about in one name and its situation in ten everyday
 * words was refused for the ten. Being everyday English takes weight off a word the docs use too: what a question
 * is about is a word rare in the docs AND rare in speech (a name, an option, a topic).
 */
const KNOWN_EVERYDAY_DISCOUNT = 0.5;

/** The weights and evidence values confidence is computed with; the defaults are what the service uses. */
export interface ConfidenceParameters {
  absentWeight: number;
  inHeading: number;
  inText: number;
  onPage: number;
  asSynonym: number;
  hitsConsidered: number;
  /** How much an absent word's everyday commonness (everyday-words.ts) takes off its weight, 0 = none. */
  everydayDiscount: number;
  /** The same for a word the docs do use: how much being everyday English makes it a situational word. */
  knownEverydayDiscount: number;
}

export const CONFIDENCE_PARAMETERS: ConfidenceParameters = {
  absentWeight: ABSENT_WEIGHT,
  inHeading: IN_HEADING,
  inText: IN_TEXT,
  onPage: ON_PAGE,
  asSynonym: AS_SYNONYM,
  hitsConsidered: HITS_CONSIDERED,
  everydayDiscount: EVERYDAY_DISCOUNT,
  knownEverydayDiscount: KNOWN_EVERYDAY_DISCOUNT,
};

export interface ConfidenceInput {
  /** The question's own words; the context's only when the question has none ("what does this do?"). */
  terms: readonly string[];
  hits: ReadonlyArray<{ section: Section }>;
  specificity(term: string): number;
  /** Whether the docs use the term anywhere. */
  known(term: string): boolean;
  /** The section's heading, trail and page title/description terms. */
  headingTerms(section: Section): ReadonlySet<string>;
  sectionTerms(section: Section): ReadonlySet<string>;
  pageTerms(path: string): ReadonlySet<string>;
  /** Other forms that count as finding a term: "back" is found where `backup` is. */
  alternatives?(term: string): readonly string[];
}

export function retrievalConfidence(input: ConfidenceInput, p: ConfidenceParameters = CONFIDENCE_PARAMETERS): number {
  const { terms, hits } = input;
  if (terms.length === 0 || hits.length === 0) return 0;
  const weights = terms.map((term) => topicWeight(term, input, p));
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0) return 0;
  let best = 0;
  for (const { section } of hits.slice(0, p.hitsConsidered)) {
    const where = {
      heading: input.headingTerms(section),
      text: input.sectionTerms(section),
      page: input.pageTerms(section.path),
    };
    let found = 0;
    terms.forEach((term, i) => {
      const forms = [term, ...(input.alternatives?.(term) ?? [])];
      found += (weights[i] ?? 0) * Math.max(...forms.map((form) => evidence(form, where, p)));
    });
    best = Math.max(best, found / total);
  }
  return best;
}

/** How much a question word says about what the question is about (the comments on the weights above say why). */
export function topicWeight(
  term: string,
  input: Pick<ConfidenceInput, 'known' | 'specificity'>,
  p: ConfidenceParameters = CONFIDENCE_PARAMETERS,
): number {
  const everyday = everydayCommonness(term);
  return input.known(term)
    ? input.specificity(term) ** 2 * Math.max(0, 1 - p.knownEverydayDiscount * everyday)
    : p.absentWeight * Math.max(0, 1 - p.everydayDiscount * everyday);
}

function evidence(
  term: string,
  where: Record<'heading' | 'text' | 'page', ReadonlySet<string>>,
  p: ConfidenceParameters,
): number {
  if (where.heading.has(term)) return p.inHeading;
  if (where.text.has(term)) return p.inText;
  if (where.page.has(term)) return p.onPage;
  if (synonymsOf(term).some((synonym) => where.text.has(synonym) || where.page.has(synonym))) return p.asSynonym;
  return 0;
}
