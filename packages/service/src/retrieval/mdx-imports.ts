/**
 * Docusaurus reads `.md` files as MDX too (its default `markdown.format`), so a page's top-level `import` statements
 * are code its build runs, never text on the page: pnpm.io's `import SettingsAnchorRedirect from '@site/…'`, or the
 * import of a partial the page shows with `<Partial />`. The plain Markdown parser that reads `.md` pages would quote
 * them as a paragraph; they are blanked here, line for line (so line numbers still point into the file), outside
 * code blocks. A statement over several lines (`import {\n  a,\n} from 'x'`) is blanked whole.
 */
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const IMPORT_START = /^import\s+(?:[\w*{$]|["'])/;
const IMPORT_END = /(?:\bfrom\s*|^import\s*)(["'])[^"'\n]+\1\s*;?\s*$/;
/** A statement longer than this many lines is not an import someone wrote: the page's text is left as it is. */
const MAX_IMPORT_LINES = 30;
/** A line after which the next starts a block: blank, the front matter's end, an HTML or MDX comment's end. */
const BLOCK_ENDS_BEFORE = /^(---)?\s*$|-->\s*$|\*\/\}\s*$/;

export function withoutTopLevelImports(text: string): string {
  if (!/^import\s/m.test(text)) return text;
  const lines = text.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const marks = FENCE.exec(line)?.[1];
    if (fence) {
      if (marks && marks[0] === fence[0] && marks.length >= fence.length && line.trim() === marks) fence = undefined;
      continue;
    }
    if (marks) {
      fence = marks;
      continue;
    }
    // An import opens a block, as MDX's ESM does: after a blank line, the front matter, the file's start, or a
    // comment, which ends its own block (Redux's `<!-- prettier-ignore -->` above an import).
    if (!IMPORT_START.test(line) || (i > 0 && !BLOCK_ENDS_BEFORE.test(lines[i - 1] ?? ''))) continue;
    let end = -1;
    for (let at = i; at < Math.min(lines.length, i + MAX_IMPORT_LINES) && end < 0; at++)
      if (IMPORT_END.test(lines[at] ?? '')) end = at;
    if (end < 0) continue;
    for (let at = i; at <= end; at++) lines[at] = '';
    i = end;
  }
  return lines.join('\n');
}
