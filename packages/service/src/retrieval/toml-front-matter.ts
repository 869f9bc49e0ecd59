/** A multi-line array or string longer than this many lines is not front matter someone wrote; it is left out. */
const MAX_VALUE_LINES = 200;

/**
 * The top-level keys of Hugo's TOML front matter (`+++` … `+++`) whose values are strings, dates, numbers or arrays
 * of strings: `title = "…"`, `slug = 'moved'`, `aliases = ["/old/"]`. Keys inside tables (`[params]`, `[[cascade]]`,
 * `build.render`) are not the page's own fields and are not read; a value that does not parse (an unterminated
 * string, a damaged block) leaves its key out rather than guess, and the next line is read on its own. A full TOML
 * parser would be a dependency for a handful of fields, as YAML's would (front-matter.ts).
 */
export function readTomlKeys(block: string): Record<string, string | string[]> {
  const lines = block.split(/\r?\n/);
  const keys: Record<string, string | string[]> = {};
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at] ?? '';
    // The first table header ends the page's own keys.
    if (/^\s*\[/.test(line)) break;
    const pair = /^\s*(?:([A-Za-z0-9_-]+)|"([^"\\]+)"|'([^']+)')\s*=\s*(.*)$/.exec(line);
    if (!pair) continue;
    const key = pair[1] ?? pair[2] ?? pair[3] ?? '';
    let rest = pair[4] ?? '';
    let end = at;
    // A multi-line array or string: the lines up to its close, at most MAX_VALUE_LINES, each line scanned once.
    const opens = /^(\[|"""|''')/.exec(rest)?.[1];
    if (opens) {
      const scan = opens === '[' ? arrayScanner() : undefined;
      let closed = scan ? scan(rest) : rest.indexOf(opens, 3) >= 0;
      while (!closed && end < at + MAX_VALUE_LINES && end + 1 < lines.length) {
        const next = lines[++end] ?? '';
        rest += `\n${next}`;
        closed = scan ? scan(`\n${next}`) : next.includes(opens);
      }
    }
    const value = parseValue(rest);
    at = end;
    if (value !== undefined) keys[key] = value;
  }
  return keys;
}

/**
 * Whether an array's text, given a piece at a time, has closed: brackets counted outside strings and comments, so
 * a value spread over many lines is read in one pass, not parsed again at every line.
 */
function arrayScanner(): (piece: string) => boolean {
  let depth = 0;
  let quote: string | undefined;
  let comment = false;
  return (piece) => {
    for (let i = 0; i < piece.length; i++) {
      const c = piece[i];
      if (comment) {
        if (c === '\n') comment = false;
      } else if (quote) {
        if (c === '\\' && quote === '"') i++;
        else if (c === quote || c === '\n') quote = undefined;
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '#') comment = true;
      else if (c === '[') depth++;
      else if (c === ']' && --depth === 0) return true;
    }
    return false;
  };
}

function parseValue(text: string): string | string[] | undefined {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) return parseArray(trimmed);
  const multi = /^("""|''')\r?\n?([\s\S]*?)\1/.exec(trimmed);
  if (multi) return multi[2];
  const string = readString(trimmed);
  if (string) return afterValue(trimmed.slice(string.length)) ? string.value : undefined;
  // A bare value (a date, a number, true): up to a comment.
  const bare = trimmed.replace(/\s+#.*$/, '').trim();
  return /^[\w:+.-]+$/.test(bare) ? bare : undefined;
}

/** `["a", 'b']` across lines, comments and a trailing comma allowed; undefined while unclosed or not of strings. */
function parseArray(text: string): string[] | undefined {
  const items: string[] = [];
  let rest = text.trim().slice(1);
  for (;;) {
    rest = rest.replace(/^(?:\s|,|#[^\n]*)+/, '');
    if (rest.startsWith(']')) return afterValue(rest.slice(1)) ? items : undefined;
    const string = readString(rest);
    if (!string) return undefined;
    items.push(string.value);
    rest = rest.slice(string.length);
  }
}

/** A basic (`"…"`, with escapes) or literal (`'…'`) string at the text's start, and how long it is as written. */
function readString(text: string): { value: string; length: number } | undefined {
  const literal = /^'([^'\n]*)'/.exec(text);
  if (literal) return { value: literal[1] ?? '', length: literal[0].length };
  const basic = /^"((?:[^"\\\n]|\\.)*)"/.exec(text);
  if (!basic) return undefined;
  const value = (basic[1] ?? '').replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, escape: string) => {
    if (escape.startsWith('u') && escape.length === 5) return String.fromCharCode(parseInt(escape.slice(1), 16));
    return ({ n: '\n', t: '\t', r: '\r' } as Record<string, string>)[escape] ?? escape;
  });
  return { value, length: basic[0].length };
}

/** Only a comment may follow a value on its line. */
const afterValue = (rest: string) => /^\s*(?:#.*)?$/.test(rest);
