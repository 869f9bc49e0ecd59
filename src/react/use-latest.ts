import { useCallback, useRef } from 'react';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';

/**
 * A stable function returning the newest value, for callbacks that must stay the same function (listeners, the
 * engine's config getter) yet read what the host passes now — what React's `useEffectEvent` does, on React 18 too.
 * The value is taken after each commit, before any event or effect can ask for it.
 */
export function useLatest<T>(value: T): () => T {
  const ref = useRef(value);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return useCallback(() => ref.current, []);
}
