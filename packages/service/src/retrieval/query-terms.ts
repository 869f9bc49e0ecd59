import { synonymsOf } from './synonyms';
import { ENGLISH_RULES, type TermRules } from './term-rules';
import { processTerm } from './terms';

/** What the reader attached to the question: a selection on the page or a code chip. */
export interface QueryContext {
  type: 'code' | 'textSelection';
  value: string;
}

/** Weighted search terms: the reader's own question, then what the context adds, each term at most once. */
export interface QueryTerms {
  /** term → weight, question terms first. */
  weights: Map<string, number>;
  /** The question's own terms (no synonyms, no context), for the confidence check. */
  own: string[];
  /** The whole terms of the question's flags and identifiers (`--port`, `logger.child`): a heading naming one wins. */
  identifiers: string[];
  /**
   * The whole terms of the names the reader wrote as code: a word in backticks (`` `WriteTimeout` ``), the flags and
   * identifiers of a command or line of code in backticks (`` `npm create vite@latest -- --template react-ts` ``),
   * and error codes in capitals (CERTIFICATE_VERIFY_FAILED), which readers paste without them.
   */
  quoted: string[];
  /** A question word → the joined forms it is part of ("back up" → `backup`): finding those finds the word. */
  joined: Map<string, string[]>;
  /** The context's most telling terms, for the confidence check when the question has no words of its own. */
  fromContext: string[];
  /**
   * Runs of the question's own words with no stop word or punctuation between ("GraphQL API resolver", "log line"):
   * what the reader names with several words. Only runs of two or more.
   */
  phrases: string[][];
  /** The term of the question's last word (none when it is a stop word): the one a search box may have half typed. */
  last?: string;
}

/** A long question costs no more than this many terms: retrieval work must not grow with input length. */
const MAX_QUESTION_TERMS = 24;
const MAX_QUESTION_CHARS = 2000;
/** Of a selection or code chip, only its most specific terms refine the search. */
const MAX_CONTEXT_TERMS = 12;
/** Only the start of the context is read: a pasted file must cost what a paragraph costs. */
const MAX_CONTEXT_CHARS = 4000;
/** Synonyms help recall without outranking the reader's own words. */
export const SYNONYM_WEIGHT = 0.4;
/**
 * Context refines, the question decides: a selection's words count for less than the question's, so a paragraph
 * about one thing cannot swamp a question about another. Names from code count a little more than prose words —
 * they are what the docs index as code.
 */
const CONTEXT_WEIGHT = 0.3;
const CONTEXT_SHARE = 0.5;
const CODE_IDENTIFIER_WEIGHT = 0.45;
const CODE_WORD_WEIGHT = 0.2;
/** Flags and identifiers name one thing: `--port`, `reply.send`, `FST_ERR_…` outrank plain words. */
const IDENTIFIER_BOOST = 1.5;

