import { hasUnspacedScript, segmentWords } from './segment-words';

/**
 * How text becomes search terms, shared by indexing and querying so both sides agree:
 * code-aware splitting (`setErrorHandler` also yields `set`, `error`, `handler`), stop words dropped, and a
 * light suffix stemmer (`hooks`/`hooked`/`hooking` → `hook`) instead of Porter's, which mangles identifiers.
 */

const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can could do does did for from had has have how i if in into is it its me my ' +
    'no not of on or our should so than that the their them then there these they this those to was we were ' +
    'what when where which who why will with would you your yours about any some get got want need use using ' +
    'way make possible tell show please there s t ' +
    // What is left of contractions once the apostrophe splits them: "doesn't" → `doesn`, `t`.
    'doesn don isn aren won wouldn shouldn couldn didn can ll ve re d m ' +
    // A particle: "set up", "back up" are still found joined (`setup`, `backup`) before stop words drop.
    'up'
  ).split(' '),
);

/**
 * Longest token kept, in characters; longer ones are cut here, on both the indexing and the query side. No word or
 * identifier in docs is near it, and past it the cost of a term (fuzzy matching allocates by its length squared)
 * would depend on what a client sends: one 40,000-character word once took the process to 1.6 GiB.
 */
export const MAX_TERM_CHARS = 64;

/**
 * Splits on anything that is not a letter, digit, `_` or `$`, keeping identifiers (`reply.send`) as words too, and
 * command-line flags whole (`--save-exact`, `-g`) beside their words: "what does --port do" should find the page
 * that documents `--port`, not every page that mentions a port. A number written with thousands separators is one
 * token (`9,000`): split, its `000` was a word found nowhere, weighing as a name would. Text in a script written
 * without spaces (Chinese, Japanese, Thai) is split into its words by `Intl.Segmenter` (segment-words.ts).
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.matchAll(
    /(?<![\p{L}\p{N}_$-])(--?)?([\p{L}\p{N}_$]+(?:[.:-][\p{L}\p{N}_$]+|(?<=\p{N}),\d{3}(?![\p{L}\p{N}_$]))*)/gu,
  )) {
    const dashes = match[1] ?? '';
    const run = match[2] ?? '';
    // Chinese, Japanese, Thai: a run of letters is a sentence; its words come from the segmenter.
    if (hasUnspacedScript(run)) {
      for (const word of segmentWords(run)) tokens.push(word.slice(0, MAX_TERM_CHARS));
      continue;
    }
    const word = run.slice(0, MAX_TERM_CHARS);
    if (dashes && /^\p{L}/u.test(word)) tokens.push(`${dashes}${word}`);
    // `save-exact` and `reply.send` are one name to a reader, and also their words.
    tokens.push(word);
    if (/[.:-]/.test(word)) tokens.push(...word.split(/[.:-]/).filter(Boolean));
  }
  return tokens;
}

/**
 * Tokens already processed. Indexing processes every token three times (sections, pages, term statistics) and a
 * docs set repeats its vocabulary endlessly: at 1,000 pages this was a third of the index build. Bounded: cleared when
 * full, so a stream of distinct tokens (questions) cannot grow it.
 */
const processed = new Map<string, string[] | null>();
const MAX_PROCESSED = 200_000;

/** One raw token → the terms stored in the index: the whole identifier plus its camelCase / snake_case parts. */
export function processTerm(token: string): string[] | null {
  const known = processed.get(token);
  if (known !== undefined) return known;
  if (processed.size >= MAX_PROCESSED) processed.clear();
  const terms = processTermUncached(token);
  processed.set(token, terms);
  return terms;
}

function processTermUncached(token: string): string[] | null {
  const parts = splitIdentifier(token);
  const terms = new Set<string>();
  const whole = normalise(token);
  if (whole) terms.add(whole);
  if (parts.length > 1)
    for (const part of parts) {
      const term = normalise(part);
      if (term) terms.add(term);
    }
  return terms.size > 0 ? [...terms] : null;
}

function splitIdentifier(token: string): string[] {
  return token
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_$.:-]+/)
    .filter(Boolean);
}

function normalise(token: string): string | undefined {
  const lower = token.toLowerCase();
  if (lower.length < 2 && !/\d/.test(lower)) return undefined;
  if (STOP_WORDS.has(lower)) return undefined;
  return stem(lower);
}

/** Suffix stripping with guards so short words and identifiers survive (`status`, `class`, `process`). */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(ss|us|is)$/.test(w)) {
    // `process`, `status`, `analysis` are not plurals.
  } else if (/(ches|shes|xes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && w.length > 4) w = undouble(w.slice(0, -2));
  else if (w.endsWith('ly') && w.length > 5) w = w.slice(0, -2);
  // `deprecated`/`deprecating` → `deprecate`, so they meet `deprecate` and `deprecation` below.
  if (/at(ed|ing)$/.test(word) && !/tt(ed|ing)$/.test(word) && w.length >= 7) w = `${w}e`;
  // `validation`/`validate` → `valid`, `configuration`/`configure` → `configur`, but `create` keeps its stem.
  if (w.endsWith('ation') && w.length > 8) w = w.slice(0, -5);
  else if (w.endsWith('ate') && w.length > 6) w = w.slice(0, -3);
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

function undouble(word: string): string {
  return /([^aeiouls])\1$/.test(word) ? word.slice(0, -1) : word;
}

/**
 * One raw token → its terms in a language the stop words and the stemmer above were not made for (they are English's:
 * `die`, `an`, `was` are words in German, and stripping `-s` or `-ed` from French or Japanese words only breaks
 * them): lower-cased, identifiers split, nothing dropped but single Latin letters. A single Chinese or Japanese
 * character is a word (`値`, `型`), so it stays.
 */
export function processTermPlain(token: string): string[] | null {
  const terms = new Set<string>();
  for (const part of [token, ...(/[\s_$.:-]|[a-z\d][A-Z]/.test(token) ? splitIdentifier(token) : [])]) {
    const lower = part.toLowerCase();
    if (lower.length < 2 && !/[\d\p{Script=Han}\p{Script=Katakana}]/u.test(lower)) continue;
    terms.add(lower);
  }
  return terms.size > 0 ? [...terms] : null;
}
