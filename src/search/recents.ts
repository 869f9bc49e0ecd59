import type { AssistantStore } from '../store/assistant-store';
import type { ConversationStorage } from '../store/persistence';
import { createSafeStorage } from '../store/safe-storage';

/** A recent search, or a question asked from the search view ("Ask AI: …"). */
export interface RecentEntry {
  kind: 'search' | 'ask';
  text: string;
}

/**
 * A few, as DocSearch and cmdk-based palettes keep: enough to find last hour's search again, few enough that the
 * empty state stays one screen at 320 px. Each is cut: a pasted paragraph is no recent search.
 */
export const RECENTS_LIMITS = { entries: 6, characters: 200 };

/** Beside the open conversation's key (`storageKey(domain)`), as the history's list is. */
export const recentsKey = (conversationKey: string) => `${conversationKey}:search`;

/**
 * Where the recents are kept: with the history's rules (store/history.ts) — in the widget's `storage` beside the
 * conversation, nowhere when `storage` is `null` or `history` is `false` (then only in memory, for this page).
 */
function place(store: AssistantStore): { key: string; storage: ConversationStorage } | null {
  const { persistence, keepsHistory } = store.getState();
  if (!persistence || !keepsHistory) return null;
  return { key: recentsKey(persistence.key), storage: persistence.storage ?? createSafeStorage() };
}

/** What storage holds, checked: anything of another shape is dropped, never thrown on. */
export function sanitiseRecents(raw: string | null): RecentEntry[] {
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return (parsed as unknown[])
    .filter((entry): entry is RecentEntry => {
      if (typeof entry !== 'object' || entry === null) return false;
      const { kind, text } = entry as Record<string, unknown>;
      return (kind === 'search' || kind === 'ask') && typeof text === 'string' && text.trim() !== '';
    })
    .map(({ kind, text }) => ({ kind, text: text.slice(0, RECENTS_LIMITS.characters) }))
    .slice(0, RECENTS_LIMITS.entries);
}

/** The recents, newest first: from memory once this page changed them, else as storage holds them. */
export function readRecents(store: AssistantStore): RecentEntry[] {
  const kept = store.getState().searchRecents;
  if (kept) return kept;
  const where = place(store);
  try {
    return where ? sanitiseRecents(where.storage.getItem(where.key)) : [];
  } catch {
    // Denied storage: none to show, and new ones live in memory.
    return [];
  }
}

function write(store: AssistantStore, recents: RecentEntry[]) {
  store.setState({ searchRecents: recents });
  const where = place(store);
  if (!where) return;
  try {
    if (recents.length) where.storage.setItem(where.key, JSON.stringify(recents));
    else where.storage.removeItem(where.key);
  } catch {
    // Full or denied: kept in memory for this page, like a conversation the storage refuses.
  }
}

const same = (a: RecentEntry, b: RecentEntry) => a.kind === b.kind && a.text === b.text;

/** Puts `entry` first (once), dropping the oldest beyond the cap. */
export function addRecent(store: AssistantStore, entry: RecentEntry): void {
  const text = entry.text.trim().slice(0, RECENTS_LIMITS.characters);
  if (!text) return;
  const added = { kind: entry.kind, text };
  write(store, [added, ...readRecents(store).filter((kept) => !same(kept, added))].slice(0, RECENTS_LIMITS.entries));
}

export function removeRecent(store: AssistantStore, entry: RecentEntry): void {
  write(
    store,
    readRecents(store).filter((kept) => !same(kept, entry)),
  );
}
