import { isCoverage, type Coverage } from '../retrieval/coverage';

/**
 * The model's own judgement of coverage: its reply opens with one line, `Coverage: answered|partial|not-covered`,
 * read off the stream here and never shown. A model that leaves the line out (or writes something else) keeps
 * retrieval's judgement and loses none of its text.
 */
export const VERDICT_INSTRUCTION =
  '- First write one line, exactly `Coverage: answered` if the passages answer the question, `Coverage: partial` ' +
  'if they only come close (then answer from them and say what they leave open), or `Coverage: not-covered` if ' +
  'they do not answer it (then say so plainly in one or two sentences, link nothing and do not guess). Then a ' +
  'blank line, then the answer.';

/** A verdict line is short: past this many characters without a line break, the reply has none. */
const MAX_VERDICT_CHARS = 40;
/**
 * The line as models write it: the instruction shows it in backticks, and models copy them or make it bold
 * (`**Coverage:** partial`), or spell the last outcome with a space. Unread, such a line kept retrieval's outcome
 * and was shown to the reader.
 */
const VERDICT = /^[\s*_`]*coverage[*_`]*\s*:[\s*_`]*(answered|partial|not[- ]covered)[\s*_`.]*$/i;

const verdictOf = (line: string): Coverage | undefined => {
  const word = VERDICT.exec(line)?.[1]?.toLowerCase().replace(' ', '-');
  return isCoverage(word) ? word : undefined;
};

/**
 * Blank lines after the verdict are dropped even when they come in later pieces than the line itself; past this
 * many characters of nothing but whitespace, they are passed on as they are.
 */
const MAX_BLANK_CHARS = 200;

/**
 * Reads the verdict from the start of the model's deltas. Resolves `verdict` once known (undefined when there was
 * none), then yields the rest of the text, the verdict line and the blank lines after it removed.
 */
export async function* afterVerdict(
  deltas: AsyncIterable<string>,
  onVerdict: (verdict: Coverage | undefined) => void | Promise<void>,
): AsyncGenerator<string> {
  let head = '';
  let decided = false;
  // After a verdict line: whitespace held back until the answer's first visible character shows where it starts.
  let blank: string | undefined;
  for await (const delta of deltas) {
    let held: string;
    if (decided) {
      if (blank === undefined) {
        yield delta;
        continue;
      }
      held = blank + delta;
    } else {
      head += delta;
      const lineEnd = head.indexOf('\n');
      if (lineEnd < 0 && head.length <= MAX_VERDICT_CHARS) continue;
      decided = true;
      const verdict = lineEnd >= 0 ? verdictOf(head.slice(0, lineEnd)) : undefined;
      await onVerdict(verdict);
      if (!verdict) {
        yield head;
        continue;
      }
      held = head.slice(lineEnd + 1);
    }
    if (!/\S/.test(held) && held.length <= MAX_BLANK_CHARS) {
      blank = held;
      continue;
    }
    blank = undefined;
    const rest = held.replace(/^(?:[ \t]*\r?\n)+/, '');
    if (rest) yield rest;
  }
  if (!decided) {
    const verdict = verdictOf(head);
    await onVerdict(verdict);
    if (!verdict && head) yield head;
  }
}
