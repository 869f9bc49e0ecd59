import type { RequestFilter } from '../contract/filter';
import { filterFrom } from '../page-context/page-filter';

/**
 * The filter a search carries: the one questions carry (page-context/page-filter.ts: the `filter` prop, else the
 * page's version and language, read now), so answers and results come from the same pages. One place, so that
 * whatever narrows questions narrows searches too.
 */
export function searchFilter(props: { filter?: RequestFilter | null | undefined }): RequestFilter | undefined {
  return filterFrom(props.filter) ?? undefined;
}
