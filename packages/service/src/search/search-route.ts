import type { ServerResponse } from 'node:http';
import { parseSearchRequest, searchQueryTooLong } from '../from-widget-package';
import { HttpError, sendJson } from '../http/respond';
import type { DocsIndex } from '../retrieval/docs-index';
import { searchDocs } from './search-docs';
import { searchResult } from './search-results';

/**
 * `POST /discovery/v1/search/:domain`, after the key, the limits and the body's size: `{ query, pageSize?, filter? }`
 * → `[{ content, path, metadata: { title, heading } }]`, one result per section, best first. Refused as a question
 * is: a malformed body or a `pageSize` outside 1–50 with 400 naming the field, a query over the question's length
 * with 413. A query that finds nothing is told to `foundNothing` (the report's searches with no results).
 */
export function handleSearch(
  index: DocsIndex,
  body: unknown,
  res: ServerResponse,
  foundNothing: (query: string) => void = () => undefined,
): void {
  const parsed = parseSearchRequest(body);
  if (!parsed.ok) throw new HttpError(400, parsed.error);
  const { query, pageSize, filter } = parsed.value;
  const tooLong = searchQueryTooLong(query);
  if (tooLong) throw new HttpError(413, tooLong);
  const { hits } = searchDocs(index, query, { limit: pageSize, filter });
  if (hits.length === 0) foundNothing(query);
  sendJson(
    res,
    200,
    hits.map(({ section }) => searchResult(section, query)),
  );
}
