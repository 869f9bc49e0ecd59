import { takePendingPersistence, type AssistantState, type AssistantStore } from './assistant-store';
import { keepSaved, readSaved } from './persistence';
import { createSafeStorage } from './safe-storage';
import { sanitisePersisted } from './sanitise';

const SAVED_FIELDS = ['threadId', 'threadKey', 'messages', 'draft', 'context'] as const;

/**
 * Restores the conversation saved for the store's domain, then keeps saving it. Runs once per store (later calls do
 * nothing) and before anything shows or sends the conversation: the panel calls it as it mounts, the engine before
 * it creates the chat, the preload on intent or when the page goes idle. Corrupt or foreign data in storage is dropped
 * field by field (see ./sanitise.ts), never thrown into the host page.
 *
 * The reader may have acted before it ran (typed into the input shell, attached a selection, started a new
 * conversation): what they did is kept, merged with what was saved, and saved at once.
 *
 * Returns whether this call restored it (false: an earlier call did, or the store is kept in memory).
 */
export function hydrateStore(store: AssistantStore): boolean {
  const pending = takePendingPersistence(store);
  if (!pending) return false;
  const storage = pending.storage ?? createSafeStorage();
  const saved = sanitisePersisted(readSaved(storage, pending.key));
  const state = store.getState();
  const actedBefore = state.draft !== '' || state.context.length > 0 || state.conversation > 0;
  store.setState(merge(state, saved));
  keepSaved(store, { key: pending.key, storage, fields: SAVED_FIELDS, saveNow: actedBefore });
  return true;
}

function merge(state: AssistantState, saved: Partial<AssistantState>): Partial<AssistantState> {
  // A new conversation started before the saved one was read replaces it.
  if (state.conversation > 0) return {};
  return {
    // Only the engine sets these, and it hydrates first: in memory they are still empty.
    threadId: saved.threadId ?? null,
    threadKey: saved.threadKey ?? null,
    messages: saved.messages ?? [],
    draft: state.draft || (saved.draft ?? ''),
    context: [...(saved.context ?? []), ...state.context],
  };
}
