import { useState } from 'react';

/**
 * Returns the previous object while the new one has the same keys and values, so hosts may pass inline
 * `components={{…}}` or `labels={{…}}` without re-rendering every memoised block on each chunk. The previous object
 * is state, adjusted during render when it changes (React's pattern for state derived from props), not a ref written
 * during render, which a discarded concurrent render would leave pointing at a value never committed.
 */
export function useShallowStable<T extends object>(value: T | undefined): T | undefined {
  const [stable, setStable] = useState(value);
  if (shallowEqual(stable, value)) return stable;
  setStable(value);
  return value;
}

function shallowEqual(a: object | undefined, b: object | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
