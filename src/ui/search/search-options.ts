import { useCallback, useId, useMemo, useState } from 'react';
import { groupResults } from '../../search/group-results';
import type { SearchState } from '../../search/search-runner';
import type { SearchHit, SearchPageGroup } from '../../search/types';

export interface SearchOptions {
  /** The results by page, as the listbox shows them. */
  groups: SearchPageGroup[];
  /** The id of option `index` (0 is "Ask AI", then the hits in the order shown). */
  idOf: (index: number) => string;
  /** The flat index of each hit, by href. */
  indexOf: (hit: SearchHit) => number;
  active: number;
  activeId: string;
  setActive: (index: number) => void;
  /** ↑/↓: the active option moves, stopping at either end (the field keeps focus). */
  move: (by: 1 | -1) => void;
  /** Enter (or a click) on option `index`, or on the active one. */
  activate: (event?: Event, index?: number) => void;
  /** The query changed: "Ask AI" is active again. */
  reset: () => void;
}

/**
 * The combobox's options: "Ask AI: ‹query›" first, always, then each page's hits. The active one is an index into
 * that flat list; the field's `aria-activedescendant` names it. Choosing "Ask AI" asks, choosing a hit navigates.
 */
export function useSearchOptions(
  state: SearchState,
  query: string,
  askAi: (query: string) => void,
  navigate: (href: string) => void,
): SearchOptions {
  const base = useId();
  const groups = useMemo(
    () => (typeof window === 'undefined' ? [] : groupResults(state.results, window.location.origin)),
    [state.results],
  );
  const hits = useMemo(() => groups.flatMap((group) => group.hits), [groups]);
  const [active, setActive] = useState(0);
  const count = hits.length + 1;
  const current = Math.min(active, count - 1);
  const idOf = useCallback((index: number) => `${base}-option-${index}`, [base]);
  const indexOf = useCallback((hit: SearchHit) => hits.indexOf(hit) + 1, [hits]);
  return {
    groups,
    idOf,
    indexOf,
    active: current,
    activeId: idOf(current),
    setActive,
    move: (by) => {
      const next = Math.max(0, Math.min(count - 1, current + by));
      setActive(next);
      // The active option in view: the field keeps focus, so the browser does not scroll to it.
      // (Not in every DOM: jsdom has none.)
      document.getElementById(idOf(next))?.scrollIntoView?.({ block: 'nearest' });
    },
    activate: (_event, index = current) => {
      if (index === 0) askAi(query);
      else if (hits[index - 1]) navigate(hits[index - 1]!.href);
    },
    reset: () => setActive(0),
  };
}
