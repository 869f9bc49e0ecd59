import type { default as MarkdownIt, StateInline } from 'markdown-it';

/**
 * Code spans read as micromark reads them: markdown-it's own rule turns a line ending inside `` `npm
 * fund` `` into a space, micromark keeps it, and the page's text must not depend on the parser. Otherwise markdown-it's
 * rule as it is (backtick runs of equal length, the cache of runs seen that keeps unmatched backticks linear), and one
 * space or line ending taken from each end when both ends have one and the span is not all spaces.
 */
export function codeSpansAsMicromark(md: MarkdownIt): void {
  md.inline.ruler.at('backticks', codeSpan);
}

/** markdown-it's cache of backtick runs, on its inline state but not in its types. */
type WithBacktickCache = StateInline & { backticks: Record<number, number>; backticksScanned: boolean };

function codeSpan(inline: StateInline, silent: boolean): boolean {
  const state = inline as WithBacktickCache;
  const src = state.src;
  let pos = state.pos;
  if (src.charCodeAt(pos) !== 0x60) return false;
  const start = pos;
  pos++;
  const max = state.posMax;
  while (pos < max && src.charCodeAt(pos) === 0x60) pos++;
  const marker = src.slice(start, pos);
  const openerLength = marker.length;
  if (state.backticksScanned && (state.backticks[openerLength] ?? 0) <= start) {
    if (!silent) state.pending += marker;
    state.pos += openerLength;
    return true;
  }
  let matchEnd = pos;
  let matchStart: number;
  while ((matchStart = src.indexOf('`', matchEnd)) !== -1) {
    matchEnd = matchStart + 1;
    while (matchEnd < max && src.charCodeAt(matchEnd) === 0x60) matchEnd++;
    const closerLength = matchEnd - matchStart;
    if (closerLength === openerLength) {
      if (!silent) {
        const token = state.push('code_inline', 'code', 0);
        token.markup = marker;
        token.content = trimPadding(src.slice(pos, matchStart));
      }
      state.pos = matchEnd;
      return true;
    }
    state.backticks[closerLength] = matchStart;
  }
  state.backticksScanned = true;
  if (!silent) state.pending += marker;
  state.pos += openerLength;
  return true;
}

function trimPadding(content: string): string {
  const padded = /^[ \n][\s\S]*[ \n]$/.test(content) && /[^ \n]/.test(content);
  return padded ? content.slice(1, -1) : content;
}
