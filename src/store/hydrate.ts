import type { ContextItem } from '../core/types';
import type { AssistantStore } from './assistant-store';
import { sayIfUnanswered } from './answering-lock';
import { isAdoptingOtherTab } from './cross-tab';
import { isSettled } from './is-settled';
import { keepHistory } from './history';
import { storeLimits } from './limits';
import { clampContext } from '../core/context-limits';
import { clampQuestion } from '../core/question-limit';
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
 * conversation): what they did is kept, merged with what was saved, and saved at once. The limits on questions and
 * context apply from here (./limits.ts: their code is not in the first chunk a page loads), to what the reader did
 * before too.
 *
 * Returns whether this call restored it (false: an earlier call did, or the store is kept in memory).
 */
export function hydrateStore(store: AssistantStore): boolean {
  const state = store.getState();
  if (state.restored) return false;
  store.setState({ restored: true, limits: storeLimits });
  if (!state.persistence) {
    // Kept in memory: no saved conversation, but the history still works for this page.
    withinLimits(store, state);
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
  let { draft, context } = state;
  if (state.conversation === 0) {
    const messages = saved.messages ?? [];
    state.restore({ messages, threadId: saved.threadId ?? null, threadKey: saved.threadKey ?? null });
    // Saved ending on a question: only settled messages are saved, so its answer is still coming in another tab, or
    // stopped when the page was left (reloaded, closed). The second is said as the interrupted answer it is, with
    // Try again, never a question left unanswered.
    sayIfUnanswered(store, hostStorage ? undefined : key, 'say-stopped');
    // A draft typed before this read (in the loading shell, right after a reload) goes after the saved one, as context
    // does: the reader never saw the saved draft, and neither may be lost.
    const typed = state.draft;
    const both = savedDraft && typed && typed !== savedDraft;
    draft = both ? `${savedDraft}\n${typed}` : typed || savedDraft || '';
    // Context attached before this read goes after the saved context.
    context = [...(saved.context ?? []), ...state.context];
  }
  withinLimits(store, { draft, context });

  keepDraftSaved(store, { conversationKey: key, storage, saveNow: actedBefore || moved });
  // Messages change with every streamed token: they are saved as they settle, not per token. The draft changes with
  // every key: it is not part of the conversation's key.
  let settledMessages = store.getState().messages;
  keepSaved(store, {
    key,
    storage,
    // Moved out of the conversation: saved again without it, or a later empty draft would bring the old one back.
    saveNow: actedBefore || moved,
    savedElsewhere: () => isAdoptingOtherTab(store),
    pick: (current) => {
      if (isSettled(current)) settledMessages = current.messages;
      const { threadId, threadKey, context } = current;
      return { threadId, threadKey, messages: settledMessages, context };
    },
  });
  keepHistory(store);
  return true;
}

/**
 * The draft, context and queued questions of a store just restored, within the limits now set: the reader may have
 * typed, attached or asked before, when they did not apply. The composer says what they cut.
 */
function withinLimits(store: AssistantStore, { draft, context }: { draft: string; context: ContextItem[] }): void {
  const { setDraft, clearContext, addContext, outbox } = store.getState();
  setDraft(draft);
  clearContext();
  addContext(context);
  const queued = [];
  for (const question of outbox) {
    const { text, trimmedFrom } = clampQuestion(question.text);
    if (trimmedFrom) store.setState({ questionTrimmedFrom: trimmedFrom });
    queued.push({ ...question, text, context: clampContext(question.context).items });
  }
  store.setState({ outbox: queued });
}
