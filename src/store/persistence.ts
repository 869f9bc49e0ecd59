import type { StoreApi } from 'zustand/vanilla';

/** Where a conversation is saved: `localStorage`'s shape, synchronous, string values. */
export interface ConversationStorage {
  getItem(name: string): string | null;
  setItem(name: string, value: string): void;
  removeItem(name: string): void;
}

// The saved shape: `{ state, version }`. Bump the version when the shape of `state` changes.
const VERSION = 1;

/**
 * Saves the listed fields of a store under `key` whenever one of them changes (by reference, so a keystroke in the
 * draft does not re-serialise the conversation unless it changed too), and restores them, through `sanitise`,
 * when the store is created. zustand's `persist` middleware does this too, at four times the size in the first
 * chunk a docs page loads; this keeps the same saved format.
 */
export function persistStore<S extends object, K extends keyof S>(
  store: StoreApi<S>,
  { key, storage, fields, sanitise }: { key: string; storage: ConversationStorage; fields: K[]; sanitise(saved: unknown): Partial<S> },
): void {
  const saved = storage.getItem(key);
  if (saved) {
    try {
      const parsed = JSON.parse(saved) as { state?: unknown; version?: unknown };
      if (parsed?.version === VERSION) store.setState(sanitise(parsed.state));
    } catch {
      // Unparseable: start clean; the next change overwrites it.
    }
  }
  let last = store.getState();
  store.subscribe((state) => {
    if (fields.every((field) => state[field] === last[field])) return;
    last = state;
    const picked: Partial<S> = {};
    for (const field of fields) picked[field] = state[field];
    storage.setItem(key, JSON.stringify({ state: picked, version: VERSION }));
  });
}
