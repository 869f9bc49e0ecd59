import { mkdocsConfigTexts } from './mkdocs-configs';

/** At most this many patterns are kept from a site's configs. */
const MAX_PATTERNS = 200;

/**
 * The files an MkDocs site leaves out of its build, as regular expressions over a file's path in the docs folder:
 * the `exclude` plugin's `glob:` list (fnmatch, where `*` crosses folders: Textual's `"snippets/*"`, the partials its
 * pages pull in with `--8<--`) and MkDocs's own `exclude_docs: |` block (gitignore lines: a pattern without a `/`
 * matches at any depth, `/x` only at the top, `x/` a folder, `*` within a folder, `**` across). Read from the text
 * of every `mkdocs*.yml` in the config's folder, never by running them; negations (`!x`) are not followed.
 */
export function mkdocsExcludedIn(configFolder: string): string[] {
  const patterns: string[] = [];
  for (const text of mkdocsConfigTexts(configFolder)) {
    const lines = text.split('\n');
    lines.forEach((line, at) => {
      if (/^\s+exclude\s*:\s*$/.test(line)) patterns.push(...globsUnder(lines, at).map(fnmatchPattern));
      if (/^exclude_docs\s*:\s*[|>]-?\s*$/.test(line)) patterns.push(...blockUnder(lines, at).map(gitignorePattern));
    });
  }
  return [...new Set(patterns.filter((pattern) => pattern !== ''))].slice(0, MAX_PATTERNS);
}

/** Whether `name` (a path in the docs folder, `/`-separated) is one of `patterns`. */
export function isExcluded(name: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => compiled(pattern).test(name));
}

const cache = new Map<string, RegExp>();
function compiled(pattern: string): RegExp {
  let regex = cache.get(pattern);
  if (!regex) {
    regex = new RegExp(pattern);
    cache.set(pattern, regex);
  }
  return regex;
}

/** The `- item` lines of the `glob:` list indented under the `exclude:` plugin at `at`. */
function globsUnder(lines: readonly string[], at: number): string[] {
  const indent = indentOf(lines[at] ?? '');
  const globs: string[] = [];
  let inGlob = false;
  for (let i = at + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (indentOf(line) <= indent) break;
    if (/^\s+glob\s*:\s*$/.test(line)) inGlob = true;
    else if (/^\s+[\w-]+\s*:/.test(line)) inGlob = false;
    const item = inGlob ? /^\s+-\s+(["']?)(.+?)\1\s*$/.exec(line) : null;
    if (item) globs.push(item[2] ?? '');
  }
  return globs;
}

/** The lines of a YAML block scalar (`key: |`) at `at`. */
function blockUnder(lines: readonly string[], at: number): string[] {
  const block: string[] = [];
  for (let i = at + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() !== '' && indentOf(line) === 0) break;
    const text = line.trim();
    if (text && !text.startsWith('#') && !text.startsWith('!')) block.push(text);
  }
  return block;
}

const escaped = (text: string) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');

/** fnmatch: `*` is anything (folders included), `?` one character. */
function fnmatchPattern(glob: string): string {
  return `^${escaped(glob).replace(/\*/g, '.*').replace(/\?/g, '.')}$`;
}

/** A gitignore line as a path pattern (see `mkdocsExcludedIn`). */
function gitignorePattern(line: string): string {
  let pattern = line;
  const folder = pattern.endsWith('/');
  if (folder) pattern = pattern.slice(0, -1);
  const anchored = pattern.startsWith('/') || pattern.includes('/');
  pattern = pattern.replace(/^\//, '');
  if (!pattern) return '';
  // `**/` is any folders (none too), `**` anything, `*` and `?` within one folder's name.
  const body = escaped(pattern)
    .split('**/')
    .map((part) =>
      part
        .split('**')
        .map((piece) => piece.replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]'))
        .join('.*'),
    )
    .join('(?:.*/)?');
  return `${anchored ? '^' : '(?:^|/)'}${body}${folder ? '/' : '(?:$|/)'}`;
}

function indentOf(line: string): number {
  return /^\s*/.exec(line)?.[0].length ?? 0;
}
