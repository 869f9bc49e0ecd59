import type { ConversationStorage } from './persistence';

/**
 * `localStorage` that never throws: disabled storage (Safari private mode, sandboxed iframes), a full quota or a
 * missing `window` (SSR) degrade to an in-memory conversation instead of breaking the host page.
 */
export function createSafeStorage(
  getStorage: () => ConversationStorage | undefined = defaultStorage,
): ConversationStorage {
  return {
    getItem(name) {
      try {
        return getStorage()?.getItem(name) ?? null;
      } catch {
        return null;
      }
    },
    setItem(name, value) {
      try {
        getStorage()?.setItem(name, value);
      } catch {
        // Quota exceeded or storage disabled: the conversation lives on in memory for this page.
      }
    },
    removeItem(name) {
      try {
        getStorage()?.removeItem(name);
      } catch {
        // Same as above.
      }
    },
  };
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
