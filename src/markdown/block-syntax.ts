// Line-level recognisers for the CommonMark constructs that decide where a document can be cut into blocks that
// render exactly as the whole does. They only need to be right about what keeps blocks together; see split-blocks.ts.

/** A bullet or ordered list item marker at the top level (indent 0–3). */
export const LIST_MARKER = /^ {0,3}(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)/;
const FENCE_OPEN = /^( {0,3})(`{3,}|~{3,})(.*)$/;
const ATX_HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const THEMATIC_BREAK = /^ {0,3}(?:(?:-[ \t]*){3,}|(?:_[ \t]*){3,}|(?:\*[ \t]*){3,})$/;

export interface Fence {
  marker: '`' | '~';
  length: number;
  indent: number;
}

export function isBlank(line: string): boolean {
  return /^[ \t\r]*$/.test(line);
}

export function opensFence(line: string): Fence | undefined {
  const match = FENCE_OPEN.exec(line);
  if (!match) return undefined;
  const run = match[2] ?? '';
  const marker = run[0] as '`' | '~';
  // A backtick fence's info string cannot contain backticks (CommonMark 4.5); it is inline code instead.
  if (marker === '`' && (match[3] ?? '').includes('`')) return undefined;
  return { marker, length: run.length, indent: (match[1] ?? '').length };
}

export function closesFence(line: string, fence: Fence): boolean {
  const match = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
  const run = match?.[1];
  return run !== undefined && run[0] === fence.marker && run.length >= fence.length;
}

/** HTML blocks of kinds 1–5 run to an end marker and may contain blank lines. */
const HTML_UNTIL_MARKER: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/^ {0,3}<(?:script|pre|style|textarea)(?:[ \t>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];

const HTML_BLOCK_TAG =
  /^ {0,3}<\/?(?:address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul)(?:[ \t/>]|$)/i;
const HTML_LONE_TAG =
  /^ {0,3}(?:<[A-Za-z][A-Za-z0-9-]*(?:[ \t]+[A-Za-z_:][\w.:-]*(?:[ \t]*=[ \t]*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?)*[ \t]*\/?>|<\/[A-Za-z][A-Za-z0-9-]*[ \t]*>)[ \t]*$/;

/** The end marker of an HTML block that starts on this line and does not end on it, if any. */
export function opensHtmlUntilMarker(line: string): RegExp | undefined {
  for (const [start, end] of HTML_UNTIL_MARKER) {
    const match = start.exec(line);
    if (match) return end.test(line.slice(match[0].length)) ? undefined : end;
  }
  return undefined;
}

/** HTML blocks of kinds 6–7 end at the next blank line; kind 7 cannot interrupt a paragraph. */
export function opensHtmlUntilBlank(line: string, inParagraph: boolean): boolean {
  return HTML_BLOCK_TAG.test(line) || (!inParagraph && HTML_LONE_TAG.test(line));
}

/** Whether a following line can continue a paragraph begun on this line (only approximately needed). */
export function leavesParagraph(line: string): boolean {
  return !ATX_HEADING.test(line) && !THEMATIC_BREAK.test(line);
}
