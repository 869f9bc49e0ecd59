import { useEffect } from 'react';

// Long enough that the host page's own start-up work comes first, short enough that a reader reaching for the
// assistant a few seconds in finds it loaded.
const IDLE_TIMEOUT_MS = 4000;

/** Loads the assistant's lazy chunks once the page is idle, so the first open is instant. */
export function usePreloadWhenIdle(preload: () => void): void {
  useEffect(() => {
    if (typeof window === 'undefined') return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(preload, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(preload, IDLE_TIMEOUT_MS);
    return () => clearTimeout(handle);
  }, [preload]);
}
