import { clampContext } from '../core/context-limits';
import type { ContextItem } from '../core/types';
import type { AssistantStore } from './assistant-store';
import { isSettled } from './is-settled';
import { keepHistory } from './history';
import { keepSaved, readSaved } from './persistence';
import { createSafeStorage } from './safe-storage';
import { keepDraftSaved, readDraft } from './saved-draft';
import { sanitisePersisted } from './sanitise';

/**
 * Restores the conversation saved for the store's domain, then keeps saving it. Runs once per store (later calls do
 * nothing) and before anything shows or sends the conversation: the panel calls it as it mounts, the engine before
 * it creates the chat, the preload on the reader's first sign of intent. Corrupt or foreign data in storage is
 * dropped field by field (see ./sanitise.ts), never thrown into the host page.
 *
 * The reader may have acted before it ran (typed into the input shell, attached a selection, started a new
 * conversation): what they did is kept, merged with what was saved, and saved at once. The limits on attached context
 * apply from here (their code is not in the first chunk a page loads): to what was attached or asked before, and to
 * every later attach.
 *
 * Returns whether this call restored it (false: an earlier call did, or the store is kept in memory).
 */
export function hydrateStore(store: AssistantStore): boolean {
  const state = store.getState();
  if (state.restored) return false;
  store.setState(({ outbox }) => ({
    restored: true,
    clampContext,
    outbox: outbox.map((question) => ({ ...question, context: clampContext(question.context).items })),
  }));
  if (!state.persistence) {
    // Kept in memory: no saved conversation, but the history still works for this page.
    reattach(store, []);
    keepHistory(store);
    return false;
  }
  const { key } = state.persistence;
  // A host's storage too may be full or throw: the conversation then lives on in memory, as with `localStorage`.
  const hostStorage = state.persistence.storage;
  const storage = hostStorage ? createSafeStorage(() => hostStorage) : createSafeStorage();
  const saved = sanitisePersisted(readSaved(storage, key));
  // The draft has its own key (./saved-draft.ts); one saved inside the conversation by an earlier version moves there.
  const { draft: savedDraft, moved } = readDraft(storage, key, saved.draft);
  const actedBefore = state.draft !== '' || state.context.length > 0 || state.conversation > 0;
  // A new conversation started before the saved one was read replaces it.
  if (state.conversation === 0) {
    state.restore({
      messages: saved.messages ?? [],
      threadId: saved.threadId ?? null,
      threadKey: saved.threadKey ?? null,
    });
    // A draft typed before this read (in the loading shell, right after a reload) goes after the saved one, as context
    // does: the reader never saw the saved draft, and neither may be lost.
    const typed = state.draft;
    const both = savedDraft && typed && typed !== savedDraft;
    state.setDraft(both ? `${savedDraft}\n${typed}` : typed || savedDraft || '');
  }
  // Context attached before this read goes after the saved context (a new conversation started before it has none).
  reattach(store, state.conversation === 0 ? (saved.context ?? []) : []);

  keepDraftSaved(store, { conversationKey: key, storage, saveNow: actedBefore || moved });
  // Messages change with every streamed token: they are saved as they settle, not per token. The draft changes with
  // every key: it is not part of the conversation's key.
  let settledMessages = store.getState().messages;
  keepSaved(store, {
    key,
    storage,
    // Moved out of the conversation: saved again without it, or a later empty draft would bring the old one back.
    saveNow: actedBefore || moved,
    pick: (current) => {
      if (isSettled(current)) settledMessages = current.messages;
      const { threadId, threadKey, context } = current;
      return { threadId, threadKey, messages: settledMessages, context };
    },
  });
  keepHistory(store);
  return true;
}

/** Attaches `saved`, then what was attached before the store was restored, within the limits (now set). */
function reattach(store: AssistantStore, saved: ContextItem[]): void {
  const { context, clearContext, addContext } = store.getState();
  clearContext();
  addContext([...saved, ...context]);
}
