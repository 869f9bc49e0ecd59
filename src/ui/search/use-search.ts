import { useEffect, useRef, useState } from 'react';
import { createSearchRunner, type SearchRunner, type SearchState } from '../../search/search-runner';
import type { SearchSource } from '../../search/types';
import type { RequestFilter } from '../../contract/filter';

const IDLE: SearchState = { query: '', status: 'idle', results: [], error: undefined };

/**
 * The search runner (search/search-runner.ts) bound to the view: its newest state, and `update` for each change of
 * the field. One runner per opening of the view; closing it aborts what is in flight.
 */
export function useSearch(
  source: SearchSource | null,
  filter: () => RequestFilter | undefined,
  initialQuery: string,
): { state: SearchState; update: (query: string) => void; retry: () => void } {
  const [state, setState] = useState(IDLE);
  const runner = useRef<SearchRunner | null>(null);
  useEffect(() => {
    if (!source) return;
    const created = createSearchRunner({ source, filter, onChange: setState });
    runner.current = created;
    // Reopened with a query kept ("Back to search"): its results again, at once.
    if (initialQuery.trim()) {
      created.update(initialQuery);
      created.retry();
    }
    return () => created.dispose();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one runner per opening: the first query only seeds it
  }, [source, filter]);
  return { state, update: (query) => runner.current?.update(query), retry: () => runner.current?.retry() };
}
