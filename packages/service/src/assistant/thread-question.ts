/**
 * A follow-up read with the subject of the question before it. "Can you show an example config for that?" asked
 * after "How do I configure the base path?" is about the base path; searched for on its own it is about any
 * config anywhere (the Vite docs answered it with environment variables). When a short question refers back —
 * "that", "it", "those", "an example", "more", or opens with "and…", "what about…" — the earlier question's words
 * are searched with it.
 */

/** Words by which a question points at what was asked before rather than naming it. */
const REFERS_BACK =
  /\b(that|this|it|its|these|those|them|they|their|there|same|above|previous|example|examples|more|else|instead|also)\b/i;
/** Openings that continue the question before: "And for dark mode?", "What about the CLI?". */
const CONTINUES = /^\s*(and|also|but|or|what about|how about|same for|then)\b/i;
/** A question this long names its own subject; "it" in it is the product, not the previous question. */
const MAX_FOLLOW_UP_WORDS = 12;
/** How far back a chain of follow-ups ("and that?", "an example?") is followed to find its subject. */
const MAX_CHAIN = 3;
/** Of each earlier question, only its start: the subject is named early, and the search stays bounded. */
const MAX_EARLIER_CHARS = 300;

export interface ThreadMessage {
  role: 'user' | 'assistant';
  text: string;
}

export function refersBack(question: string): boolean {
  const words = question.trim().split(/\s+/).filter(Boolean);
  return (
    words.length > 0 && words.length <= MAX_FOLLOW_UP_WORDS && (REFERS_BACK.test(question) || CONTINUES.test(question))
  );
}

/**
 * What to search for: the question itself, or — when it refers back and nothing is attached to it — the question
 * followed by the earlier ones it follows, nearest first (its own words first, so they are never the ones cut when
 * a search reads only so far). `history` ends with the question being asked.
 */
export function searchTextFor(question: string, history: readonly ThreadMessage[], hasContext: boolean): string {
  if (hasContext || !refersBack(question)) return question;
  const earlier = history
    .slice(0, -1)
    .filter((message) => message.role === 'user' && message.text.trim())
    .map((message) => message.text.trim().slice(0, MAX_EARLIER_CHARS));
  const chain: string[] = [];
  for (let i = earlier.length - 1; i >= 0 && chain.length < MAX_CHAIN; i--) {
    const text = earlier[i] ?? '';
    chain.push(text);
    if (!refersBack(text)) break;
  }
  return [question, ...chain].join('\n');
}
