import type { RequestFilter } from '../contract/filter';

/**
 * The filter a search carries: the one questions carry, from the widget's `filter` prop, so answers and results
 * come from the same pages (a docs version, a language). One place, so that whatever narrows questions narrows
 * searches too.
 */
export function searchFilter(props: { filter?: RequestFilter | null | undefined }): RequestFilter | undefined {
  const { filter } = props;
  return filter && typeof filter === 'object' ? filter : undefined;
}
