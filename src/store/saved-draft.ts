import { clampQuestion } from '../core/question-limit';
import type { AssistantStore } from './assistant-store';
import type { ConversationStorage } from './persistence';

/**
 * The unsent question has a key of its own beside the conversation's: a keystroke writes a few characters, never the
 * conversation again. In the conversation's key it cost a copy of the whole saved string per key (50–75 ms with a
 * 5 MB answer, architecture/performance.md), and every other open tab parsed that string again from its `storage`
 * event. Written at once, not on a timer: a small `setItem` costs next to nothing, and a reload right after typing
 * finds the draft with nothing to flush on `pagehide`.
 */
export const draftKey = (conversationKey: string) => `${conversationKey}:draft`;

/**
 * The saved draft, cut to the question limit; the one kept inside the conversation by earlier versions when its own
 * key has none (`fromConversation`). Undefined when there is neither.
 */
export function readDraft(
  storage: ConversationStorage,
  conversationKey: string,
  fromConversation: string | undefined,
): { draft: string | undefined; moved: boolean } {
  const own = storage.getItem(draftKey(conversationKey));
  if (own !== null) return { draft: clampQuestion(own).text, moved: false };
  return { draft: fromConversation, moved: !!fromConversation };
}

/** Saves the store's draft under its own key whenever it changes (removed when empty), and at once when `saveNow`. */
export function keepDraftSaved(
  store: AssistantStore,
  { conversationKey, storage, saveNow }: { conversationKey: string; storage: ConversationStorage; saveNow: boolean },
): void {
  const key = draftKey(conversationKey);
  const save = (draft: string) => (draft ? storage.setItem(key, draft) : storage.removeItem(key));
  let last = store.getState().draft;
  if (saveNow) save(last);
  store.subscribe(({ draft }) => {
    if (draft === last) return;
    last = draft;
    save(draft);
  });
}
