import { createSafeStorage } from './safe-storage';

// Up front (the root takes the note as a page loads): kept to the few lines that take and forget it. Writing and
// reading its contents are the conversation's, in messages/reading-place-note.ts.

/**
 * How long after following a link the next page still reopens the assistant: long enough to read a page and come
 * back, short enough that a tab left for the day does not greet the reader with yesterday's panel.
 */
const REOPEN_WINDOW_MS = 10 * 60 * 1000;

/** `sessionStorage`, never throwing: the same tab only (a link opened in a new tab starts closed). */
export const sessionPlaces = () =>
  createSafeStorage(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage));

/** One note per domain. */
export const readingPlaceKey = (domain: string) => `docs-assistant:reopen:${domain}`;

/** The reader closed the assistant: the next page starts closed. */
export const forgetReadingPlace = (domain: string) => sessionPlaces().removeItem(readingPlaceKey(domain));

/**
 * Takes (and removes, so a later reload does not reopen) the note the previous page left, if it is fresh: it starts
 * with the time it was written (see messages/reading-place-note.ts). Null when there is none, or it is stale.
 */
export function takeReadingPlace(domain: string, now = Date.now()): string | null {
  const storage = sessionPlaces();
  const note = storage.getItem(readingPlaceKey(domain));
  if (note === null) return null;
  storage.removeItem(readingPlaceKey(domain));
  const age = now - parseInt(note, 10);
  return age >= 0 && age <= REOPEN_WINDOW_MS ? note : null;
}
