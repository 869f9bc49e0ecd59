import { dirname, join, resolve } from 'node:path';
import { isInside } from '../../http/inside-folder';
import { codeFence, languageOf } from './code-fence';
import { readIncluded, type IncludeRoots } from './include-reader';
import { pickAfterBefore, pickLineRanges, pickRegion, pickSection, withoutMarkers } from './pick-lines';

/**
 * Includes and macros resolved as the site's build resolves them, as a text stage before any Markdown parser sees
 * the page (so it holds whichever parser reads the result): MkDocs's FastAPI-style `{* file hl[…] *}`, snippets
 * (`--8<-- "file"`, the block form, `file:start:end`, `file:section`), markdown-include's `{!file!}`, Docusaurus's
 * `import X from '!!raw-loader!file'` (or `file?raw`) shown by `<CodeBlock>{X}</CodeBlock>` (Starlight's
 * `<Code code={X} />` too) and `.md` partials shown by `<X />`, VitePress's `<<< @/file#region{lang}` and `<!--@include: file-->`, and MyST's `{literalinclude}` and
 * `{include}`. Code comes in as a fenced block, Markdown as Markdown (its own includes resolved in turn). An
 * include that cannot be read is left out — the page never quotes the directive — and said in one warning.
 *
 * Bounded for a docs folder nobody checked: nothing read outside the site root (`..` or a link), no file over
 * `MAX_INCLUDE_BYTES`, no binary file, no loop, at most `MAX_DEPTH` levels and `MAX_INCLUDES` files per page.
 */
export interface ExpandedSource {
  text: string;
  /** What was left out and why, one line each (the missing ones in one line). */
  warnings: string[];
  /** The page's own line (1-based) that a line of `text` came from: an include's lines map to its directive's. */
  sourceLine(line: number): number;
  /**
   * Every file read into the page, and every place an include not found was looked for (absolute paths, each once):
   * an edit to one of them, or one appearing, changes the page.
   */
  files: string[];
}

const MAX_DEPTH = 5;
const MAX_INCLUDES = 100;
/** What all of a page's includes may add: beyond it the page is a data dump, not one a reader reads. */
const MAX_ADDED_CHARS = 2 * 1024 * 1024;
/** Warnings named per page; the rest counted. */
const MAX_NAMED = 3;

