import { useEffect } from 'react';
import { takeReadingPlace } from '../store/reading-place';

/**
 * Opens the assistant when the previous page of this site, in this tab, asked for it (the reader followed a link
 * from the conversation). Storage is read only after a navigation from this same site, in a passive effect (after
 * the page's first paint): a page view from elsewhere reads nothing, and none delays the host's first paint (the
 * first storage read in a page is a synchronous trip to the browser's storage).
 */
export function useReopenAfterNavigation(conversationKey: string | false, open: (note: string) => void): void {
  useEffect(() => {
    // A prefix is enough: the note can only have been written by a page of this origin in this tab.
    const note = conversationKey && document.referrer.startsWith(location.origin) && takeReadingPlace(conversationKey);
    if (note) open(note);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page load, as the widget mounts
  }, []);
}
