import { useRef } from 'react';

/**
 * Returns the previous object while the new one has the same keys and values, so hosts may pass inline
 * `components={{…}}` or `labels={{…}}` without re-rendering every memoised block on each chunk.
 */
export function useShallowStable<T extends object>(value: T | undefined): T | undefined {
  const previous = useRef(value);
  if (!shallowEqual(previous.current, value)) previous.current = value;
  return previous.current;
}

function shallowEqual(a: object | undefined, b: object | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
