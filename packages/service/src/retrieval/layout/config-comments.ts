import { extname } from 'node:path';

const SCRIPT = new Set(['.js', '.cjs', '.mjs', '.ts', '.cts', '.mts', '.jsx', '.tsx']);
/** Formats whose comments run from `#` to the line's end: YAML (MkDocs), TOML (Hugo), Python (Sphinx's conf.py). */
const HASH = new Set(['.yml', '.yaml', '.toml', '.py']);

/**
 * A config's text without its comments, so a setting commented out (`// routeBasePath: '/',` — Docusaurus's own
 * config keeps one) is not read as set. Script configs lose `//` and `/* … *\/` comments outside strings; YAML, TOML
 * and Python lose lines that are only a comment (a `#` after a value may be inside a quoted URL, so those stay).
 * Line breaks are kept, so a line's number is the same.
 */
export function withoutComments(text: string, file: string): string {
  const ext = extname(file).toLowerCase();
  if (HASH.has(ext)) return text.replace(/^[ \t]*#.*$/gm, '');
  return SCRIPT.has(ext) ? withoutScriptComments(text) : text;
}

function withoutScriptComments(text: string): string {
  let out = '';
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quote) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === quote) quote = undefined;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end - 1;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const comment = text.slice(i, end < 0 ? text.length : end + 2);
      out += comment.replace(/[^\n]/g, '');
      i = end < 0 ? text.length : end + 1;
      continue;
    }
    if (c === '/' && startsRegex(out)) {
      const end = regexEnd(text, i);
      out += text.slice(i, end);
      i = end - 1;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    out += c;
  }
  return out;
}

/**
 * Whether a `/` here opens a regular expression rather than dividing: after an operator, a bracket or a keyword.
 * A regular expression may hold quotes and backticks (a slugify's `/[\s~\`!@#$…"'“”]+/g`), which read as a string's
 * start would keep every comment after it.
 */
function startsRegex(before: string): boolean {
  const last = /(\S)\s*$/.exec(before)?.[1];
  return (
    last === undefined || /[(,=:[!&|?{};+\-*%<>~^]/.test(last) || /\b(?:return|typeof|case|in|of)\s*$/.test(before)
  );
}

/** Where the regular expression opening at `start` ends (after its closing `/`); at the line's end if it is not closed. */
function regexEnd(text: string, start: number): number {
  let inClass = false;
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '\n') return i;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (c === '/' && !inClass) return i + 1;
  }
  return text.length;
}
