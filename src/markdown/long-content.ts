// Where a block stops being shown in full: far more than a reader's screen holds, so the rest waits behind a
// "Show all" control, and the work per frame stays bounded however large one streamed piece is.
import { cutText } from '../core/cut-text';

/** A code block over this many lines, or characters, shows its first part only. */
export const COLLAPSE_LINES = 150;
export const COLLAPSE_CHARS = 20_000;
/** What a collapsed block shows: its first lines, cut to a length. */
export const PREVIEW_LINES = 40;
export const PREVIEW_CHARS = 4_000;
/** Longer code is never tokenized (Prism's cost grows with it); it is shown plain. */
export const HIGHLIGHT_MAX_CHARS = 20_000;
/** A block longer than this is not parsed as markdown at all: code is shown as code, anything else as text. */
export const PARSE_MAX_CHARS = 50_000;

export function countLines(text: string): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < text.length - 1; at = text.indexOf('\n', at + 1)) lines++;
  return lines;
}

/** The first part of a long text: up to PREVIEW_LINES lines and PREVIEW_CHARS characters. */
export function previewOf(text: string): string {
  let end = -1;
  for (let line = 0; line < PREVIEW_LINES; line++) {
    const next = text.indexOf('\n', end + 1);
    if (next === -1) return cutText(text, PREVIEW_CHARS);
    end = next;
  }
  return cutText(text, Math.min(end + 1, PREVIEW_CHARS));
}