const CODE_SPAN = /`([^`\n]{1,200})`/g;
const CAPITALS_CODE = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;
/**
 * A call as readers write one without backticks: `close()`, `pino.destination('/var/log')`. Prose puts a space
 * before `(`.
 */
const CALL_CODE = /(?<![\w$.])([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\([^()\n]{0,60}\)/g;

/** The whole term of each token of the question's code spans and capitalised error codes (`QueryTerms.quoted`). */
function quotedTerms(question: string, rules: TermRules): string[] {
  const quoted = new Set<string>();
  const add = (code: string) => {
    const tokens = rules.tokenize(code);
    for (const token of tokens) {
      // In a command or a line of code, its names, not its plain words (`npx`, `node`, `true`).
      if (tokens.length > 1 && !isIdentifier(token)) continue;
      const whole = rules.processTerm(token)?.[0];
      if (whole && quoted.size < MAX_QUESTION_TERMS) quoted.add(whole);
    }
  };
  for (const [, code = ''] of question.matchAll(CODE_SPAN)) add(code);
  for (const [code] of question.matchAll(CAPITALS_CODE)) add(code);
  for (const [, call = ''] of question.matchAll(CALL_CODE)) add(call);
  return [...quoted];
}

/** Text → the index's terms, as indexing makes them for text in the language `rules` are for (English's unless told). */
export const termsOf = (text: string, rules: TermRules = ENGLISH_RULES) =>
  rules.tokenize(text).flatMap((token) => rules.processTerm(token) ?? []);

/**
 * `--port`, `save-exact`, `reply.send`, `setErrorHandler`, `ACME_API_URL`: names a reader copies rather than words
 * they use. (A flag's bare name counts too: CLI docs head the option `save-exact`, not `--save-exact`. Plain
 * acronyms — JSON, HTTP — are words.)
 */
export function isIdentifier(token: string): boolean {
  return (
    /^--?\p{L}/u.test(token) ||
    /[.:_]/.test(token) ||
    /\p{Ll}\p{Lu}/u.test(token) ||
    /^\p{Ll}+(-[\p{Ll}\d]+)+$/u.test(token)
  );
}

/** What the index knows of its terms. */
export interface Vocabulary {
  /** 0..1, 1 for a term in one section (or in none). */
  specificity(term: string): number;
  has(term: string): boolean;
}

/**
 * A question's weighted terms, made by the rules of the language it is answered in (`rules`: English's unless told;
 * the English-only steps — "explain this", synonyms — only for English).
 */
export function queryTerms(
  question: string,
  context: readonly QueryContext[],
  vocabulary: Vocabulary,
  rules: TermRules = ENGLISH_RULES,
): QueryTerms {
  const specificity = (term: string) => vocabulary.specificity(term);
  const weights = new Map<string, number>();
  const tokens = rules.tokenize(question.slice(0, MAX_QUESTION_CHARS));
  const own: string[] = [];
  const identifiers: string[] = [];
  for (const token of tokens) {
    const boost = isIdentifier(token) ? IDENTIFIER_BOOST : 1;
    const terms = rules.processTerm(token) ?? [];
    // Confidence counts each word the reader typed once, as a whole (`typescript`, not also `type` and `script`).
    const whole = terms[0];
    if (whole && !own.includes(whole) && own.length < MAX_QUESTION_TERMS) own.push(whole);
    if (whole && boost > 1 && !identifiers.includes(whole) && identifiers.length < MAX_QUESTION_TERMS)
      identifiers.push(whole);
    for (const term of terms) {
      if (weights.size >= 2 * MAX_QUESTION_TERMS && !weights.has(term)) continue;
      weights.set(term, Math.max(weights.get(term) ?? 0, boost * specificity(term)));
    }
  }
  // "What does this mean?", "What does this code do?", "Explain this" with a selection or code chip: the words
  // ask about the context, they do not name a subject. Searched for, they find the docs' own "Explain this" button
  // or a section about exit codes' meaning; left out, the context decides what the question is about.
  const aboutContext = rules.english && own.length > 0 && own.every((term) => ABOUT_THE_CONTEXT.has(term));
  if (aboutContext && context.some((item) => item.value.trim())) return contextOnlyTerms(context, vocabulary, rules);
  const joined = joinedTerms(tokens, weights, vocabulary, rules);
  for (const term of rules.english ? [...weights.keys()] : []) {
    for (const synonym of synonymsOf(term)) {
      if (!weights.has(synonym)) weights.set(synonym, SYNONYM_WEIGHT * specificity(synonym));
    }
  }
  const fromContext = contextTerms(context, vocabulary, rules).filter((t) => !weights.has(t.term));
  // However many terms the context brings, together they weigh at most half of what the question's words do, so
  // a code chip's dozen identifiers cannot outvote a question about something else. A question with no words of
  // its own ("what does this do?") leaves the context to decide.
  const asked = own.reduce((sum, term) => sum + (vocabulary.has(term) ? specificity(term) : 0), 0);
  const brought = fromContext.reduce((sum, t) => sum + t.weight * specificity(t.term), 0);
  const scale = asked > 0 && brought > CONTEXT_SHARE * asked ? (CONTEXT_SHARE * asked) / brought : 1;
  for (const { term, weight } of fromContext) weights.set(term, scale * weight * specificity(term));
  const last = rules.processTerm(tokens[tokens.length - 1] ?? '')?.[0];
  const phrases = rules.english ? phrasesOf(question.slice(0, MAX_QUESTION_CHARS), own, rules) : [];
  return {
    weights,
    own,
    identifiers,
    quoted: quotedTerms(question.slice(0, MAX_QUESTION_CHARS), rules),
    joined,
    phrases,
    fromContext: fromContext.map((t) => t.term),
    ...(last ? { last } : {}),
  };
}

/** Clause breaks: a phrase does not run across them ("in my node_modules, who depends on it"). */
const CLAUSE_BREAK = /[,;:!?()[\]"]|\.(?:\s|$)/;

function phrasesOf(question: string, own: readonly string[], rules: TermRules): string[][] {
  const phrases: string[][] = [];
  for (const clause of question.split(CLAUSE_BREAK)) {
    let run: string[] = [];
    const end = () => {
      if (run.length >= 2) phrases.push(run);
      run = [];
    };
    // A word as written: a name's parts (`next`, `js` of `Next.js`, `save` of `--save-exact`) are not more words.
    for (const word of clause.split(/\s+/)) {
      const whole = rules.processTerm(rules.tokenize(word)[0] ?? '')?.[0];
      if (!whole) end();
      else if (own.includes(whole) && !run.includes(whole)) run.push(whole);
    }
    end();
  }
  return phrases;
}

/**
 * Words that ask about what the reader attached rather than name what they ask about: "explain", "mean", "this
 * code", "in simpler words", "an example". General English, not any docs set's vocabulary.
 */
const ABOUT_THE_CONTEXT = new Set(
  (
    'explain explanation mean meaning means meant code snippet line lines example sample work works working ' +
    'happen happens say says said understand clarify elaborate summarise summarize summary simple simpler ' +
    'plain word words detail details detailed part paragraph sentence selection selected text here above ' +
    'purpose point doing really exactly again more briefly short'
  )
    .split(' ')
    .flatMap((word) => processTerm(word) ?? []),
);

/** A question with no subject of its own: the context's terms are the whole search, at their own weights. */
function contextOnlyTerms(context: readonly QueryContext[], vocabulary: Vocabulary, rules: TermRules): QueryTerms {
  const fromContext = contextTerms(context, vocabulary, rules);
  const weights = new Map(fromContext.map(({ term, weight }) => [term, weight * vocabulary.specificity(term)]));
  return {
    weights,
    own: [],
    identifiers: [],
    quoted: [],
    joined: new Map(),
    phrases: [],
    fromContext: fromContext.map((t) => t.term),
  };
}

/**
 * Words readers say for the prefixes names are made with: "undo" what `unpublish`, `uninstall`, `unlink` do,
 * "before" and "after" the `prepublish` / `postinstall` of lifecycle names. General English word formation.
 */
const AFFIX_WORDS = new Map([
  ['undo', 'un'],
  ['before', 'pre'],
  ['after', 'post'],
]);
/** How far after the prefix's word its verb may be ("undo the last publish"): words, not terms. */
const AFFIX_REACH = 3;

/**
 * Readers split what code joins: "query string" should find `querystring`, "content type" `contentType`, "log in"
 * `login` — so adjacent words are tried joined, before stop words drop ("in"), and added when the docs use the
 * joined form. Returns each word → the joined forms it is part of, so confidence finds "back" where `backup` is.
 */
function joinedTerms(
  tokens: string[],
  weights: Map<string, number>,
  vocabulary: Vocabulary,
  rules: TermRules,
): Map<string, string[]> {
  const words = tokens.slice(0, 2 * MAX_QUESTION_TERMS).map((token) => token.toLowerCase());
  const partOf = new Map<string, string[]>();
  const join = (first: string, second: string, joinedText: string) => {
    for (const joined of rules.processTerm(joinedText) ?? []) {
      if (weights.has(joined) || !vocabulary.has(joined)) continue;
      weights.set(joined, vocabulary.specificity(joined));
      for (const part of [first, second].flatMap((word) => rules.processTerm(word) ?? [])) {
        partOf.set(part, [...(partOf.get(part) ?? []), joined]);
      }
    }
  };
  for (let i = 0; i + 1 < words.length; i++) {
    const [word = '', next = ''] = [words[i], words[i + 1]];
    join(word, next, `${word}${next}`);
    // "undo a publish" → `unpublish`, "before every publish" → `prepublish`: the word a prefix stands for, then the
    // verb within a few words (an article or "every" between).
    const prefix = rules.english ? AFFIX_WORDS.get(word) : undefined;
    if (prefix) for (const verb of words.slice(i + 1, i + 1 + AFFIX_REACH)) join(word, verb, `${prefix}${verb}`);
  }
  return partOf;
}

/**
 * The context's terms worth searching for: from code its names above its other words, from a selection its words;
 * ranked by how specific they are in these docs, so the rare names that place the selection win over the common
 * words (and keywords) every page shares.
 */
function contextTerms(context: readonly QueryContext[], vocabulary: Vocabulary, rules: TermRules) {
  const seen = new Map<string, number>();
  let budget = MAX_CONTEXT_CHARS;
  for (const item of context) {
    if (budget <= 0) break;
    const text = item.value.slice(0, budget);
    budget -= text.length;
    const code = item.type === 'code';
    // In code, a name followed by `(` is a call even when it is one plain word (`listen(`, `register(`).
    const called = code ? new Set([...text.matchAll(/([\p{L}_$][\p{L}\p{N}_$]*)\s*\(/gu)].map((m) => m[1])) : undefined;
    for (const token of rules.tokenize(text)) {
      // In code, names (identifiers, calls) say where it comes from; its other words (a Dockerfile's `COPY`, a
      // shell line's paths) count less, and keywords every page shares fall to the specificity ranking below.
      const name = !called || isIdentifier(token) || called.has(token) || /^\p{Lu}{2,}$/u.test(token);
      const weight = code ? (name ? CODE_IDENTIFIER_WEIGHT : CODE_WORD_WEIGHT) : CONTEXT_WEIGHT;
      for (const term of rules.processTerm(token) ?? []) seen.set(term, Math.max(seen.get(term) ?? 0, weight));
    }
  }
  return (
    [...seen]
      // A term the docs never use cannot place the context in them.
      .filter(([term]) => vocabulary.has(term))
      .map(([term, weight]) => ({ term, weight, rank: vocabulary.specificity(term) }))
      .sort((a, b) => b.rank - a.rank)
      .slice(0, MAX_CONTEXT_TERMS)
  );
}
