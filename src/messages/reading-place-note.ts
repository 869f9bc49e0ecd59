import { readingPlaceKey } from '../store/reading-place';
import { createSafeStorage } from '../store/safe-storage';

/** A spot in the conversation: `offset` pixels below the top of the message `messageId`. */
export interface ReadingPlace {
  messageId: string;
  offset: number;
}

/**
 * `sessionStorage`, never throwing (a missing one, as in SSR, throws inside the safe storage's own `try`): the same
 * tab only, so a link opened in a new tab starts closed.
 */
const sessionPlaces = () => createSafeStorage(() => sessionStorage);

/**
 * The reader is leaving through a link in the conversation, the assistant open, reading at `place`. The note is the
 * time, a space and the place as JSON: the up-front code checks its age with `parseInt` alone.
 */
export function rememberReadingPlace(conversationKey: string, place: ReadingPlace): void {
  sessionPlaces().setItem(readingPlaceKey(conversationKey), `${Date.now()} ${JSON.stringify(place)}`);
}

/** The reader closed the assistant: the next page starts closed. */
export const forgetReadingPlace = (conversationKey: string) =>
  sessionPlaces().removeItem(readingPlaceKey(conversationKey));

/** The place in a note the root took (store/reading-place.ts); null when it is not well formed. */
export function readingPlaceIn(note: string | null): ReadingPlace | null {
  try {
    const { messageId, offset } = JSON.parse(note?.slice(note.indexOf(' ') + 1) ?? 'null') as Partial<ReadingPlace>;
    return typeof messageId === 'string' && Number.isFinite(offset) ? { messageId, offset: offset! } : null;
  } catch {
    return null;
  }
}
