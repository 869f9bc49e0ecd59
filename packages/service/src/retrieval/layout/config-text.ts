import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { withoutComments } from './config-comments';

/** A config file is read this far: a site's config is a few kilobytes; this is a bound, not a guess at size. */
const MAX_CONFIG_CHARS = 200_000;

/**
 * A VitePress config split into a folder (`.vitepress/config/index.ts` importing `shared.ts`, `en.ts`, `zh.ts`), as
 * VitePress reads it: the settings are in any of its files.
 */
const SPLIT_CONFIG_INDEX = /^index\.(m?[jt]s|cts)$/;
const SCRIPT_FILE = /\.(m?[jt]s|cts)$/;

/**
 * A config file's text, its comments taken out (config-comments.ts); empty when it cannot be read. A split config's
 * `index.*` is read with the other script files beside it, the index first.
 */
export function readConfig(file: string): string {
  const folder = dirname(file);
  const split = SPLIT_CONFIG_INDEX.test(basename(file)) && basename(folder) === 'config';
  const files = split
    ? [
        file,
        ...siblings(folder)
          .filter((name) => SCRIPT_FILE.test(name) && join(folder, name) !== file)
          .map((name) => join(folder, name)),
      ]
    : [file];
  let text = '';
  for (const each of files) {
    if (text.length >= MAX_CONFIG_CHARS) break;
    try {
      text += `${withoutComments(readFileSync(each, 'utf8').slice(0, MAX_CONFIG_CHARS - text.length), each)}\n`;
    } catch {
      // A file that cannot be read holds no setting.
    }
  }
  return text;
}

function siblings(folder: string): string[] {
  try {
    return readdirSync(folder).sort();
  } catch {
    return [];
  }
}

/**
 * `key: 'value'` as a config file writes it (JS, TS or JSON quotes): the first one, or undefined. Read from the text,
 * never by running the config: starting the service must not run a site's code (and a config that computes the
 * value is not "simple" — the layout flag is for those sites).
 */
export function stringOption(text: string, key: string): string | undefined {
  const match = new RegExp(`["']?\\b${key}["']?\\s*:\\s*(["'\`])([^"'\`\\n]{1,200})\\1`).exec(text);
  return match?.[2];
}

/**
 * The entries of the object a config writes at `key: { … }` (`locales: { root: {…}, fr: {…} }`): each key at the
 * object's top level with the text of its value. Braces in strings are skipped; empty when there is no such object
 * or it is not written out literally.
 */
export function objectEntries(text: string, key: string): Array<{ key: string; body: string }> {
  const start = new RegExp(`["']?\\b${key}["']?\\s*:\\s*\\{`).exec(text);
  return start ? entriesOfObject(text, start.index + start[0].length) : [];
}

/** The top-level entries of the object literal whose body starts at `from` (just after its `{`), as `objectEntries`. */
export function entriesOfObject(text: string, from: number): Array<{ key: string; body: string }> {
  const entries: Array<{ key: string; body: string }> = [];
  let depth = 1;
  let quote: string | undefined;
  let current: { key: string; from: number } | undefined;
  const ENTRY = /^\s*(["']?)([\w-]+)\1\s*:\s*/;
  for (let i = from, expectKey = true; i < text.length && depth > 0; i++) {
    const c = text[i] as string;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
      continue;
    }
    if (depth === 1 && expectKey) {
      const entry = ENTRY.exec(text.slice(i, i + 120));
      if (entry) {
        current = { key: entry[2] as string, from: i + entry[0].length };
        i += entry[0].length - 1;
        expectKey = false;
        continue;
      }
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{' || c === '[' || c === '(') depth++;
    else if (c === '}' || c === ']' || c === ')') depth--;
    if (depth === 1 && c === ',') {
      if (current) entries.push({ key: current.key, body: text.slice(current.from, i) });
      current = undefined;
      expectKey = true;
    } else if (depth === 0 && current) entries.push({ key: current.key, body: text.slice(current.from, i) });
  }
  return entries;
}
