import { cutText } from './cut-text';

/**
 * Longest question sent, in UTF-16 characters. 8,000 characters is about 2,000 tokens: room for a question with a
 * pasted error, stack trace or config file, while a pasted megabyte (a whole log, a minified bundle) is cut before
 * it freezes the composer, fills `localStorage` (the draft is persisted) or breaks the service's 1 MB body limit —
 * every earlier question travels again in each later request's history. Beyond this size the model would answer
 * from the paste instead of the docs anyway. Page context has its own, separate limits (core/context-limits.ts).
 */
export const MAX_QUESTION_CHARS = 8_000;

export interface ClampedQuestion {
  text: string;
  /** The original length when the text was cut; undefined when it fitted. */
  trimmedFrom?: number;
}

/** Cuts a question to `max` characters, never through a surrogate pair (the service would get invalid UTF-16). */
export function clampQuestion(text: string, max = MAX_QUESTION_CHARS): ClampedQuestion {
  if (text.length <= max) return { text };
  return { text: cutText(text, max), trimmedFrom: text.length };
}