/** A mark every directive below has; a page without one includes nothing. */
const MAY_INCLUDE = /8<|\{\*|\{!|<<<|@include|include\}|raw-loader|\?raw|\.mdx?['"]|\{\{[<%]/;

const FENCE = /^(\s*)(`{3,}|~{3,}|:{3,})\s*(.*)$/;
const MYST_INCLUDE = /^\{(literalinclude|include)\}\s*(.*)$/;
const FASTAPI = /^(\s*)\{\*\s*(\S+)(.*?)\*\}\s*$/;
const MARKDOWN_INCLUDE = /\{!\s*([^!\s][^!]*?)\s*!\}/g;
const SNIPPET_LINE = /^(\s*)-{1,}8<-{1,}\s+(["'])(.+?)\2\s*$/;
const SNIPPET_BLOCK = /^\s*-{1,}8<-{1,}\s*$/;
const VITEPRESS_CODE = /^(\s*)<<<\s+([^\s{]+(?:\{[^}]*\})?)(?:\s+\[[^\]]*\])?\s*$/;
const VITEPRESS_INCLUDE = /^(\s*)<!--\s*@include:\s*(.+?)\s*-->\s*$/;
/** A JSX expression opening a template literal that runs on past its line (`code={` at a line's end), and its end. */
const TEMPLATE_START = /\{\s*`[^`]*$/;
const TEMPLATE_END = /`\s*\}/;
const RAW_IMPORT = /^\s*import\s+(\w+)\s+from\s+(['"])(?:!!raw-loader!(.+?)|(.+?)\?raw)\2;?\s*$/;
const PARTIAL_IMPORT = /^\s*import\s+(\w+)\s+from\s+(['"])(.+?\.mdx?)\2;?\s*$/;
const CODE_BLOCK_OPEN = /^(\s*)<CodeBlock\b([^>]*)>(.*)$/;
// Starlight / Astro: `<Code code={imported} lang="ts" />` with the code imported `?raw`.
const ASTRO_CODE = /^(\s*)<Code\s[^>]*\bcode=\{\s*(\w+)\s*\}[^>]*\/>\s*$/;
/**
 * Hugo shortcodes that pull a file in: an `include` shortcode (gohugo.io's: a page's path in the content folder,
 * `{{% include "/_common/x.md" %}}`) and `readfile` (Docsy's and many sites': a file from the project's root,
 * `{{< readfile file="examples/x.go" code="true" lang="go" >}}`).
 */
const HUGO_INCLUDE = /^(\s*)\{\{([<%])\s*(include|readfile)\s+(?:file=)?(["'`])([^"'`]+)\4([^}]*?)\s*[%>]\}\}\s*$/;
const MARKDOWN_FILE = /\.(md|mdx|markdown)$/i;
const IMAGE_FILE = /\.(svg|png|jpe?g|gif|webp|avif|ico)$/i;

interface Budget {
  roots: IncludeRoots;
  includes: number;
  added: number;
  missing: string[];
  refused: string[];
  files: string[];
  /** Places looked in for includes not found that are in `files`, at most MAX_INCLUDES. */
  awaited: number;
}

/** `page` is the page's absolute path (its includes may be relative to it). */
export function expandIncludes(source: string, page: string, roots: IncludeRoots): ExpandedSource {
  // Most pages include nothing: one scan for the directives' marks spares them the line-by-line pass.
  if (!MAY_INCLUDE.test(source)) return { text: source, warnings: [], sourceLine: (line) => line, files: [] };
  const budget: Budget = { roots, includes: 0, added: 0, missing: [], refused: [], files: [], awaited: 0 };
  const origin: number[] = [];
  const lines = expandLines(source, page, budget, [page], origin);
  if (budget.includes === 0 && budget.missing.length === 0 && budget.refused.length === 0)
    return { text: source, warnings: [], sourceLine: (line) => line, files: [] };
  return {
    text: lines.join('\n'),
    warnings: warningsOf(budget),
    sourceLine: (line) => origin[line - 1] ?? line,
    files: budget.files,
  };
}

function expandLines(source: string, page: string, budget: Budget, stack: string[], origin?: number[]): string[] {
  const lines = source.split(/\r?\n/);
  const imports = importsOf(lines);
  const out: string[] = [];
  let fence: { char: string; length: number } | undefined;
  // Inside a JSX expression's template literal (`<Example code={` … `} />`): the lines are a string of the page's
  // script, an example of an include rather than one; read in, its backticks would end the string.
  let template = false;
  const emit = (at: number, added: readonly string[]) => {
    for (const line of added) {
      out.push(line);
      origin?.push(at + 1);
    }
  };
  const include = (path: string, candidates: string[]) => readWithin(path, candidates, budget, stack);

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const opened = FENCE.exec(line);
    if (fence) {
      if (opened && closes(opened, fence)) fence = undefined;
      // Inside a code block, snippets and markdown-include still pull a file's text in, as the block's code.
      emit(i, fence ? rawInside(line, page, budget, stack, include) : [line]);
      continue;
    }
    if (template) {
      if (TEMPLATE_END.test(line)) template = false;
      emit(i, [line]);
      continue;
    }
    if (TEMPLATE_START.test(line)) {
      template = true;
      emit(i, [line]);
      continue;
    }
    if (opened) {
      const [, indent = '', marks = '', info = ''] = opened;
      const directive = MYST_INCLUDE.exec(info.trim());
      if (directive) {
        const end = closingLine(lines, i, marks);
        const options = optionsOf(lines.slice(i + 1, end));
        emit(i, mystInclude(directive, options, indent, page, budget, stack, include));
        i = end;
        continue;
      }
      if (marks[0] !== ':') fence = { char: marks[0] ?? '`', length: marks.length };
      emit(i, [line]);
      continue;
    }
    const fastapi = FASTAPI.exec(line);
    if (fastapi) {
      const [, indent = '', path = '', options = ''] = fastapi;
      const read = include(path, [join(budget.roots.config, path), join(dirname(page), path)]);
      const lineSpec = /\bln\[([^\]]*)\]/.exec(options)?.[1];
      emit(
        i,
        read
          ? codeFence(lineSpec ? pickLineRanges(read.text, lineSpec, ':') : read.text, languageOf(path), indent)
          : [],
      );
      continue;
    }
    const hugo = HUGO_INCLUDE.exec(line);
    if (hugo) {
      emit(i, hugoInclude(hugo, page, budget, stack, include));
      continue;
    }
    const snippet = SNIPPET_LINE.exec(line);
    if (snippet) {
      emit(i, snippetLines(snippet[3] ?? '', snippet[1] ?? '', page, budget, stack, include, false));
      continue;
    }
    if (SNIPPET_BLOCK.test(line)) {
      const end = indexFrom(lines, i + 1, lines.length, (next) => SNIPPET_BLOCK.test(next));
      const last = end < 0 ? lines.length - 1 : end;
      const added: string[] = [];
      for (const name of lines.slice(i + 1, last + (end < 0 ? 1 : 0)))
        if (name.trim() && !name.trim().startsWith(';'))
          added.push(...snippetLines(name.trim(), '', page, budget, stack, include, false), '');
      emit(i, added);
      i = last;
      continue;
    }
    const vitepressCode = VITEPRESS_CODE.exec(line);
    if (vitepressCode) {
      emit(i, vitepressSnippet(vitepressCode[2] ?? '', vitepressCode[1] ?? '', page, budget, include));
      continue;
    }
    const vitepressInclude = VITEPRESS_INCLUDE.exec(line);
    if (vitepressInclude) {
      emit(i, vitepressPartial(vitepressInclude[2] ?? '', page, budget, stack, include));
      continue;
    }
    const codeBlock = CODE_BLOCK_OPEN.exec(line);
    if (codeBlock) {
      const end = indexFrom(lines, i, i + 20, (next) => next.includes('</CodeBlock>'));
      const inner = end < 0 ? '' : lines.slice(i, end + 1).join('\n');
      const name = /^[^>]*>\s*\{\s*(\w+)\s*\}\s*<\/CodeBlock>/.exec(inner.slice(inner.indexOf('<CodeBlock')))?.[1];
      const file = name ? imports.raw.get(name) : undefined;
      if (end >= 0 && file !== undefined) {
        const read = include(file, importCandidates(file, page, budget.roots));
        const language = /\blanguage=["']([^"']+)["']/.exec(codeBlock[2] ?? '')?.[1] ?? languageOf(file);
        emit(i, read ? ['', ...codeFence(read.text, language, codeBlock[1] ?? ''), ''] : []);
        i = end;
        continue;
      }
    }
    const astroCode = ASTRO_CODE.exec(line);
    const astroFile = astroCode ? imports.raw.get(astroCode[2] ?? '') : undefined;
    if (astroCode && astroFile !== undefined) {
      const read = include(astroFile, importCandidates(astroFile, page, budget.roots));
      const language = /\blang=["']([^"']+)["']/.exec(line)?.[1] ?? languageOf(astroFile);
      emit(i, read ? ['', ...codeFence(read.text, language, astroCode[1] ?? ''), ''] : []);
      continue;
    }
    const partial = /^(\s*)<(\w+)\s*\/>\s*$/.exec(line);
    const partialFile = partial ? imports.partials.get(partial[2] ?? '') : undefined;
    if (partialFile !== undefined) {
      const read = include(partialFile, importCandidates(partialFile, page, budget.roots));
      emit(i, read ? ['', ...markdownLines(read, budget, stack), ''] : []);
      continue;
    }
    MARKDOWN_INCLUDE.lastIndex = 0;
    if (MARKDOWN_INCLUDE.test(line)) {
      emit(i, markdownIncludes(line, page, budget, stack, include).split('\n'));
      continue;
    }
    emit(i, [line]);
  }
  return out;
}

/**
 * The first line in `[from, to)` that matches, or -1. Not `findIndex` with a range test: that walks from the page's
 * first line for every directive, and a page of many directives took time in the square of its length.
 */
function indexFrom(lines: readonly string[], from: number, to: number, matches: (line: string) => boolean): number {
  for (let at = from; at < Math.min(to, lines.length); at++) if (matches(lines[at] ?? '')) return at;
  return -1;
}

type Include = (path: string, candidates: string[]) => { text: string; file: string } | undefined;

/** A file's text when it can be read within the page's budget; otherwise noted (missing or refused) and undefined. */
function readWithin(path: string, candidates: string[], budget: Budget, stack: string[]) {
  if (/^[a-z][\w+.-]*:\/\//i.test(path)) return note(budget.missing, path);
  if (stack.length > MAX_DEPTH) return note(budget.refused, `${path} (nested more than ${MAX_DEPTH} deep)`);
  if (budget.includes >= MAX_INCLUDES)
    return note(budget.refused, `${path} (over ${MAX_INCLUDES} includes on one page)`);
  const read = readIncluded(budget.roots, candidates);
  if ('missing' in read) {
    // Each place it was looked for is stamped as absent: the page is read again once the file appears there.
    for (const candidate of candidates) {
      const file = resolve(candidate);
      if (budget.awaited >= MAX_INCLUDES || budget.files.includes(file) || !isInside(budget.roots.site, file)) continue;
      budget.files.push(file);
      budget.awaited++;
    }
    return note(budget.missing, path);
  }
  if ('refused' in read) return note(budget.refused, `${path} (${read.refused})`);
  if (stack.includes(read.file)) return note(budget.refused, `${path} (it includes itself)`);
  if (budget.added + read.text.length > MAX_ADDED_CHARS)
    return note(budget.refused, `${path} (the page's includes pass ${MAX_ADDED_CHARS / 1024 / 1024} MB)`);
  budget.includes++;
  budget.added += read.text.length;
  if (!budget.files.includes(read.file)) budget.files.push(read.file);
  return read;
}

function note(list: string[], what: string): undefined {
  if (!list.includes(what)) list.push(what);
  return undefined;
}

/** Included Markdown with its front matter left out and its own includes resolved from where it sits. */
function markdownLines(read: { text: string; file: string }, budget: Budget, stack: string[]): string[] {
  const body = read.text.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, '');
  return expandLines(body, read.file, budget, [...stack, read.file]);
}

function snippetLines(
  spec: string,
  indent: string,
  page: string,
  budget: Budget,
  stack: string[],
  include: Include,
  inCode: boolean,
): string[] {
  // `file.md`, `file.py:3:6`, `file.py:name` (a section between `--8<-- [start:name]` markers).
  const match = /^(.+?)((?::\d*(?::\d*)?(?:,\d*:\d*)*)|:([\w-]+))?$/.exec(spec);
  const path = match?.[1] ?? spec;
  // A picture pulled in as its SVG markup (Textual's diagrams, in a `<div>`) shows as a picture, not as text to quote.
  if (IMAGE_FILE.test(path)) return [];
  const read = include(path, [
    join(budget.roots.config, path),
    join(budget.roots.docs, path),
    join(dirname(page), path),
  ]);
  if (!read) return [];
  let text = read.text;
  if (match?.[3]) text = pickSection(text, match[3]) ?? text;
  else if (match?.[2]) text = pickLineRanges(text, match[2].slice(1), ':');
  text = withoutMarkers(text);
  if (inCode) return text.split(/\r?\n/).map((line) => (line ? indent + line : line));
  if (MARKDOWN_FILE.test(path)) return markdownLines({ text, file: read.file }, budget, stack);
  return codeFence(text, languageOf(path), indent);
}

/** Inside a code block: a snippet or markdown-include line becomes the file's lines; any other line stays. */
function rawInside(line: string, page: string, budget: Budget, stack: string[], include: Include): string[] {
  const snippet = SNIPPET_LINE.exec(line);
  if (snippet) return snippetLines(snippet[3] ?? '', snippet[1] ?? '', page, budget, stack, include, true);
  MARKDOWN_INCLUDE.lastIndex = 0;
  if (!MARKDOWN_INCLUDE.test(line)) return [line];
  return line
    .replace(
      MARKDOWN_INCLUDE,
      (_whole, path: string) =>
        include(path, [join(budget.roots.config, path), join(dirname(page), path)])?.text.replace(/\s+$/, '') ?? '',
    )
    .split(/\r?\n/);
}

/**
 * markdown-include's `{!file!}`, anywhere on a line outside inline code: the file's text in its place. In inline code
 * it is the syntax being shown (a page about includes writes `` `{!file!}` ``), not an include.
 */
function markdownIncludes(line: string, page: string, budget: Budget, stack: string[], include: Include): string {
  const inCode = inlineCodeRanges(line);
  return line.replace(MARKDOWN_INCLUDE, (whole, path: string, at: number) => {
    if (inCode.some(([start, end]) => at >= start && at < end)) return whole;
    const read = include(path, [join(budget.roots.config, path), join(dirname(page), path)]);
    if (!read) return '';
    return MARKDOWN_FILE.test(path) ? markdownLines(read, budget, stack).join('\n') : read.text.replace(/\s+$/, '');
  });
}

/** Where a line's inline code spans (`` `…` ``, ``` ``…`` ```) start and end. */
function inlineCodeRanges(line: string): Array<[number, number]> {
  return [...line.matchAll(/(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g)].map((span) => [span.index, span.index + span[0].length]);
}

/** VitePress `<<< @/snippets/file.js#region{1,2 ts:line-numbers}`: the file (or region) as code. */
function vitepressSnippet(spec: string, indent: string, page: string, budget: Budget, include: Include): string[] {
  const match = /^([^#{]+)(?:#([\w-]+))?(?:\{([^}]*)\})?$/.exec(spec);
  if (!match) return [];
  const [, path = '', region, braces = ''] = match;
  const read = include(path, [vitepressPath(path, page, budget.roots)]);
  if (!read) return [];
  const text = region ? (pickRegion(read.text, region) ?? read.text) : withoutMarkers(read.text);
  // The braces hold line highlights (`1,3-4`) and, optionally, a language (`ts`, `c#`, `ts:line-numbers`).
  const language = braces
    .split(/\s+/)
    .map((word) => word.replace(/:line-numbers(=\d+)?$/, ''))
    .find((word) => word && !/^[\d,-]+$/.test(word));
  return codeFence(text, language ?? languageOf(path), indent);
}

/** VitePress `<!--@include: ./parts/basics.md{3,}-->` or `…md#region`: the Markdown (or its part) in place. */
function vitepressPartial(spec: string, page: string, budget: Budget, stack: string[], include: Include): string[] {
  const match = /^([^#{]+)(?:#([\w-]+))?(?:\{(\d*),(\d*)\})?$/.exec(spec.trim());
  if (!match) return [];
  const [, path = '', region, from, to] = match;
  const read = include(path, [vitepressPath(path, page, budget.roots)]);
  if (!read) return [];
  let text = region ? (pickRegion(read.text, region) ?? read.text) : read.text;
  if (from !== undefined || to !== undefined) text = pickLineRanges(text, `${from ?? ''}:${to ?? ''}`, ':');
  return markdownLines({ text, file: read.file }, budget, stack);
}

function vitepressPath(path: string, page: string, roots: IncludeRoots): string {
  return path.startsWith('@/') ? join(roots.docs, path.slice(2)) : join(dirname(page), path);
}

/** A Hugo `include` (a content page, its front matter left out) or `readfile` (Markdown, or code when `code="true"`). */
function hugoInclude(
  match: RegExpExecArray,
  page: string,
  budget: Budget,
  stack: string[],
  include: Include,
): string[] {
  const [, indent = '', , kind = '', , path = '', options = ''] = match;
  const relativePath = path.replace(/^\/+/, '');
  const { config, docs, hugoContent = join(config, 'content') } = budget.roots;
  const named = kind === 'include' && !/\.\w+$/.test(relativePath) ? `${relativePath}.md` : relativePath;
  const candidates =
    kind === 'include'
      ? [join(docs, named), join(hugoContent, named), join(dirname(page), named)]
      : [join(config, relativePath), join(dirname(page), relativePath)];
  const read = include(path, candidates);
  if (!read) return [];
  const asCode = kind === 'readfile' && (/\bcode=["']?true/.test(options) || !MARKDOWN_FILE.test(read.file));
  if (!asCode) return ['', ...markdownLines(read, budget, stack), ''];
  const language = /\blang=["']([^"']+)["']/.exec(options)?.[1] ?? languageOf(read.file);
  return codeFence(read.text, language, indent);
}

/** An MDX import's file: Docusaurus's `@site/` and Astro's leading `/` name the site's folder, else the page's. */
function importCandidates(path: string, page: string, roots: IncludeRoots): string[] {
  if (path.startsWith('@site/')) return [join(roots.config, path.slice('@site/'.length))];
  if (path.startsWith('/')) return [join(roots.config, path)];
  return [join(dirname(page), path)];
}

/**
 * MyST `{literalinclude}` (code, with `:language:`, `:lines:`, `:start-after:`, `:end-before:`) and `{include}`, both
 * with docutils' `:start-line:` / `:end-line:` (lines counted from 0, the end not included), applied first.
 */
function mystInclude(
  directive: RegExpExecArray,
  options: Map<string, string>,
  indent: string,
  page: string,
  budget: Budget,
  stack: string[],
  include: Include,
): string[] {
  const [, kind = '', argument = ''] = directive;
  const path = argument.trim();
  if (!path) return [];
  const read = include(path, [path.startsWith('/') ? join(budget.roots.docs, path) : join(dirname(page), path)]);
  if (!read) return [];
  let text = pickStartEndLines(read.text, options.get('start-line'), options.get('end-line'));
  text = pickAfterBefore(text, options.get('start-after'), options.get('end-before'));
  const lines = options.get('lines');
  if (lines) text = pickLineRanges(text, lines, '-');
  if (kind === 'include') return markdownLines({ text, file: read.file }, budget, stack);
  return codeFence(text, options.get('language') ?? languageOf(path), indent);
}

function pickStartEndLines(text: string, start: string | undefined, end: string | undefined): string {
  const from = start && /^\d+$/.test(start) ? Number(start) : 0;
  const to = end && /^-?\d+$/.test(end) ? Number(end) : undefined;
  return from === 0 && to === undefined ? text : text.split('\n').slice(from, to).join('\n');
}

function optionsOf(lines: readonly string[]): Map<string, string> {
  const options = new Map<string, string>();
  for (const line of lines) {
    const option = /^\s*:([\w-]+):\s*(.*)$/.exec(line);
    if (option) options.set(option[1] ?? '', (option[2] ?? '').trim());
  }
  return options;
}

function importsOf(lines: readonly string[]) {
  const raw = new Map<string, string>();
  const partials = new Map<string, string>();
  for (const line of lines) {
    if (!line.includes('import')) continue;
    const rawImport = RAW_IMPORT.exec(line);
    if (rawImport) raw.set(rawImport[1] ?? '', rawImport[3] ?? rawImport[4] ?? '');
    const partialImport = PARTIAL_IMPORT.exec(line);
    if (partialImport && !rawImport) partials.set(partialImport[1] ?? '', partialImport[3] ?? '');
  }
  return { raw, partials };
}

function closingLine(lines: readonly string[], open: number, marks: string): number {
  for (let at = open + 1; at < lines.length; at++) {
    const fence = FENCE.exec(lines[at] ?? '');
    if (
      fence &&
      (fence[2] ?? '')[0] === marks[0] &&
      (fence[2] ?? '').length >= marks.length &&
      !(fence[3] ?? '').trim()
    )
      return at;
  }
  return lines.length - 1;
}

function closes(fence: RegExpExecArray, open: { char: string; length: number }): boolean {
  const marks = fence[2] ?? '';
  return marks[0] === open.char && marks.length >= open.length && (fence[3] ?? '').trim() === '';
}

function warningsOf(budget: Budget): string[] {
  const named = (list: string[]) =>
    list.slice(0, MAX_NAMED).join(', ') + (list.length > MAX_NAMED ? ` and ${list.length - MAX_NAMED} more` : '');
  const warnings: string[] = [];
  if (budget.refused.length > 0) warnings.push(`include refused, left out: ${named(budget.refused)}`);
  if (budget.missing.length > 0) warnings.push(`include not found, left out: ${named(budget.missing)}`);
  return warnings;
}
