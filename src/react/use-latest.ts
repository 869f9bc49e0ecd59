import { useRef } from 'react';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';

/**
 * The newest value, for callbacks that must stay the same function (listeners, the engine's config getter) yet read
 * what the host passes now. Updated after each commit, before any event or effect can read it.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
