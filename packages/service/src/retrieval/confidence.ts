import type { Section } from './markdown-sections';
import { everydayCommonness } from './everyday-words';
import { COVERAGE_BARS } from './coverage';
import { termsOf } from './query-terms';
import { synonymsOf } from './synonyms';

/**
 * How sure retrieval is that the docs answer the question, 0..1 (coverage.ts turns it into the answer's outcome). Ranking scores
 * are relative (the best hit of any query scores 1), so they cannot say "nothing here is about this"; coverage
 * can: the share of what the question is about that the best sections actually contain. A question about cron jobs
 * asked of a web framework's docs shares only its everyday words ("how", "run", "every") with them, and those weigh
 * nothing; the word that says what it is about — "cron" — is nowhere, and weighs fully.
 *
 * The weights were chosen on five of the nine evaluation corpora (`npx tsx scripts/eval-confidence-grid.ts`) and
 * measured on all nine, each corpus's bars chosen with it left out (`npm run eval`; architecture/retrieval.md).
 */
/**
 * Not covered but this close: the nearest pages are offered as "maybe related" follow-ups, without sources, and a
 * configured model is given the passages to judge. Just below the least any question the docs answer scored on the
 * corpora the weights were chosen on (0.36), so a model gets to read the passages of every such question retrieval
 * refuses.
 */
export const RELATED_THRESHOLD = 0.3;
/**
 * Not covered, yet this much of the question was found: the closest pages are linked under the refusal, so a reader
 * the rule refused wrongly still reaches the page (of the held-out sets' wrongly refused questions, a wanted page
 * was among the first five hits for 15 of 18). Lower, almost nothing of the question is in any page: every refusal
 * on the evaluation sets wrongly refused scored above it, and a list then would be pages matched on one word.
 */
export const CLOSEST_PAGES_FLOOR = 0.15;

/**
 * Only the first few hits can be "the answer"; looking further would let any long list cover anything. The best of
 * the first two: the first is often a neighbour of the section that answers (the same page's introduction, a
 * sibling option), and the answer quotes both.
 */
