import { hasUnspacedScript, segmentWords } from './segment-words';
import { MAX_TERM_CHARS } from './terms';

/**
 * `tokenize` (terms.ts) as one pass over the text's characters, for counting a page's words: a token made of ASCII
 * characters is told as a range of the text (`onRange(start, end)`), never cut out as a string, so a page's
 * repeated words cost a hash of their characters and no allocation (page-token-table.ts). A run holding any other
 * character is cut out and read by `tokenize`'s own rules (`onToken`), so the tokens are `tokenize`'s, in its
 * order: `token-scanner.test.ts` compares both on the eval corpora and on random text.
 *
 * The match is `tokenize`'s pattern's, step by step: a token starts where the character before it is not a word character
 * (letter, digit, `_`, `$`) nor `-`; `-` or `--` before a word character opens a flag; then word characters, and
 * again after each `.`, `:` or `-` that a word character follows.
 */
export function scanTokens(
  text: string,
  onRange: (start: number, end: number) => void,
  onToken: (token: string) => void,
): void {
  const length = text.length;
  let i = 0;
  while (i < length) {
    const at = i;
    const step = charWidth(text, at);
    if (before(text, at)) {
      i = at + step;
      continue;
    }
    let runStart = at;
    if (text.charCodeAt(at) === DASH) {
      runStart = text.charCodeAt(at + 1) === DASH ? at + 2 : at + 1;
      if (wordWidth(text, runStart) === 0) {
        i = at + step;
        continue;
      }
    } else if (wordWidth(text, at) === 0) {
      i = at + step;
      continue;
    }
    // The run: word characters, and more after each separator a word character follows.
    let end = runStart;
    let ascii = true;
    for (;;) {
      const width = wordWidth(text, end);
      if (width > 0) {
        if (width > 1 || text.charCodeAt(end) > 0x7f) ascii = false;
        end += width;
        continue;
      }
      if (isSeparator(text.charCodeAt(end)) && wordWidth(text, end + 1) > 0) {
        end += 1;
        continue;
      }
      break;
    }
    if (ascii) asciiRun(text, at, runStart, end, onRange);
    else otherRun(text.slice(runStart, end), text.slice(at, runStart), onToken);
    i = end;
  }
}

const DASH = 0x2d;

/** `tokenize`'s tokens of a run of ASCII word characters and separators, as ranges. */
function asciiRun(
  text: string,
  dashStart: number,
  runStart: number,
  runEnd: number,
  onRange: (start: number, end: number) => void,
) {
  const end = Math.min(runEnd, runStart + MAX_TERM_CHARS);
  if (runStart > dashStart && isAsciiLetter(text.charCodeAt(runStart))) onRange(dashStart, end);
  onRange(runStart, end);
  // `reply.send` and `save-exact` are also their words (a word cut at MAX_TERM_CHARS may end in a separator).
  let part = runStart;
  for (let j = runStart; j < end; j++)
    if (isSeparator(text.charCodeAt(j))) {
      if (j > part) onRange(part, j);
      part = j + 1;
    }
  if (part > runStart && end > part) onRange(part, end);
}

/** A run with other scripts' characters, read exactly as `tokenize` reads it (a cut word, the unspaced scripts). */
function otherRun(run: string, dashes: string, onToken: (token: string) => void) {
  if (hasUnspacedScript(run)) {
    for (const word of segmentWords(run)) onToken(word.slice(0, MAX_TERM_CHARS));
    return;
  }
  const word = run.slice(0, MAX_TERM_CHARS);
  if (dashes && LETTER_FIRST.test(word)) onToken(`${dashes}${word}`);
  onToken(word);
  if (SEPARATOR.test(word)) for (const part of word.split(SEPARATOR)) if (part) onToken(part);
}

const LETTER_FIRST = /^\p{L}/u;
const SEPARATOR = /[.:-]/;

const isSeparator = (code: number) => code === 0x2e || code === 0x3a || code === DASH;
const isAsciiLetter = (code: number) => (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);

/** Whether the character before `at` keeps a token from starting there: a word character or `-`. */
function before(text: string, at: number): boolean {
  if (at === 0) return false;
  const code = text.charCodeAt(at - 1);
  if (code === DASH) return true;
  // The second half of a surrogate pair: the character is the pair.
  if (code >= 0xdc00 && code <= 0xdfff && at >= 2) {
    const high = text.charCodeAt(at - 2);
    if (high >= 0xd800 && high <= 0xdbff) return isWordChar(text.slice(at - 2, at));
  }
  return isWordCode(code, text, at - 1);
}

/** The width (0, 1 or 2 code units) of the word character at `at`; 0 when there is none. */
function wordWidth(text: string, at: number): number {
  if (at >= text.length) return 0;
  const code = text.charCodeAt(at);
  if (code < 0x80) return ASCII_WORD[code] as number;
  if (code >= 0xd800 && code <= 0xdbff && at + 1 < text.length) {
    const low = text.charCodeAt(at + 1);
    if (low >= 0xdc00 && low <= 0xdfff) return isWordChar(text.slice(at, at + 2)) ? 2 : 0;
  }
  return isWordCode(code, text, at) ? 1 : 0;
}

/** How far the regex's own scan moves on from `at`: one character, two code units for a surrogate pair. */
function charWidth(text: string, at: number): number {
  const code = text.charCodeAt(at);
  if (code >= 0xd800 && code <= 0xdbff && at + 1 < text.length) {
    const low = text.charCodeAt(at + 1);
    if (low >= 0xdc00 && low <= 0xdfff) return 2;
  }
  return 1;
}

const ASCII_WORD = new Uint8Array(128);
for (let code = 0; code < 128; code++)
  ASCII_WORD[code] = /[\p{L}\p{N}_$]/u.test(String.fromCharCode(code)) ? 1 : 0;

const WORD_CHAR = /^[\p{L}\p{N}_$]$/u;
/** Characters of the Basic Multilingual Plane already classified: 0 not yet, 1 a word character, 2 not. */
const BMP_WORD = new Uint8Array(0x10000);

function isWordCode(code: number, text: string, at: number): boolean {
  if (code < 0x80) return ASCII_WORD[code] === 1;
  let known = BMP_WORD[code] as number;
  if (known === 0) {
    // A lone surrogate is no letter; the regex reads it as the character it is.
    known = WORD_CHAR.test(text[at] as string) ? 1 : 2;
    BMP_WORD[code] = known;
  }
  return known === 1;
}

const isWordChar = (char: string) => WORD_CHAR.test(char);
