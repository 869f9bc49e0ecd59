import type { ConversationStorage } from './persistence';
import { createSafeStorage } from './safe-storage';

/** A spot in the conversation: `offset` pixels below the top of the message `messageId`. */
export interface ReadingPlace {
  messageId: string;
  offset: number;
}

/**
 * How long after following a link the next page still reopens the assistant: long enough to read a page and come
 * back, short enough that a tab left for the day does not greet the reader with yesterday's panel.
 */
export const REOPEN_WINDOW_MS = 10 * 60 * 1000;

/** One key per domain, in `sessionStorage`: the same tab only (a link opened in a new tab starts closed). */
export function readingPlaceKey(domain: string): string {
  return `docs-assistant:reopen:${domain}`;
}

/** Carries the open assistant and the reader's place across a full page load, for one widget. */
export interface ReadingPlaceKeeper {
  /** The reader is leaving through a link in the conversation, the assistant open, reading at `place`. */
  remember: (place: ReadingPlace) => void;
  /** The reader closed the assistant: the next page starts closed. */
  forget: () => void;
  /** On a page load: whether the previous page asked to reopen (consumed, so a reload later does not). */
  takeReopen: (now?: number) => boolean;
  /** The place to open the conversation on, once, after `takeReopen` said yes. */
  takePlace: () => ReadingPlace | null;
}

export function createReadingPlaceKeeper(
  domain: string,
  storage: ConversationStorage = createSafeStorage(() =>
    typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
  ),
): ReadingPlaceKeeper {
  const key = readingPlaceKey(domain);
  let pending: ReadingPlace | null = null;
  return {
    remember: (place) => storage.setItem(key, JSON.stringify({ ...place, at: Date.now() })),
    forget() {
      storage.removeItem(key);
      pending = null;
    },
    takeReopen(now = Date.now()) {
      const saved = storage.getItem(key);
      if (saved === null) return false;
      storage.removeItem(key);
      pending = parsePlace(saved, now);
      return pending !== null;
    },
    takePlace() {
      const place = pending;
      pending = null;
      return place;
    },
  };
}

/** A fresh, well-formed saved place, or null: storage may hold anything. */
function parsePlace(saved: string, now: number): ReadingPlace | null {
  try {
    const value = JSON.parse(saved) as Partial<ReadingPlace & { at: number }> | null;
    if (typeof value?.messageId !== 'string' || typeof value.offset !== 'number' || typeof value.at !== 'number')
      return null;
    const age = now - value.at;
    if (age < 0 || age > REOPEN_WINDOW_MS || !Number.isFinite(value.offset)) return null;
    return { messageId: value.messageId, offset: value.offset };
  } catch {
    return null;
  }
}
