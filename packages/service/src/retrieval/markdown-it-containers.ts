import type { default as MarkdownIt, StateBlock } from 'markdown-it';

/**
 * Container directives for markdown-it, read as remark-directive reads them (`:::name[label]{attributes}` … `:::`),
 * the only form left once generator-markup.ts has rewritten VitePress's `::: tip Title` and MyST's `:::{note}`.
 * A container closes at the first bare fence of at least its own colons, as micromark closes it: checked on every
 * line before the content, so also inside fenced code or an inner container (which is why nested containers give
 * the outer one more colons). An unclosed one runs to the end of its parent. The label is parsed as inline content
 * in a paragraph marked `directiveLabel`, like remark's.
 */
const OPENER = /^(:{3,})([A-Za-z][\w-]*)(\[(?:\\.|[^\\\]])*\])?(\{[^}]*\})?[ \t]*$/;
const CLOSER = /^(:{3,})[ \t]*$/;

export function containerDirectives(md: MarkdownIt): void {
  md.block.ruler.before('fence', 'container_directive', container, {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });
}

function lineAt(state: StateBlock, line: number): string {
  return state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]);
}

function container(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const opener = OPENER.exec(lineAt(state, startLine));
  if (!opener) return false;
  if (silent) return true;
  const colons = opener[1]!.length;

  let nextLine = startLine;
  let closed = false;
  for (;;) {
    nextLine++;
    if (nextLine >= endLine) break;
    const text = lineAt(state, nextLine);
    if (text !== '' && state.sCount[nextLine]! < state.blkIndent) break;
    if (state.sCount[nextLine]! - state.blkIndent >= 4) continue;
    if ((CLOSER.exec(text)?.[1]?.length ?? 0) >= colons) {
      closed = true;
      break;
    }
  }

  const oldParent = state.parentType;
  const oldLineMax = state.lineMax;
  state.parentType = 'container' as typeof state.parentType;
  state.lineMax = nextLine;
  const start = state.push('container_directive_open', 'div', 1);
  start.block = true;
  start.info = opener[2]!;
  start.map = [startLine, nextLine + (closed ? 1 : 0)];
  const label = opener[3];
  if (label !== undefined) {
    const paragraph = state.push('paragraph_open', 'p', 1);
    paragraph.map = [startLine, startLine + 1];
    paragraph.meta = { directiveLabel: true };
    const inline = state.push('inline', '', 0);
    inline.content = label.slice(1, -1);
    inline.map = [startLine, startLine + 1];
    inline.children = [];
    state.push('paragraph_close', 'p', -1);
  }
  state.md.block.tokenize(state, startLine + 1, nextLine);
  state.push('container_directive_close', 'div', -1);
  state.parentType = oldParent;
  state.lineMax = oldLineMax;
  state.line = nextLine + (closed ? 1 : 0);
  return true;
}
