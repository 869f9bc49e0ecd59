/**
 * Docs that quote a question as an example of what someone might ask ("try asking "How do I schedule a cron
 * job?"", a table of example questions) mention it; they do not answer it. A section holding every word of the
 * question because it quotes the question whole is no evidence that the docs cover its topic, so coverage
 * (confidence.ts) is judged without it. The section still ranks and can be quoted: it is a fine answer to a
 * question about the example.
 *
 * Only a quotation of the whole question counts (in straight or curly double quotes, or in the quotes a table cell
 * or a list item writes it in), compared without case, repeated white space and trailing punctuation: a reader
 * who copies an example out of the docs asks exactly it, and a question the docs answer is not quoted whole as an
 * example of itself.
 */
const OPENING_QUOTES = ['"', '“', '«', '„'];
const CLOSING_QUOTES = ['"', '”', '»', '“'];
/** Short questions ("what is it?") are quoted in passing for other reasons; they are not examples of a topic. */
const MIN_WORDS = 4;

/**
 * A section is read this far for the quotation: example questions sit in a guide's prose or a table, not deep in a
 * 700 KB changelog, and a question's coverage must not cost a scan of megabytes (it runs for up to eight hits).
 */
const MAX_SCANNED_CHARS = 100_000;

/** Lower case, one space between words. */
const normalised = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Whether `markdown` quotes `question` whole. Bounded: a scan of the section's text per opening quote. */
export function quotesQuestion(markdown: string, question: string): boolean {
  const asked = normalised(question).replace(/[?.!]+$/, '');
  if (asked.split(' ').length < MIN_WORDS) return false;
  const text = normalised(markdown.slice(0, MAX_SCANNED_CHARS));
  return OPENING_QUOTES.some((quote) => {
    const quoted = `${quote}${asked}`;
    for (let at = text.indexOf(quoted); at >= 0; at = text.indexOf(quoted, at + 1)) {
      const after = text.slice(at + quoted.length).replace(/^[?.!]+/, '');
      if (CLOSING_QUOTES.some((closing) => after.startsWith(closing))) return true;
    }
    return false;
  });
}
