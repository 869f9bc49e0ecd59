import { useEffect, useRef } from 'react';
import { storageKey } from '../store/assistant-store';
import { takeReadingPlace } from '../store/reading-place';

/**
 * `reopenAfterNavigation`: opens the assistant when the previous page of this site, in this tab, asked for it (the
 * reader followed a link from the conversation), and holds where they were (the note it left) for the conversation to
 * open on, once. Null when off (or nothing is persisted).
 *
 * Storage is read only after a navigation from this same site, in a passive effect (after the page's first paint): a
 * page view from elsewhere reads nothing, and none delays the host's first paint (the first storage read in a page is
 * a synchronous trip to the browser's storage).
 */
export function useReadingPlace(
  enabled: boolean,
  domain: string,
  setOpen: (open: boolean) => void,
): { current: string | null } | null {
  const placeRef = useRef<string | null>(null);
  useEffect(() => {
    // A prefix is enough: the note can only have been written by a page of this origin in this tab.
    const note = enabled && document.referrer.startsWith(location.origin) && takeReadingPlace(storageKey(domain));
    if (!note) return;
    placeRef.current = note;
    setOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page load, as the widget mounts
  }, []);
  return enabled ? placeRef : null;
}
