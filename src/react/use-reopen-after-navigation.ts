import { useEffect } from 'react';
import { takeReadingPlace } from '../store/reading-place';

/**
 * Opens the assistant when the previous page of this site, in this tab, asked for it (the reader followed a link
 * from the conversation). Storage is read only after a navigation from this same site, and after the first paint:
 * a page view from elsewhere reads nothing, and none delays the host's first paint (the first storage read in a page
 * is a synchronous trip to the browser's storage).
 */
export function useReopenAfterNavigation(domain: string | null, open: (note: string) => void): void {
  useEffect(() => {
    if (domain === null || !document.referrer.startsWith(`${location.origin}/`)) return;
    const timer = setTimeout(() => {
      const note = takeReadingPlace(domain);
      if (note) open(note);
    });
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page load, as the widget mounts
  }, []);
}
