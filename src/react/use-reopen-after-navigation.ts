import { useEffect } from 'react';
import type { ReadingPlaceKeeper } from '../store/reading-place';

// The longest an idle page makes the reopening wait: the panel's own code still has to load after it.
const IDLE_TIMEOUT_MS = 300;

/**
 * Opens the assistant when the previous page of this site, in this tab, asked for it (the reader followed a link
 * from the conversation). Storage is read only after a navigation from this same site, and in idle time: a page view
 * from elsewhere reads nothing, and none delays the host's first paint (the first storage read in a page is a
 * synchronous trip to the browser's storage).
 */
export function useReopenAfterNavigation(keeper: ReadingPlaceKeeper | null, open: () => void): void {
  useEffect(() => {
    if (!keeper || !cameFromThisSite()) return;
    const reopen = () => {
      if (keeper.takeReopen()) open();
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(reopen, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(reopen);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page load, as the widget mounts
  }, []);
}

function cameFromThisSite(): boolean {
  try {
    return document.referrer !== '' && new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}
