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
    savedElsewhere,
  }: {
    key: string;
    storage: ConversationStorage;
    pick: (state: S) => P;
    saveNow: boolean;
    /** True while the change is one another tab saved already: taken as the new state, not written again. */
    savedElsewhere?: () => boolean;
  },
): void {
  const toJson = fieldsAsJson<P>();
  const save = (picked: P) => storage.setItem(key, `{"state":${toJson(picked)},"version":${VERSION}}`);
  let last = pick(store.getState());
  if (saveNow) save(last);
  store.subscribe((state) => {
    const next = pick(state);
    if ((Object.keys(next) as Array<keyof P>).every((field) => next[field] === last[field])) return;
    last = next;
    if (!savedElsewhere?.()) save(next);
  });
}

/**
 * `JSON.stringify` of an object whose fields are serialised once per value: a keystroke in the draft re-serialises
 * the draft, not a 5 MB conversation beside it (that took ~100 ms per key). The output is `JSON.stringify`'s.
 */
export function fieldsAsJson<P extends object>(): (picked: P) => string {
  const cache = new Map<string, { value: unknown; json: string | undefined }>();
  return (picked) => {
    const members: string[] = [];
    for (const [field, value] of Object.entries(picked)) {
      let cached = cache.get(field);
      if (!cached || cached.value !== value) {
        const json: string | undefined = JSON.stringify(value);
        cached = { value, json };
        cache.set(field, cached);
      }
      // As `JSON.stringify` does, a field whose value has no JSON form (undefined, a function) is left out.
      if (cached.json !== undefined) members.push(`${JSON.stringify(field)}:${cached.json}`);
    }
    return `{${members.join(',')}}`;
  };
}
