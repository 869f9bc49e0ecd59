import type { StoreApi } from 'zustand/vanilla';

/** Where a conversation is saved: `localStorage`'s shape, synchronous, string values. */
export interface ConversationStorage {
  getItem(name: string): string | null;
  setItem(name: string, value: string): void;
  removeItem(name: string): void;
}

// The saved shape: `{ state, version }`, as zustand's `persist` middleware writes it. Bump the version when the
// shape of `state` changes.
const VERSION = 1;

/** What is saved under `key`, unchecked (the caller sanitises it); undefined when nothing usable is. */
export function readSaved(storage: ConversationStorage, key: string): unknown {
  const saved = storage.getItem(key);
  if (!saved) return undefined;
  try {
    const parsed = JSON.parse(saved) as { state?: unknown; version?: unknown } | null;
    return parsed?.version === VERSION ? parsed.state : undefined;
  } catch {
    // Unparseable: start clean; the next change overwrites it.
    return undefined;
  }
}

/**
 * Saves what `pick` takes from the store under `key` whenever one of its fields changes (by reference, so a
 * keystroke in the draft does not re-serialise the conversation unless it changed too), and at once when `saveNow`.
 * zustand's `persist` middleware does this too, at four times the size; this keeps its saved format.
 */
export function keepSaved<S, P extends object>(
  store: StoreApi<S>,
  {
    key,
    storage,
    pick,
    saveNow,
  }: { key: string; storage: ConversationStorage; pick: (state: S) => P; saveNow: boolean },
): void {
  const save = (picked: P) => storage.setItem(key, JSON.stringify({ state: picked, version: VERSION }));
  let last = pick(store.getState());
  if (saveNow) save(last);
  store.subscribe((state) => {
    const next = pick(state);
    if ((Object.keys(next) as Array<keyof P>).every((field) => next[field] === last[field])) return;
    last = next;
    save(next);
  });
}
