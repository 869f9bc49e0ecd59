import { useCallback, type Ref, type RefCallback } from 'react';

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** One ref callback that sets a part's own ref and the host's, stable while they are. */
export function useComposedRefs<T>(own: Ref<T> | undefined, host: Ref<T> | undefined): RefCallback<T> {
  return useCallback(
    (node: T | null) => {
      setRef(own, node);
      setRef(host, node);
    },
    [own, host],
  );
}