const HITS_CONSIDERED = 2;
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
 * What a question is about is a word rare in speech: a name, an option, a topic ("cron", `logger.child`,
 * "middleware"). The rest describes the reader's situation in everyday words ("every time I upgrade I'm not sure
 * how to bring it up to date", "make it fail instead"). A word weighs 1 − 1.5 × its everyday commonness
 * (everyday-words.ts), so words as common in speech as "use", "run" or "own" (0.67 and above) weigh nothing, and
 * the same whether the docs use the word or not: a topic the docs never mention is simply not found.
 *
 * How rare a word is in these docs does not enter (specificity power 0). It made docs that happen to use "own" or
 * "answers" once weigh those most, and the words the docs are about ("transport" in a logger's docs, "plugin" in a
 * framework's) least — though a question about them is about them. Every setting with corpus rarity in it
 * (its square, as before; its root; only the words on most sections left out) did worse on the corpora the
 * weights were chosen on (architecture/retrieval.md).
 */
const EVERYDAY_DISCOUNT = 1.5;
const SPECIFICITY_POWER = 0;

/**
 * A hit whose own heading is two or more things the question names, and nothing else that weighs ("CSV tables" for
 * "can I pull a CSV file straight into a page as a table rather than retyping it?", "Task lists" for "task lists
 * with checkboxes"), is the section about the question, however the reader goes on to describe it: the share of
 * the question's words is not the measure there, and a word the docs never use ("retyping", "checkboxes") weighed
 * it below the not-covered bar. Such a hit counts as answering. Two words, not one: a heading of one word the
 * question uses (`resolver` for "test a GraphQL API resolver") is a word in common, not a topic named. Over the
 * nine evaluation corpora it fires for 40 questions, every one a question the docs answer.
 */
const HEADING_NAMED_WORDS = 2;
/** A heading word weighing less (everyday-words.ts: "use", "own", "get") is not a thing the heading names. */
const HEADING_WORD_WEIGHT = 0.1;
const MAX_HEADING_CHARS = 300;

/**
 * A thing the reader names with several words ("a GraphQL API resolver", "the CPU usage") is found where its words
 * are together. A hit that holds one of them itself (Jest's `resolver` option in a heading) and the others only
 * elsewhere on its page (`graphql` in a module-name example further down the Configuration page) has a word in
 * common with the question, not the thing it names: those other words count at this share of their evidence there.
 * Only words that name something (weight at least `NAMING_WORD_WEIGHT`): an everyday word beside the name ("my own
 * commands", "code logged") says little about which thing it is.
 */
export const APART_FROM_ITS_PHRASE = 0.5;
const NAMING_WORD_WEIGHT = 0.5;

/**
 * What a reader quotes as code — a name in backticks, or an error code in capitals (`WriteTimeout`,
 * `UND_ERR_BODY_TIMEOUT`, CERTIFICATE_VERIFY_FAILED; query-terms.ts `quoted`) — they copied from their screen: it is
 * what they ask about, and the rest of a long question is how they met it. A hit whose heading or text holds such a
 * name, one that weighs as a name does (`NAMING_WORD_WEIGHT`: not `build` or the docs' own name), is about it, and
 * counts as answering. Judged by the share of the question's words, the story around the name refused the section
 * that explains it. Over the nine evaluation corpora it answers six covered questions more (four of them were
 * refused) and changes no uncovered one (architecture/retrieval.md).
 */
function holdsQuotedName(
  where: Record<'heading' | 'text' | 'page', ReadonlySet<string>>,
  input: ConfidenceInput,
  p: ConfidenceParameters,
): boolean {
  return (input.quoted ?? []).some(
    (name) => (where.heading.has(name) || where.text.has(name)) && topicWeight(name, input, p) >= NAMING_WORD_WEIGHT,
  );
}

/**
 * The docs' own name ("pnpm", "httpx", "Textual") is in half the questions asked of them and on most of their
 * sections, so every hit holds it: it says which docs the question is asked of, not what it is about. A word no
 * one says in everyday speech (commonness 0, so it would weigh fully) that is on at least this share of the
 * sections weighs nothing; a question made only of such words is judged by rarity (`BY_SPECIFICITY`) as before.
 */
const OWN_NAME_SHARE = 0.5;

/**
 * A long question says what it is about in a few naming words and spends the rest on the reader's setting ("from a
 * React app on localhost:3000", "the vendor's API goes quiet mid-file", "our CI runs in Docker"), which no section
 * about the topic holds. Counted in full, those words refused questions the docs plainly answer: 66 of the 140 long
 * conversational covered questions of the tuning corpora, 20 with this rule. So a question's weight beyond the first
 * `ABOUT_WEIGHT` words' worth counts against a hit at `SITUATION_SHARE` of itself; what a hit holds of it still counts
 * in full. A short question is judged as before. Both chosen by their worst corpus, each left out in turn (`npx tsx
 * scripts/eval-confidence-grid.ts --situation`; architecture/retrieval.md).
 */
const ABOUT_WEIGHT = 2.5;
const SITUATION_SHARE = 0.5;

/** The weights and evidence values confidence is computed with; the defaults are what the service uses. */
export interface ConfidenceParameters {
  inHeading: number;
  inText: number;
  onPage: number;
  asSynonym: number;
  hitsConsidered: number;
  /** How much a word's everyday commonness (everyday-words.ts) takes off its weight, 0 = none. */
  everydayDiscount: number;
  /** The power of a word's specificity in these docs in its weight, 0 = none (a word the docs never use: 1). */
  specificityPower: number;
  /** How many words' worth of weight a question says what it is about in (`ABOUT_WEIGHT`). */
  aboutWeight: number;
  /** The share of a question's weight beyond `aboutWeight` that counts against a hit, 1 = all of it. */
  situationShare: number;
}

export const CONFIDENCE_PARAMETERS: ConfidenceParameters = {
  inHeading: IN_HEADING,
  inText: IN_TEXT,
  onPage: ON_PAGE,
  asSynonym: AS_SYNONYM,
  hitsConsidered: HITS_CONSIDERED,
  everydayDiscount: EVERYDAY_DISCOUNT,
  specificityPower: SPECIFICITY_POWER,
  aboutWeight: ABOUT_WEIGHT,
  situationShare: SITUATION_SHARE,
};

/**
 * For docs in a language the everyday-word list is not for (everyday-words.ts is English): a word's rarity in the
 * docs is all there is to tell a topic from the words every question shares, so words weigh by the square of
 * their specificity, as every word did before the everyday weights. Also for an English question made only of
 * everyday words ("how do I run it?"), which would otherwise weigh nothing and always be refused.
 */
export const BY_SPECIFICITY: Pick<ConfidenceParameters, 'everydayDiscount' | 'specificityPower'> = {
  everydayDiscount: 0,
  specificityPower: 2,
};

export interface ConfidenceInput {
  /** The question's own words. */
  terms: readonly string[];
  /** The most telling words of what the reader attached (a selection, a code chip), if anything. */
  contextTerms?: readonly string[];
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
  /** Runs of the question's words with nothing between them (query-terms.ts `phrases`): "GraphQL API resolver". */
  phrases?: readonly (readonly string[])[];
  /** The share of the docs' sections that hold the term, 0..1. */
  share?(term: string): number;
  /** What the reader wrote as code (query-terms.ts `quoted`). */
  quoted?: readonly string[];
}

/**
 * A question whose own words weigh less than one word that names a topic ("is it safe to break out early?",
 * "what does this do?") is about what the reader attached: the context's words are judged with its own.
 */
const ABOUT_THE_CONTEXT_BELOW = 1;

export function retrievalConfidence(input: ConfidenceInput, p: ConfidenceParameters = CONFIDENCE_PARAMETERS): number {
  const { hits } = input;
  let terms = input.terms;
  let weights = terms.map((term) => topicWeight(term, input, p));
  const context = (input.contextTerms ?? []).filter((term) => !terms.includes(term));
  if (context.length > 0 && sum(weights) < ABOUT_THE_CONTEXT_BELOW) {
    terms = [...terms, ...context];
    weights = [...weights, ...context.map((term) => topicWeight(term, input, p))];
  }
  if (terms.length === 0 || hits.length === 0) return 0;
  if (weights.every((w) => w === 0))
    weights = terms.map((term) => topicWeight(term, input, { ...p, ...BY_SPECIFICITY }));
  const total = sum(weights);
  if (total === 0) return 0;
  const against = total <= p.aboutWeight ? total : p.aboutWeight + p.situationShare * (total - p.aboutWeight);
  let best = 0;
  for (const { section } of hits.slice(0, p.hitsConsidered)) {
    const where = {
      heading: input.headingTerms(section),
      text: input.sectionTerms(section),
      page: input.pageTerms(section.path),
    };
    const apart = apartFromTheirPhrase(input, where, (term) => weights[terms.indexOf(term)] ?? 0);
    let found = 0;
    terms.forEach((term, i) => {
      const forms = [term, ...(input.alternatives?.(term) ?? [])];
      const share = apart.has(term) ? APART_FROM_ITS_PHRASE : 1;
      found += share * (weights[i] ?? 0) * Math.max(...forms.map((form) => evidence(form, where, p)));
    });
    best = Math.max(best, Math.min(1, found / against));
    if (headingNamed(section, terms, input, p) || holdsQuotedName(where, input, p))
      best = Math.max(best, COVERAGE_BARS.answered);
  }
  return best;
}

/**
 * Whether the question names every word of weight in the section's own heading, and there are at least two. Only
 * with the everyday weights: words weighed by rarity in the docs (BY_SPECIFICITY) say nothing about a heading.
 */
function headingNamed(
  section: Section,
  terms: readonly string[],
  input: Pick<ConfidenceInput, 'known' | 'specificity'>,
  p: ConfidenceParameters,
): boolean {
  if (p.everydayDiscount === 0) return false;
  // A heading is a line; a generated one may be a paragraph, and this runs for every question.
  const named = new Set(
    termsOf(section.heading.slice(0, MAX_HEADING_CHARS)).filter(
      (term) => topicWeight(term, input, p) >= HEADING_WORD_WEIGHT,
    ),
  );
  return named.size >= HEADING_NAMED_WORDS && [...named].every((term) => terms.includes(term));
}

/**
 * The naming words of the question's phrases that the hit does not hold itself (heading or text) while it holds
 * another word of the same phrase: what it has of them is found apart from the rest of the phrase.
 */
export function apartFromTheirPhrase(
  input: Pick<ConfidenceInput, 'phrases' | 'alternatives'>,
  where: Record<'heading' | 'text' | 'page', ReadonlySet<string>>,
  weightOf: (term: string) => number,
): Set<string> {
  const apart = new Set<string>();
  const holds = (term: string) =>
    [term, ...(input.alternatives?.(term) ?? []), ...synonymsOf(term)].some(
      (form) => where.heading.has(form) || where.text.has(form),
    );
  for (const phrase of input.phrases ?? []) {
    if (!phrase.some(holds)) continue;
    for (const term of phrase) if (!holds(term) && weightOf(term) >= NAMING_WORD_WEIGHT) apart.add(term);
  }
  return apart;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** How much a question word says about what the question is about (the comments on the weights above say why). */
export function topicWeight(
  term: string,
  input: Pick<ConfidenceInput, 'known' | 'specificity' | 'share'>,
  p: ConfidenceParameters = CONFIDENCE_PARAMETERS,
): number {
  const commonness = everydayCommonness(term);
  if (p.everydayDiscount > 0 && commonness === 0 && (input.share?.(term) ?? 0) >= OWN_NAME_SHARE) return 0;
  const topical = Math.max(0, 1 - p.everydayDiscount * commonness);
  return input.known(term) ? topical * input.specificity(term) ** p.specificityPower : topical;
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
