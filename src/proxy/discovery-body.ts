import { parsePageRequest, type PageRequest } from '../contract/page-request';
import { parseSearchRequest, searchQueryTooLong, type SearchRequestBody } from '../contract/search-request';

type Checked<T> = { ok: true; body: T } | { ok: false; status: 400 | 413; error: string };

/**
 * A search body checked with the contract's schema (the local service's: `pageSize` outside 1–50 refused with 400
 * naming it, a query longer than a question 413) and rebuilt from what it read: `query`, `pageSize`, and `filter` and
 * `scoreThreshold` when there are any. Unknown fields are dropped.
 */
export function checkSearchBody(value: unknown): Checked<SearchRequestBody> {
  const parsed = parseSearchRequest(value);
  if (!parsed.ok) return { ok: false, status: 400, error: parsed.error };
  const { query, pageSize, filter, scoreThreshold } = parsed.value;
  const tooLong = searchQueryTooLong(query);
  if (tooLong) return { ok: false, status: 413, error: tooLong };
  return {
    ok: true,
    body: {
      query,
      pageSize,
      ...(filter ? { filter } : {}),
      ...(scoreThreshold === undefined ? {} : { scoreThreshold }),
    },
  };
}

/** A page body checked with the contract's schema and rebuilt: `path`, and `groups` when sent. */
export function checkPageBody(value: unknown): Checked<PageRequest> {
  const parsed = parsePageRequest(value);
  if (!parsed.ok) return { ok: false, status: 400, error: parsed.error };
  const { path, groups } = parsed.value;
  return { ok: true, body: { path, ...(groups ? { groups } : {}) } };
}
