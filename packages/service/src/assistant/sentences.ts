/**
 * Cutting prose to fit without cutting it badly: at the end of a sentence, else of a line, else of a word — never
 * inside a word or an inline `code span`, and never inside a fenced block (callers pass prose blocks only).
 */

/** Sentence ends: `.`, `!` or `?` (optionally closing a quote or bracket) before a space or the end. */
const SENTENCE_END = /[.!?]["')\]]?(?=\s|$)/g;

/** Offsets where a cut would land inside an inline code span. */
function insideCode(text: string): (offset: number) => boolean {
  const spans: Array<[number, number]> = [];
  for (const match of text.matchAll(/`[^`\n]*`/g)) spans.push([match.index ?? 0, (match.index ?? 0) + match[0].length]);
  return (offset) => spans.some(([start, end]) => offset > start && offset < end);
}

/** Abbreviations and version numbers end in a dot without ending a sentence ("e.g. this", "v1.2"). */
function isFalseEnd(text: string, end: number): boolean {
  const before = text.slice(Math.max(0, end - 6), end + 1);
  return /\b(e\.g|i\.e|etc|vs|cf|approx)\.$/i.test(before) || (/\d\.$/.test(before) && /^\d/.test(text.slice(end + 1)));
}

/** The text up to the last sentence end within `max` characters; a shorter text is returned whole. */
export function cutAtSentence(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const inCode = insideCode(trimmed);
  let cut = -1;
  for (const match of trimmed.matchAll(SENTENCE_END)) {
    const end = (match.index ?? 0) + match[0].length;
    if (end > max) break;
    if (!inCode(end) && !isFalseEnd(trimmed, match.index ?? 0)) cut = end;
  }
  if (cut > 0) return trimmed.slice(0, cut);
  // No sentence fits: a whole line (a list item) does, else whole words, marked as cut.
  const line = trimmed.lastIndexOf('\n', max);
  if (line > max / 3) return trimmed.slice(0, line).trimEnd();
  let space = trimmed.lastIndexOf(' ', max);
  while (space > 0 && inCode(space)) space = trimmed.lastIndexOf(' ', space - 1);
  // One word longer than the budget: keep it whole rather than cut it.
  if (space <= 0) space = trimmed.indexOf(' ', max);
  if (space <= 0) return trimmed;
  return `${trimmed
    .slice(0, space)
    .trimEnd()
    .replace(/[,;:]$/, '')}…`;
}

/** The first sentence of a paragraph (whole, however long, up to `max`). */
export function firstSentence(text: string, max = 240): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const inCode = insideCode(flat);
  for (const match of flat.matchAll(SENTENCE_END)) {
    const end = (match.index ?? 0) + match[0].length;
    if (end > max) break;
    if (end >= 12 && !inCode(end) && !isFalseEnd(flat, match.index ?? 0)) return flat.slice(0, end);
  }
  return cutAtSentence(flat, max);
}
