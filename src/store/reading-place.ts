// Up front (the root takes the note as a page loads): kept to the few lines that take it. Writing, reading and
// forgetting it are the conversation's, in messages/reading-place-note.ts.

/**
 * How long after following a link the next page still reopens the assistant: long enough to read a page and come
 * back, short enough that a tab left for the day does not greet the reader with yesterday's panel.
 */
const REOPEN_WINDOW_MS = 10 * 60 * 1000;

/** One note per domain, beside its conversation (`storageKey(domain)`, which is `conversationKey` here). */
export const readingPlaceKey = (conversationKey: string) => `${conversationKey}:reopen`;

/**
 * Takes (and removes, so a later reload does not reopen) the note the previous page left in `sessionStorage` (the
 * same tab only), if it is fresh: it starts with the time it was written (see messages/reading-place-note.ts). Null
 * when there is none, it is stale, or there is no storage to read (disabled, sandboxed, SSR). One `try` here rather
 * than the safe storage (store/safe-storage.ts), which only the lazy chunks need.
 */
export function takeReadingPlace(conversationKey: string): string | null {
  const key = readingPlaceKey(conversationKey);
  try {
    const note = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return note && Date.now() - parseInt(note, 10) < REOPEN_WINDOW_MS ? note : null;
  } catch {
    return null;
  }
}
