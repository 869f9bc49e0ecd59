import type { RequestFilter } from '../from-widget-package';
import type { DocsIndex, Retrieval } from '../retrieval/docs-index';

export interface SearchDocsOptions {
  /** How many sections, best first. */
  limit: number;
  filter?: RequestFilter | null;
}

/**
 * A search ranks further only its 200 best text matches (questions: 1,000). Rescoring them was half of a search's CPU
 * at 2,000 pages (p50 6.1 → 3.1 ms over the keyword queries, in full and half typed), and a search box asks once per
 * pause in typing. Results did not change: `npm run eval:search` and the 216 eval questions through this function
 * give the same hit@1 and hit@5 with either.
 */
const RANKED = 200;

/**
 * The docs' sections for a search, best first, and whether the best of them answer it: the one ranking the search
 * route (`POST /discovery/v1/search/:domain`) and MCP's `search_docs` both use, so a reader's search box and a coding
 * agent find the same sections for the same words. The assistant's own retrieval adds what only a question has (the
 * reader's page, attached context) on top of the same index.
 */
export function searchDocs(index: DocsIndex, query: string, { limit, filter }: SearchDocsOptions): Retrieval {
  return index.retrieve(query, { limit, filter, prefix: true, ranked: RANKED });
}
