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
 * Saves the listed fields of a store under `key` whenever one of them changes (by reference, so a keystroke in the
 * draft does not re-serialise the conversation unless it changed too), and at once when `saveNow`. zustand's
 * `persist` middleware does this too, at four times the size; this keeps its saved format.
 */
export function keepSaved<S extends object, K extends keyof S>(
  store: StoreApi<S>,
  { key, storage, fields, saveNow }: { key: string; storage: ConversationStorage; fields: readonly K[]; saveNow: boolean },
): void {
  const save = (state: S) => {
    const picked: Partial<S> = {};
    for (const field of fields) picked[field] = state[field];
    storage.setItem(key, JSON.stringify({ state: picked, version: VERSION }));
  };
  let last = store.getState();
  if (saveNow) save(last);
  store.subscribe((state) => {
    if (fields.every((field) => state[field] === last[field])) return;
    last = state;
    save(state);
  });
}
