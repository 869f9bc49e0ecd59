import type { RequestFilter } from '../contract/filter';
import type { SearchResult } from '../contract/search-request';

export type { SearchResult } from '../contract/search-request';

/** What a search source is handed besides the query: the abort signal of a superseded search, and the filter. */
export interface SearchSourceOptions {
  /** Aborted when the reader types on or closes the search: stop the request, its answer will not be shown. */
  signal: AbortSignal;
  /** The widget's `filter` (the one questions carry), or undefined when there is none. */
  filter: RequestFilter | undefined;
}

/** Any search engine: the query and options in, results best first out (the service's shape: service-api §1b). */
export type SearchSource = (query: string, options: SearchSourceOptions) => Promise<SearchResult[]>;

/** Pagefind, the site's own static index, loaded from the site's origin at run time. */
export interface PagefindSearchOption {
  source: 'pagefind';
  /** Where the site serves Pagefind's bundle. Default `/pagefind/`. */
  bundlePath?: string;
  /** Prefixed to every result's URL by Pagefind (a site served under a sub-path). Default `/`. */
  baseUrl?: string;
}

/**
 * The `search` prop: `true` (or left out) the service's search, through `baseUrl` + `apiKey` or the host's proxy
 * (`api`); `{ source: 'pagefind' }` the site's Pagefind index; `{ source: fn }` any other engine; `false` none.
 */
export type SearchOption = boolean | PagefindSearchOption | { source: SearchSource };

/** A result as the view shows it: where it links, the page it belongs to and the headings above it. */
export interface SearchHit {
  /** The link, `path#anchor`, on the host page's origin. */
  href: string;
  /** The heading trail below the page title (empty for the page's opening text). */
  trail: string[];
  /** The matching text as plain text (results are untrusted: never parsed as HTML). */
  text: string;
}

/** One page's results, in the order of its best one. */
export interface SearchPageGroup {
  /** The page's path (no anchor): the group's key. */
  page: string;
  /** The page's title, else its path. */
  title: string;
  hits: SearchHit[];
}
