import { decodeEntities } from '../text/decode-entities';
import { readTomlKeys } from './toml-front-matter';

/** The front matter fields retrieval reads; any others are ignored. */
export interface FrontMatter {
  title?: string;
  description?: string;
  version?: string;
  language?: string;
  groups?: string[];
  /** Where the page is served (page-path.ts): Docusaurus's and Starlight's `slug`, Docusaurus's `id`. */
  slug?: string;
  id?: string;
  /** `draft: true`: a page the generator publishes only on its dev server (parse-file.ts). */
  draft?: boolean;
  /** Hugo's `url`: the page's whole path on the site. */
  url?: string;
  /** A blog post's date (MkDocs Material's blog routes a post by it): `date: 2023-03-29` or `date:` + `created:`. */
  date?: string; /**
   * Not read from the front matter: the URL the site links the page by where it is not the page's path
   * (`/about/`, `/about.html`: page-path.ts's `publishedPathForFile`), set where the page is parsed and kept with it.
   */
  published?: string;
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
/** Hugo's TOML front matter; a block never closed is no front matter (Hugo refuses the page; here it is read as text). */
const TOML_FENCE = /^\+\+\+[ \t]*\r?\n(?:([\s\S]*?)\r?\n)?\+\+\+[ \t]*(?:\r?\n|$)/;

/**
 * Reads the flat YAML subset docs sites use in front matter (`key: value`, `key: [a, b]`, `key:` + `- item`
 * lines), or Hugo's TOML (`+++`, toml-front-matter.ts) into the same fields. A full YAML parser would be a
 * dependency for five fields.
 */
export function parseFrontMatter(source: string): { data: FrontMatter; body: string } {
  const toml = TOML_FENCE.exec(source);
  if (toml) return { data: pickFields(readTomlKeys(toml[1] ?? '')), body: source.slice(toml[0].length) };
  const match = FENCE.exec(source);
  if (!match) return { data: {}, body: source };
  const raw: Record<string, string | string[]> = {};
  let listKey: string | undefined;
  let scalar: { key: string; folded: boolean; lines: string[] } | undefined;
  const endScalar = () => {
    if (scalar) raw[scalar.key] = blockScalar(scalar.lines, scalar.folded);
    scalar = undefined;
  };
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    if (scalar && (/^\s/.test(line) || line === '')) {
      scalar.lines.push(line);
      continue;
    }
    endScalar();
    const item = /^\s+-\s+(.*)$/.exec(line) ?? /^-\s+(.*)$/.exec(line);
    if (item && listKey) {
      const list = raw[listKey];
      if (Array.isArray(list)) list.push(unquote(item[1] ?? ''));
      continue;
    }
    const created = listKey === 'date' ? /^\s+created\s*:\s*(.+)$/.exec(line) : null;
    if (created) {
      raw.date = unquote(created[1] ?? '');
      listKey = undefined;
      continue;
    }
    const pair = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!pair) continue;
    const [, key = '', value = ''] = pair;
    const block = /^([>|])[+-]?\d?[+-]?\s*(?:#.*)?$/.exec(value);
    if (block) {
      listKey = undefined;
      scalar = { key, folded: block[1] === '>', lines: [] };
    } else if (value === '') {
      raw[key] = [];
      listKey = key;
    } else {
      listKey = undefined;
      raw[key] = /^\[.*\]$/.test(value) ? splitInlineList(value) : unquote(value);
    }
  }
  endScalar();
  return { data: pickFields(raw), body: source.slice(match[0].length) };
}

/**
 * A YAML block scalar's text (`description: >` or `|`, then indented lines: Docsy writes its descriptions so): its
 * lines without their indent, folded into one paragraph's spaces (`>`) or kept on their lines (`|`).
 */
export function blockScalar(lines: readonly string[], folded: boolean): string {
  const texts = lines.map((line) => line.trim());
  if (!folded) return texts.join('\n').trim();
  return texts
    .join('\n')
    .trim()
    .replace(/([^\n])\n(?=[^\n])/g, '$1 ');
}

function pickFields(raw: Record<string, string | string[]>): FrontMatter {
  const text = (value: string | string[] | undefined) => (typeof value === 'string' && value ? value : undefined);
  const data: FrontMatter = {};
  // Written meaning the character: `All&nbsp;batteries included!` is read with a space, as the site's HTML shows it.
  const title = text(raw.title);
  if (title) data.title = decodeEntities(title);
  const description = text(raw.description);
  if (description) data.description = decodeEntities(description);
  const version = text(raw.version);
  if (version) data.version = version;
  const language = text(raw.language) ?? text(raw.lang);
  if (language) data.language = language;
  const slug = text(raw.slug);
  if (slug) data.slug = slug;
  const id = text(raw.id);
  if (id) data.id = id;
  const url = text(raw.url);
  if (url) data.url = url;
  if (text(raw.draft) === 'true') data.draft = true;
  const date = text(raw.date);
  if (date) data.date = date;
  const groups = raw.groups;
  if (Array.isArray(groups) && groups.length > 0) data.groups = groups;
  else if (typeof groups === 'string' && groups) data.groups = [groups];
  return data;
}

function splitInlineList(value: string): string[] {
  return value
    .slice(1, -1)
    .split(',')
    .map((item) => unquote(item.trim()))
    .filter(Boolean);
}

function unquote(value: string): string {
  const trimmed = value.trim();
  return /^(['"]).*\1$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
}
