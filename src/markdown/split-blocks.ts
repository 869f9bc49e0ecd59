import {
  LIST_MARKER,
  closesFence,
  isBlank,
  leavesParagraph,
  opensFence,
  opensHtmlUntilBlank,
  opensHtmlUntilMarker,
  type Fence,
} from './block-syntax';

/** Finished top-level blocks (never change again) and the tail still being written. */
export interface BlockSplit {
  finished: readonly string[];
  tail: string;
}

/**
 * Cuts markdown at blank lines where everything before renders the same alone as inside the whole document.
 * Joining too much is always safe (it only costs speed), so every doubtful case joins: a blank line followed by
 * an indented line (list item or code continuation), a list item after a list (one list, and its looseness is
 * decided by all its items), and anything inside a fenced code block or an HTML block that may hold blank lines.
 * A cut never depends on text still arriving: a line being written decides one only once its start settles it.
 */
export function scanBlocks(text: string, from: number): { blocks: string[]; tailStart: number } {
  const blocks: string[] = [];
  let blockStart = from;
  let contentEnd = from;
  let seenContent = false;
  let afterBlank = false;
  let hasList = false;
  let inParagraph = false;
  let fence: Fence | undefined;
  let htmlEnd: RegExp | undefined;
  let htmlUntilBlank = false;

  let lineStart = from;
  for (;;) {
    const newline = text.indexOf('\n', lineStart);
    if (newline === -1) break;
    const line =
      text.charCodeAt(newline - 1) === 13 ? text.slice(lineStart, newline - 1) : text.slice(lineStart, newline);
    const nextStart = newline + 1;

    if (fence) {
      // A fence inside a list item ends with the item, at the first line that is not indented.
      const itemEnded = fence.indent > 0 && hasList && !isBlank(line) && !/^[ \t]/.test(line);
      if (!itemEnded) {
        if (closesFence(line, fence)) fence = undefined;
        if (!isBlank(line)) contentEnd = newline;
        lineStart = nextStart;
        continue;
      }
      fence = undefined;
    }
    if (htmlEnd) {
      if (htmlEnd.test(line)) htmlEnd = undefined;
      contentEnd = newline;
      lineStart = nextStart;
      continue;
    }
    if (isBlank(line)) {
      if (seenContent) afterBlank = true;
      htmlUntilBlank = false;
      inParagraph = false;
      lineStart = nextStart;
      continue;
    }

    if (afterBlank && startsNewBlock(line, hasList)) {
      blocks.push(text.slice(blockStart, contentEnd));
      blockStart = lineStart;
      hasList = false;
    }
    afterBlank = false;
    seenContent = true;
    contentEnd = newline;

    if (!htmlUntilBlank) {
      fence = opensFence(line);
      htmlEnd = fence ? undefined : opensHtmlUntilMarker(line);
      htmlUntilBlank = !fence && !htmlEnd && opensHtmlUntilBlank(line, inParagraph);
    }
    if (LIST_MARKER.test(line)) hasList = true;
    inParagraph = !fence && !htmlEnd && !htmlUntilBlank && leavesParagraph(line);
    lineStart = nextStart;
  }
  // A line still being written can already decide a cut once its first characters do: prose paragraphs are often
  // one long line, and waiting for its end would keep the previous block in the re-rendered tail.
  if (afterBlank && lineStart < text.length) {
    const partial = text.slice(lineStart);
    if (!/^[ \t\r\n]/.test(partial) && !(hasList && mayBecomeListMarker(partial))) {
      blocks.push(text.slice(blockStart, contentEnd));
      blockStart = lineStart;
    }
  }
  return { blocks, tailStart: blockStart };
}

function mayBecomeListMarker(partial: string): boolean {
  return LIST_MARKER.test(partial) || /^(?:[-+*]|\d{1,9}[.)]?)$/.test(partial);
}

function startsNewBlock(line: string, hasList: boolean): boolean {
  if (/^[ \t]/.test(line)) return false;
  return !(hasList && LIST_MARKER.test(line));
}

/** Splits a whole document (no incremental state). */
export function splitBlocks(text: string): string[] {
  const { blocks, tailStart } = scanBlocks(text, 0);
  const tail = text.slice(tailStart);
  return isBlank(tail) ? blocks : [...blocks, tail];
}

/**
 * Remembers the previous text: when the new text extends it (the streaming case), only the tail is scanned again,
 * so each update costs the length of the tail, not of the answer. Any other change starts over.
 */
export function createBlockSplitter(): (text: string) => BlockSplit {
  let previous = '';
  let finished: readonly string[] = [];
  let tailStart = 0;
  return (text) => {
    if (!text.startsWith(previous)) {
      finished = [];
      tailStart = 0;
    }
    previous = text;
    const scanned = scanBlocks(text, tailStart);
    if (scanned.blocks.length > 0) {
      finished = [...finished, ...scanned.blocks];
      tailStart = scanned.tailStart;
    }
    return { finished, tail: text.slice(tailStart) };
  };
}
