import { cutText } from './cut-text';

// Apart from ./cut-text.ts, which the first chunk a page loads needs: only the lazy chunks show previews.
/** `text` in at most `max` code units: when longer, cut by `cutText` and ended with "…", which counts as one. */
export function shorten(text: string, max: number): string {
  return text.length > max ? `${cutText(text, max - 1)}…` : text;
}
