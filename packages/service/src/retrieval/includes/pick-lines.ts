/**
 * The part of an included file a directive asks for, as each generator names it: line ranges, a named region or
 * section between marker comments, text after or before a marker. Anything not understood includes the whole file
 * (more of the example rather than none of it).
 */

/** `3-5, 7, 9-` (Sphinx `:lines:`), `3:5` / `3:` / `:5` (snippets, FastAPI `ln[…]`), 1-based and inclusive. */
export function pickLineRanges(text: string, spec: string, separator: '-' | ':'): string {
  const lines = text.split(/\r?\n/);
  const kept: string[] = [];
  for (const part of spec.split(',')) {
    const [from = '', to] = part.trim().split(separator);
    const start = from.trim() === '' ? 1 : Number(from);
    const end = to === undefined ? start : to.trim() === '' ? lines.length : Number(to);
    if (!Number.isInteger(start) || !Number.isInteger(end)) return text;
    kept.push(...lines.slice(Math.max(0, start - 1), Math.max(0, end)));
  }
  return kept.join('\n');
}

// VitePress / VS Code regions: `// #region name`, `<!-- #region name -->`, `# region name` … `#endregion`.
const REGION_START = (name: string) => new RegExp(`#region\\s+${escape(name)}\\b`);
const REGION_END = /#endregion\b/;
// MkDocs snippets' sections: `# --8<-- [start:name]` … `# --8<-- [end:name]`.
const SECTION_START = (name: string) => new RegExp(`--8<--\\s*\\[start:${escape(name)}\\]`);
const SECTION_END = (name: string) => new RegExp(`--8<--\\s*\\[end:${escape(name)}\\]`);
const ANY_MARKER = /(#(?:end)?region\b|--8<--\s*\[(?:start|end):)/;

/** The lines between a `#region name` marker and its `#endregion` (nested regions' markers left out). */
export function pickRegion(text: string, name: string): string | undefined {
  return between(text, REGION_START(name), REGION_END);
}

/** The lines between `--8<-- [start:name]` and `--8<-- [end:name]`. */
export function pickSection(text: string, name: string): string | undefined {
  return between(text, SECTION_START(name), SECTION_END(name));
}

/** Sphinx `:start-after:` / `:end-before:`: the text after the first line holding one, before the next holding the other. */
export function pickAfterBefore(text: string, after: string | undefined, before: string | undefined): string {
  let lines = text.split(/\r?\n/);
  if (after) {
    const at = lines.findIndex((line) => line.includes(after));
    if (at >= 0) lines = lines.slice(at + 1);
  }
  if (before) {
    const at = lines.findIndex((line) => line.includes(before));
    if (at >= 0) lines = lines.slice(0, at);
  }
  return lines.join('\n');
}

/** Marker lines (regions, snippet sections) are for the generator: the published code shows none of them. */
export function withoutMarkers(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((line) => !ANY_MARKER.test(line))
    .join('\n');
}

function between(text: string, start: RegExp, end: RegExp): string | undefined {
  const lines = text.split(/\r?\n/);
  const from = lines.findIndex((line) => start.test(line));
  if (from < 0) return undefined;
  const kept: string[] = [];
  let depth = 0;
  for (const line of lines.slice(from + 1)) {
    if (end.test(line)) {
      if (depth === 0) break;
      depth--;
    } else if (/#region\b/.test(line) && end === REGION_END) depth++;
    kept.push(line);
  }
  return withoutMarkers(kept.join('\n'));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
