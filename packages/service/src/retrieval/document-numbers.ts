import type { PackedSearchData } from './packed-search';

/**
 * Each live document's number in a search, by id (a section's id, a page's path): the one map from ids to numbers,
 * through which what the index keeps per section or page (term sets, heading names, damping) is found by number.
 */
export function documentNumbers(search: PackedSearchData): Map<string, number> {
  const numbers = new Map<string, number>();
  const { ids, live } = search;
  for (let doc = 0; doc < ids.length; doc++) if (live[doc] === 1) numbers.set(ids[doc] as string, doc);
  return numbers;
}
