import { useCallback, type Ref, type RefCallback } from 'react';

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** One ref callback that sets every given ref (a part's own and the host's), stable while they are. */
export function useComposedRefs<T>(...refs: Array<Ref<T> | undefined>): RefCallback<T> {
  // The refs themselves are the dependencies: a new callback only when one of them changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((node: T | null) => refs.forEach((ref) => setRef(ref, node)), refs);
}
