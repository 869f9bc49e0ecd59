import { markdownText } from './plain-text';
import type { SearchPageGroup, SearchResult } from './types';

/** More than this many results is more than the view shows: the rest of an untrusted answer is not read. */
export const MAX_RESULTS = 50;
/** Titles and headings are cut here: a hostile result must not push the view's layout around. */
const MAX_LABEL_CHARS = 200;
/** Text read from one result before it is cut into a snippet. */
const MAX_TEXT_CHARS = 2_000;

const label = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? markdownText(value.slice(0, MAX_LABEL_CHARS)) : undefined;

/**
 * A result's link on the host page's origin, whatever the result says: a path (`/guides/auth#tokens`) or a URL of
 * the docs site is reduced to its path, query and anchor, and resolved against `origin`. A scheme other than http(s)
 * (`javascript:`, `data:`) is no link at all: undefined, and the result is dropped.
 */
export function resultHref(path: string, origin: string): string | undefined {
  const trimmed = path.trim();
  if (!trimmed || (/^[a-z][a-z\d+.-]*:/i.test(trimmed) && !/^https?:/i.test(trimmed))) return undefined;
  try {
    const url = new URL(trimmed, `${origin}/`);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

/**
 * Results grouped by page, in the order of each page's best result (results come best first): the page's title
 * (`metadata.title`, else its path), then each result's heading trail (`metadata.trail` and `metadata.heading`) and
 * its text. Anything of the wrong shape — a result without a string `path`, a `metadata` that is no object — is
 * read as far as it can be or left out, never thrown on: the results come from outside.
 */
export function groupResults(results: unknown, origin: string): SearchPageGroup[] {
  const groups = new Map<string, SearchPageGroup>();
  for (const result of Array.isArray(results) ? results.slice(0, MAX_RESULTS) : []) {
    if (typeof result !== 'object' || result === null) continue;
    const { path, content, metadata: raw } = result as Partial<SearchResult>;
    const href = typeof path === 'string' ? resultHref(path, origin) : undefined;
    if (!href) continue;
    const page = href.replace(/[?#].*$/, '');
    const metadata = typeof raw === 'object' && raw !== null ? raw : {};
    const heading = label(metadata.heading);
    const trail = [
      ...(Array.isArray(metadata.trail) ? metadata.trail.map(label).filter((part) => part !== undefined) : []),
      ...(heading ? [heading] : []),
    ].slice(-4);
    const text = typeof content === 'string' ? markdownText(content.slice(0, MAX_TEXT_CHARS)) : '';
    let group = groups.get(page);
    if (!group) {
      group = { page, title: label(metadata.title) ?? page, hits: [] };
      groups.set(page, group);
    }
    // The same section twice (two engines' habits differ): once is enough.
    if (!group.hits.some((hit) => hit.href === href)) group.hits.push({ href, trail, text });
  }
  return [...groups.values()];
}
