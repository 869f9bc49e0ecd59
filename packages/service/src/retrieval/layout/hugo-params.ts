import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from './config-text';

/** Params kept: a site's are a few dozen; a file with more is data, not settings someone writes into pages. */
const MAX_PARAMS = 2000;
/** A value longer than this is no version or name a page shows inline. */
const MAX_VALUE_CHARS = 200;

/**
 * A Hugo site's params as `{{% param "tdVersion.latest" %}}` reads them, by lower-case dotted key: the config's
 * `params` (YAML or TOML), then `config/_default/params.*` and `config/production/params.*` over them (`hugo` builds
 * for production unless told otherwise). Only scalars written as literals: a YAML anchor's value is kept and an
 * alias (`*tdLatestVers`) read from it; lists and anything else are left out, so their `param` tags stay unread.
 */
export function hugoParams(project: string, configText: string, configFile: string): Record<string, string> {
  const params: Record<string, string> = {};
  const add = (found: Record<string, string>) => {
    for (const [key, value] of Object.entries(found))
      if (Object.keys(params).length < MAX_PARAMS || key in params) params[key] = value;
  };
  add(/\.toml$/i.test(configFile) ? tomlParams(configText, true) : yamlParams(configText, 'params'));
  for (const environment of ['_default', 'production'])
    for (const name of ['params.toml', 'params.yaml', 'params.yml']) {
      const file = join(project, 'config', environment, name);
      if (!existsSync(file)) continue;
      const text = readConfig(file);
      add(name.endsWith('.toml') ? tomlParams(text, false) : yamlParams(text));
    }
  return params;
}

/** Scalars of a YAML mapping (below the top-level key `under`, or the whole file), by dotted lower-case key. */
function yamlParams(text: string, under?: string): Record<string, string> {
  const found: Record<string, string> = {};
  const anchors = new Map<string, string>();
  const path: Array<{ indent: number; key: string }> = [];
  let inside = under === undefined;
  /** A list's indent while inside it: its items' keys are no params (`versions: [- version: …]`). */
  let list: number | undefined;
  for (const line of text.split(/\r?\n/)) {
    if (/^\s*(#|$)/.test(line)) continue;
    const pair = /^(\s*)([A-Za-z0-9_-]+)\s*:(?:\s+(.*?))?\s*$/.exec(line);
    const indent = /^\s*/.exec(line)?.[0].length ?? 0;
    if (list !== undefined && (indent > list || (indent === list && /^\s*-/.test(line)))) continue;
    list = /^\s*-(\s|$)/.test(line) ? indent : undefined;
    if (list !== undefined) continue;
    if (under !== undefined && indent === 0) {
      inside = pair?.[2] === under && !pair[3];
      path.length = 0;
      continue;
    }
    if (!inside || !pair) continue;
    while (path.length > 0 && (path[path.length - 1]?.indent ?? 0) >= indent) path.pop();
    const [, , key = '', raw] = pair;
    const value = raw === undefined ? undefined : yamlScalar(raw, anchors);
    if (raw === undefined || raw === '') path.push({ indent, key });
    else if (value !== undefined)
      found[[...path.map((part) => part.key), key].join('.').toLowerCase()] = value.slice(0, MAX_VALUE_CHARS);
  }
  return found;
}

/** `v0.16.0`, `'text'`, `&name 0.160.1` (kept under its anchor), `*name` (an anchor's value); else undefined. */
function yamlScalar(raw: string, anchors: Map<string, string>): string | undefined {
  const alias = /^\*([\w-]+)$/.exec(raw);
  if (alias) return anchors.get(alias[1] ?? '');
  const anchored = /^&([\w-]+)\s+(.*)$/.exec(raw);
  const rest = anchored ? (anchored[2] ?? '') : raw;
  const quoted = /^(["'])(.*)\1$/.exec(rest);
  const value = quoted ? quoted[2] : /^[[{|>]/.test(rest) ? undefined : rest.replace(/\s+#.*$/, '');
  if (anchored && value !== undefined) anchors.set(anchored[1] ?? '', value);
  return value;
}

/** Scalars of TOML's `[params]` tables (or the whole file, `inTable` false), by dotted lower-case key. */
function tomlParams(text: string, inTable: boolean): Record<string, string> {
  const found: Record<string, string> = {};
  let table: string | undefined = inTable ? undefined : '';
  for (const line of text.split(/\r?\n/)) {
    const header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (header) {
      const name = (header[1] ?? '').trim();
      table = inTable ? (/^params(\.|$)/.test(name) ? name.replace(/^params\.?/, '') : undefined) : name;
      continue;
    }
    if (table === undefined) continue;
    const pair = /^\s*([A-Za-z0-9_-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([\w.+-]+))\s*(?:#.*)?$/.exec(line);
    if (!pair) continue;
    const key = [table, pair[1]].filter(Boolean).join('.').toLowerCase();
    found[key] = (pair[2] ?? pair[3] ?? pair[4] ?? '').slice(0, MAX_VALUE_CHARS);
  }
  return found;
}
