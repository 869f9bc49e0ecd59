import { MAY_HAVE_SHORTCODES, rewriteHugoShortcodes } from './hugo-shortcodes';
/**
 * Generator syntax that no maintained micromark extension parses, rewritten line by line before the markdown parser
 * sees it, so that what is left is CommonMark + GFM + directives (+ MDX): MkDocs admonitions and tabs (marker line
 * dropped, body dedented), MyST's backtick directives (fences dropped, body kept; code directives become code
 * fences; toctrees, includes and the like dropped), container openers written `::: tip Title` or `:::{note}`
 * (normalised to remark-directive's `:::tip[Title]`), `{#id}` / `{: #id }` heading ids (taken out and returned by
 * line, so MDX does not read them as expressions), and lines that only pull in other files (`<<< @/x`, `--8<--`,
 * `[[toc]]`). Every line stays on its line — the parser's positions still point into this text, and the heading
 * ids are keyed by line number.
 */
export interface PreparedMarkdown {
  text: string;
  /** 1-based line number of a heading → the explicit id written on it. */
  headingIds: Map<number, string>;
  /** 1-based line number of a heading → the MyST target (`(label)=`) just before it. */
  headingLabels: Map<number, string>;
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([^`]*)$/;
const MKDOCS_BLOCK = /^(\s*)(?:(?:!!!|\?\?\?\+?)\s+[\w-]+(?:\s+.*)?|===\+?\s+".*"\s*|\/\/\/\s*.*)$/;
const CONTAINER = /^(\s*)(:{3,})\s*\{?([A-Za-z][\w-]*)\}?(.*)$/;
const ATX_HEADING = /^\s{0,3}#{1,6}\s/;
/**
 * `{#id}`, `{: #id .class }`, `{ #id }`, `{#id data-x=1}`, `{ id="9.7.0" }`, `{ data-search-exclude }` (a bare
 * attribute, told from a word in braces by its hyphen) at a heading's end.
 */
const ATTRIBUTE = String.raw`(?:[#.][\w:.-]+|[\w-]+=(?:"[^"]*"|'[^']*'|\S+)|[a-z][\w]*-[\w-]+)`;
const HEADING_ATTRIBUTES = new RegExp(String.raw`\s*\{:?\s*(${ATTRIBUTE}(?:\s+${ATTRIBUTE})*)\s*\}\s*$`);
/** mkdocstrings' `::: package.module` (an API page generated from the code's docstrings), its options indented below. */
const AUTODOC = /^\s*:::\s+[A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)+\s*$/;
/**
 * A top-level package is undotted (`::: pydantic_core`), as a VitePress or Docusaurus container's name is (`::: tip`):
 * it is mkdocstrings' when the name has an underscore or its options follow.
 */
const AUTODOC_PACKAGE = /^\s*:::\s+([A-Za-z_][\w]*)\s*$/;
/**
 * MkDocs autorefs' cross-references, `[text][package.Class.method]`, `[package.Class][]` and, to the Python docs,
 * `[class method][classmethod]`: a link to an API page the docs generate or link, shown as its text. Without a
 * definition CommonMark would quote the brackets. An undotted target is taken only at four characters or more, so
 * prose indexing (`m[i][j]`) is left alone.
 */
const AUTOREF = /\[((?:[^[\]\n]|\[[^[\]\n]*\])+)\]\[((?:[A-Za-z_][\w]*\.)+[A-Za-z_][\w]*|[A-Za-z_][\w]{3,})?\]/g;
const INCLUDE_ONLY = /^\s*(?:<<<\s+\S|--8<--|\[\[toc\]\]\s*$|@\[\w+\]\(|\(\s*[\w:.-]+\s*\)=\s*$)/;
const MYST_DIRECTIVE = /^\{([\w:-]+)\}\s*(.*)$/;
/** A definition's first line: a colon and one to three spaces before its text. */
const DEFINITION = /^(\s*):(\s{1,3})(?=\S)/;
/** A MyST target, `(label)=` on a line of its own: it names the block after it. */
const MYST_TARGET = /^\s*\(\s*([\w:.-]+)\s*\)=\s*$/;
/** MyST / Sphinx directives whose body is code. */
const MYST_CODE = new Set(['code', 'code-block', 'sourcecode', 'code-cell']);
/**
 * Directives a reader reads as their source, in a block of this language: an equation (`{math}`) is its LaTeX; a
 * `{myst}` demo is MyST shown beside its rendering (its headings are the demo's, not the page's).
 */
const SHOWN_AS_SOURCE: Record<string, string> = { math: 'math', myst: 'markdown' };
/** Directives whose body is configuration or another file's name, nothing a reader sees as text. */
const MYST_DROPPED = new Set([
  'toctree',
  'include',
  'literalinclude',
  'eval-rst',
  'image',
  'raw',
  'mermaid',
  'graphviz',
  'csv-table',
  'list-table',
  'contents',
  'autosummary',
  'automodule',
  'autoclass',
  'autofunction',
  'automethod',
  'autodata',
  'bibliography',
  'only',
  'tableofcontents',
  'glue',
]);
const DIRECTIVE_OPTION = /^\s*:[\w-]+:(\s.*)?$/;

type Open =
  | { kind: 'code'; char: string; length: number; indent: number; options?: boolean }
  | { kind: 'directive' | 'dropped'; char: string; length: number; indent: number; options: boolean };

/**
 * `definitionLists`: the generator reads `term` + `:   definition` (MkDocs's def_list, MyST's deflist); elsewhere a
 * line may start with a colon for its own reasons (a JSX ternary's `: <B />` in MDX).
 */
export function prepareMarkdown(source: string, { definitionLists = false } = {}): PreparedMarkdown {
  const lines = source.split(/\r?\n/);
  if (MAY_HAVE_SHORTCODES.test(source)) rewriteHugoShortcodes(lines);
  const headingIds = new Map<number, string>();
  const headingLabels = new Map<number, string>();
  /** A MyST target line waiting for the block it names (mystmd moves it onto the next one, blank lines between). */
  let label: string | undefined;
  const fences: Open[] = [];
  // MkDocs blocks open: the indent their body sits at.
  const blocks: number[] = [];

  // Right after a MyST colon-fence opener (`:::{note}`): its `:key: value` option lines.
  let containerOptions = false;
  // Inside mkdocstrings' `::: module` options: the directive's indent.
  let autodoc: number | undefined;
  const defined = referenceLabels(source);

  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] ?? '';
    let line = raw;
    // The target names the next line with anything on it: a heading there takes it.
    const target = label;
    if (raw.trim() !== '') label = undefined;
    // MkDocs: a body line belongs to an open block while it is blank or indented under it.
    if (raw.trim() !== '') while (blocks.length > 0 && indentOf(raw) < (blocks[blocks.length - 1] ?? 0)) blocks.pop();
    if (blocks.length > 0) line = dedent(line, blocks.length * 4);

    const top = fences[fences.length - 1];
    const fence = FENCE.exec(line);
    if (top?.kind === 'code') {
      // A MyST code directive's options (`:linenos:`) sit at the top of its body.
      if (top.options && DIRECTIVE_OPTION.test(line)) {
        lines[i] = '';
        continue;
      }
      top.options = false;
      if (fence && closes(fence, top)) fences.pop();
      lines[i] = line;
      continue;
    }
    if (top?.kind === 'dropped') {
      if (fence && closes(fence, top)) fences.pop();
      lines[i] = '';
      continue;
    }
    if (top?.kind === 'directive' && top.options) {
      // Options (`:class: tip`) or a YAML block right after the opener configure the directive.
      if (DIRECTIVE_OPTION.test(line)) {
        lines[i] = '';
        continue;
      }
      top.options = false;
    }
    if (fence) {
      const [, indent = '', marks = '', info = ''] = fence;
      if (top?.kind === 'directive' && closes(fence, top)) {
        fences.pop();
        lines[i] = '';
        continue;
      }
      // Docusaurus renders a ```mdx-code-block fence's body as MDX (tabs, a component's text): the fence goes, its
      // body is read as the page's own markup.
      const opened = <K extends Open['kind']>(kind: K, options: boolean) =>
        ({ kind, char: marks[0] ?? '`', length: marks.length, indent: indent.length, options }) as Open;
      if (info.trim() === 'mdx-code-block') {
        fences.push(opened('directive', false));
        lines[i] = '';
        continue;
      }
      const directive = marks[0] === '`' || marks[0] === '~' ? MYST_DIRECTIVE.exec(info.trim()) : null;
      const name = directive?.[1]?.toLowerCase();
      if (directive && name && (MYST_CODE.has(name) || name in SHOWN_AS_SOURCE)) {
        fences.push(opened('code', true));
        const language = SHOWN_AS_SOURCE[name] ?? (directive[2] ?? '').trim().split(/\s+/)[0] ?? '';
        lines[i] = `${indent}${marks}${language}`;
        continue;
      }
      if (directive && name) {
        fences.push(opened(MYST_DROPPED.has(name) || name.startsWith('auto') ? 'dropped' : 'directive', true));
        lines[i] = '';
        continue;
      }
      const open = { kind: 'code', char: marks[0] ?? '`', length: marks.length, indent: indent.length } as const;
      // A block with nothing in it is no code a reader sees: MkDocs superfences' ```{.textual path="app.py"}```
      // renders a screenshot of the app it names, not its text. Both its lines go.
      const next = blocks.length > 0 ? dedent(lines[i + 1] ?? '', blocks.length * 4) : (lines[i + 1] ?? '');
      const closing = FENCE.exec(next);
      if (i + 1 < lines.length && closing && closes(closing, open)) {
        lines[i] = '';
        lines[i + 1] = '';
        i++;
        continue;
      }
      fences.push(open);
      lines[i] = line;
      continue;
    }

    if (autodoc !== undefined) {
      if (line.trim() === '' || indentOf(line) > autodoc) {
        lines[i] = '';
        continue;
      }
      autodoc = undefined;
    }
    const bare = AUTODOC_PACKAGE.exec(line);
    if (AUTODOC.test(line) || (bare && (bare[1]?.includes('_') || /^\s+options:\s*$/.test(lines[i + 1] ?? '')))) {
      autodoc = indentOf(line);
      lines[i] = '';
      continue;
    }
    if (MKDOCS_BLOCK.test(line)) {
      // `/// note` closes with a bare `///`: neither line is text.
      if (!/^\s*\/\/\//.test(line)) blocks.push(indentOf(raw) + 4);
      lines[i] = '';
      continue;
    }
    if (containerOptions && DIRECTIVE_OPTION.test(line)) {
      lines[i] = '';
      continue;
    }
    containerOptions = false;
    const container = CONTAINER.exec(line);
    if (container) {
      lines[i] = containerOpener(container);
      containerOptions = /^\s*:{3,}\s*\{/.test(line);
      continue;
    }
    if (INCLUDE_ONLY.test(line)) {
      label = MYST_TARGET.exec(line)?.[1];
      lines[i] = '';
      continue;
    }
    if (line.includes('][')) line = withoutAutorefs(line, defined);
    // A definition list's definition (`term` then `:   what it means`: Python-Markdown's def_list, MyST's deflist)
    // as an item under its term: CommonMark would quote the colon.
    if (definitionLists) line = line.replace(DEFINITION, '$1-$2');
    if (target !== undefined && ATX_HEADING.test(line)) headingLabels.set(i + 1, target);
    if (ATX_HEADING.test(line)) {
      const attributes = HEADING_ATTRIBUTES.exec(line);
      if (attributes) {
        const written = attributes[1] ?? '';
        const id =
          /(?:^|\s)#([\w:.-]+)/.exec(written)?.[1] ??
          /(?:^|\s)id=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(written)?.slice(1).find(Boolean);
        if (id) headingIds.set(i + 1, id);
        line = line.slice(0, attributes.index);
      }
    }
    lines[i] = line;
  }
  return { text: lines.join('\n'), headingIds, headingLabels };
}

/** The labels a page defines links for (`[label]: url`), lower-cased as CommonMark matches them. */
function referenceLabels(source: string): Set<string> {
  if (!source.includes(']:')) return new Set();
  return new Set([...source.matchAll(/^\s{0,3}\[([^\]\n]+)\]:/gm)].map((match) => (match[1] ?? '').toLowerCase()));
}

/** A line's autorefs (`[text][pkg.Name]`, `[pkg.Name][]`) as their text, outside inline code and unless defined. */
function withoutAutorefs(line: string, defined: ReadonlySet<string>): string {
  const code = [...line.matchAll(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g)].map((span) => [
    span.index,
    span.index + span[0].length,
  ]);
  return line.replace(AUTOREF, (whole, text: string, target: string | undefined, at: number) => {
    const label = (target ?? text).toLowerCase();
    if (defined.has(label) || code.some(([start = 0, end = 0]) => at >= start && at < end)) return whole;
    // `[textual.app.App][]` names its target in its text; `[text][]` without a dotted name is no autoref.
    if (target === undefined && !/^`?(?:[A-Za-z_][\w]*\.)+[A-Za-z_][\w]*(?:\(\))?`?$/.test(text)) return whole;
    return text;
  });
}

/** `::: tip Title`, `:::tip Title`, `:::{note} Title` → `:::tip[Title]`; `:::tip[Title]` and `:::tip{open}` as they are. */
function containerOpener(match: RegExpExecArray): string {
  const [, indent = '', colons = '', name = '', rest = ''] = match;
  const after = rest.trim();
  if (after === '' || after.startsWith('[') || after.startsWith('{')) return `${indent}${colons}${name}${after}`;
  // VitePress: `::: details Click me {open}` — a title, then attributes.
  const attributes = /\s*(\{[^}]*\})$/.exec(after);
  const title = attributes ? after.slice(0, attributes.index) : after;
  return `${indent}${colons}${name}[${title.replace(/([[\]\\])/g, '\\$1')}]${attributes?.[1] ?? ''}`;
}

/** CommonMark's closing fence: the same character, at least as long, nothing after it, not indented as code. */
function closes(fence: RegExpExecArray, open: { char: string; length: number; indent: number }): boolean {
  const marks = fence[2] ?? '';
  return (
    marks[0] === open.char &&
    marks.length >= open.length &&
    (fence[3] ?? '').trim() === '' &&
    (fence[1] ?? '').length < open.indent + 4
  );
}

function indentOf(line: string): number {
  let width = 0;
  for (const char of line) {
    if (char === ' ') width += 1;
    else if (char === '\t') width += 4 - (width % 4);
    else break;
  }
  return width;
}

function dedent(line: string, width: number): string {
  let removed = 0;
  let index = 0;
  while (index < line.length && removed < width) {
    const char = line[index];
    if (char === ' ') removed += 1;
    else if (char === '\t') removed += 4 - (removed % 4);
    else break;
    index++;
  }
  return line.slice(index);
}
