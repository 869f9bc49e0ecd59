import type { default as MarkdownIt, StateBlock, Token } from 'markdown-it';
import table from 'markdown-it/lib/rules_block/table.mjs';

/**
 * Table rows read as micromark reads them into mdast: a row keeps the cells it has, more or fewer than its header's.
 * markdown-it's own rule evens every row out to the header (as GFM's HTML shows it), so a row's extra cells were
 * lost and missing ones added empty; a page with such a table went to micromark whole — fastify's Errors.md, a
 * 37 KB table, took micromark a quarter of the scale bench's parsing. Otherwise markdown-it's rule as it is.
 *
 * markdown-it ends a table early once it has added 65,536 empty cells (a guard against tables made to expand);
 * micromark has no such end, so a table that comes near it is marked `unlikeMicromark` and its page read by micromark.
 */
export function tableRowsAsWritten(md: MarkdownIt): void {
  md.block.ruler.at('table', rows);
}

/** markdown-it's limit on the empty cells it adds to one table (rules_block/table.mjs). */
const MAX_AUTOCOMPLETED_CELLS = 0x10000;

function rows(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const from = state.tokens.length;
  if (!table(state, startLine, endLine, silent)) return false;
  if (silent) return true;
  const tokens = state.tokens.splice(from);
  const header = tokens.findIndex((token) => token.type === 'tr_close');
  const columns = tokens.slice(0, header).filter((token) => token.type === 'th_open').length;
  const out: Token[] = tokens.slice(0, header + 1);
  let added = 0;
  for (let i = header + 1; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    out.push(token);
    if (token.type !== 'tr_open' || !token.map) continue;
    const cells = cellsOf(lineText(state, token.map[0]));
    added += columns - cells.length;
    if (added > MAX_AUTOCOMPLETED_CELLS - columns) (tokens[0] as Token).meta = { unlikeMicromark: true };
    // The row's cells as markdown-it made them (one per header column), then those it left out.
    let close = i + 1;
    while (tokens[close] && tokens[close]?.type !== 'tr_close') close++;
    // Each cell is three tokens: td_open, inline, td_close.
    out.push(...tokens.slice(i + 1, i + 1 + 3 * Math.min(cells.length, columns)));
    for (const extra of cells.slice(columns)) {
      out.push(new state.Token('td_open', 'td', 1));
      const inline = new state.Token('inline', '', 0);
      inline.content = extra.trim();
      inline.children = [];
      out.push(inline, new state.Token('td_close', 'td', -1));
    }
    i = close - 1;
  }
  state.tokens.push(...out);
  return true;
}

function lineText(state: StateBlock, line: number): string {
  return state.src.slice((state.bMarks[line] as number) + (state.tShift[line] as number), state.eMarks[line]).trim();
}

/** A row's cells as markdown-it's table rule splits them: on pipes not escaped, less an empty first and last. */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  let last = 0;
  let escaped = false;
  for (let at = 0; at < line.length; at++) {
    const ch = line.charCodeAt(at);
    if (ch === 0x7c) {
      if (escaped) {
        current += line.slice(last, at - 1);
        last = at;
      } else {
        cells.push(current + line.slice(last, at));
        current = '';
        last = at + 1;
      }
    }
    escaped = ch === 0x5c;
  }
  cells.push(current + line.slice(last));
  if (cells[0] === '') cells.shift();
  if (cells[cells.length - 1] === '') cells.pop();
  return cells;
}
