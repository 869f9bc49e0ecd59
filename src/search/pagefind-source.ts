import { htmlText } from './plain-text';
import type { PagefindSearchOption, SearchResult, SearchSource } from './types';
import { SEARCH_PAGE_SIZE } from './service-source';

/** Pagefind's sub-results per page it offers (its own UI's limit too): the sections with the most hits. */
const SECTIONS_PER_PAGE = 3;

/** The part of Pagefind's documented JS API this uses (pagefind.app/docs/api, /docs/sub-results). */
interface PagefindModule {
  options(options: { bundlePath?: string; baseUrl?: string }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: Array<{ data(): Promise<PagefindData> }> } | null>;
}

interface PagefindData {
  url: string;
  excerpt?: string;
  meta?: { title?: string };
  sub_results?: Array<{ title?: string; url: string; excerpt?: string }>;
}

/**
 * Loads Pagefind's script from the site at run time. The import's target is a variable and marked for each bundler
 * to leave alone (webpack, Vite, Turbopack): it is the site's own file, built by Pagefind after the host's bundle, so
 * no bundler may try to resolve or inline it.
 */
const importAtRunTime = (url: string): Promise<PagefindModule> =>
  import(/* webpackIgnore: true */ /* @vite-ignore */ /* turbopackIgnore: true */ url) as Promise<PagefindModule>;

/**
 * The site's Pagefind index as a search source: `import('/pagefind/pagefind.js')` (or `bundlePath`), `options`, `init`,
 * then `search` per query, each page's `data()` read for its title and sub-results (one result per section, its
 * `url` with the heading's anchor). Pagefind picks the index for the page's language itself; a site versioned with
 * one bundle per version points `bundlePath` at it. Pagefind's excerpts are HTML: they are read as text here.
 */
export function pagefindSearch(
  option: PagefindSearchOption,
  load: (url: string) => Promise<PagefindModule> = importAtRunTime,
): SearchSource {
  const bundlePath = option.bundlePath ?? '/pagefind/';
  let ready: Promise<PagefindModule> | undefined;
  const pagefind = () => {
    ready ??= (async () => {
      const module = await load(`${bundlePath.replace(/\/?$/, '/')}pagefind.js`);
      await module.options({ bundlePath, ...(option.baseUrl ? { baseUrl: option.baseUrl } : {}) });
      await module.init();
      return module;
    })();
    // A failed load (the index not built yet, offline) is tried again on the next search, not cached.
    ready.catch(() => (ready = undefined));
    return ready;
  };
  return async (query, { signal }) => {
    const found = await (await pagefind()).search(query);
    if (!found || signal.aborted) return [];
    const pages = await Promise.all(found.results.slice(0, SEARCH_PAGE_SIZE).map((result) => result.data()));
    return pages.flatMap((page): SearchResult[] => {
      const title = page.meta?.title;
      const sections = page.sub_results?.length ? page.sub_results.slice(0, SECTIONS_PER_PAGE) : [page];
      return sections.map((section) => {
        const isSection = section.url.includes('#');
        const heading = isSection && 'title' in section ? section.title : undefined;
        return {
          path: section.url,
          // Pagefind's excerpt is HTML (its `<mark>`s, the page's text escaped): read as text here.
          content: htmlText(section.excerpt ?? ''),
          metadata: { ...(title ? { title } : {}), ...(heading ? { heading } : {}) },
        };
      });
    });
  };
}
