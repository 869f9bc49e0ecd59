import { withoutHalfPair } from '../text/ellipsis';

/**
 * How much one tool result may hold, so an agent's context and the service's work stay small whatever the docs'
 * size: a 10,000-section corpus answers with the same few kilobytes as a ten-page one.
 */
export const MCP_BOUNDS = {
  /** Sections `search_docs` returns by default, and at most. */
  defaultResults: 8,
  maxResults: 20,
  /** Characters of each search result's excerpt. */
  excerptChars: 400,
  /** Characters of a title or a page path in a result. */
  titleChars: 200,
  /** Characters of Markdown `get_page` returns at once; the rest comes with `offset`. */
  pageChars: 40_000,
  /** Characters of an `ask` answer (a configured model could write on and on). */
  answerChars: 20_000,
  /** Characters of a `get_page` path argument. */
  pathChars: 2_000,
} as const;

/** `text` cut to `max` characters at a word end, with "…" saying it was cut. */
export function clip(text: string, max: number): { text: string; cut: boolean } {
  if (text.length <= max) return { text, cut: false };
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  const kept = space > max * 0.6 ? head.slice(0, space) : withoutHalfPair(head);
  return { text: `${kept.trimEnd()}…`, cut: true };
}

// Re-exported for docs-tools.ts, which ends a page's slice at an offset with it.
export { withoutHalfPair };
