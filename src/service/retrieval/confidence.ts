import type { Section } from './markdown-sections';
import { synonymsOf } from './synonyms';

/**
 * How sure retrieval is that the docs answer the question, 0..1, and the bars the answer acts on. Ranking scores
 * are relative (the best hit of any query scores 1), so they cannot say "nothing here is about this"; coverage
 * can: the share of the question's specific words that the best sections actually contain. A question about
 * cron jobs asked of a web framework's docs shares only its common words ("how", "run", "every") with them, and
 * those weigh little; the word that says what it is about — "cron" — is nowhere, and weighs most.
 *
 * The bars were chosen on the evaluation sets (eval/*.json, `npm run eval`): covered and uncovered questions on
 * three corpora of different kinds, one setting for all (architecture/retrieval.md).
 */
export const COVERED_THRESHOLD = 0.62;
/** Below the bar but this close: the nearest pages are offered as "maybe related" follow-ups, without sources. */
export const RELATED_THRESHOLD = 0.45;

/** Only the first few hits can be "the answer"; looking further would let any long list cover anything. */
const HITS_CONSIDERED = 3;
/** A word found elsewhere on the best section's page, or only as a synonym, is weaker evidence. */
const ON_PAGE = 0.7;
const AS_SYNONYM = 0.6;
/** Shared start of a word the stemmer did not join (`serializ-er` / `serializ-ation`). */
const AS_PREFIX = 0.5;
const MIN_PREFIX = 5;

export interface ConfidenceInput {
  /** The question's own terms; the context's only when the question has none ("what does this do?"). */
  terms: readonly string[];
  hits: ReadonlyArray<{ section: Section }>;
  specificity(term: string): number;
  sectionTerms(section: Section): ReadonlySet<string>;
  pageTerms(path: string): ReadonlySet<string>;
}

export function retrievalConfidence(input: ConfidenceInput): number {
  const { terms, hits } = input;
  if (terms.length === 0 || hits.length === 0) return 0;
  let best = 0;
  for (const { section } of hits.slice(0, HITS_CONSIDERED)) {
    const inSection = input.sectionTerms(section);
    const onPage = input.pageTerms(section.path);
    let found = 0;
    let total = 0;
    for (const term of terms) {
      const weight = input.specificity(term);
      total += weight;
      found += weight * evidence(term, inSection, onPage);
    }
    best = Math.max(best, total > 0 ? found / total : 0);
  }
  return best;
}

function evidence(term: string, inSection: ReadonlySet<string>, onPage: ReadonlySet<string>): number {
  if (inSection.has(term)) return 1;
  if (onPage.has(term)) return ON_PAGE;
  if (synonymsOf(term).some((synonym) => inSection.has(synonym) || onPage.has(synonym))) return AS_SYNONYM;
  if (term.length >= MIN_PREFIX) {
    const prefix = term.slice(0, MIN_PREFIX);
    for (const known of inSection) if (known.startsWith(prefix)) return AS_PREFIX;
  }
  return 0;
}
