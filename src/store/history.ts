import type { AssistantState, AssistantStore } from './assistant-store';
import { isAdoptingOtherTab } from './cross-tab';
import { isSettled } from './is-settled';
import { cutText } from '../core/cut-text';
import type { ConversationStorage } from './persistence';
import { isMessage } from './sanitise';
import type { SavedConversation } from './saved-conversation';

export type { SavedConversation } from './saved-conversation';

/**
 * What the list may take of the host page's storage (shared with the host: a few MB per origin). The oldest
 * conversations go first; a conversation that alone is over the budget keeps its newest messages that fit.
 */
export const HISTORY_LIMITS = {
  conversations: 30,
  /** Characters of JSON (`localStorage` counts UTF-16 code units: about 1 MB). */
  characters: 500_000,
};

const VERSION = 1;

/** Beside the open conversation's key (`storageKey(domain)`). */
export const historyKey = (conversationKey: string) => `${conversationKey}:history`;

// The history is read and written without the safe storage's silence: a refusal must be seen, to say so once.
// Reaching `localStorage` itself throws where storage is denied (sandboxed frames, some privacy settings): it is
// reached inside the callers' `try`.
function place(state: AssistantState): { key: string; storage: () => ConversationStorage } | null {
  const { persistence } = state;
  if (!persistence) return null;
  const { storage } = persistence;
  return { key: historyKey(persistence.key), storage: () => storage ?? localStorage };
}

/** Storage said no (full, denied, missing): the list lives on in memory for this page, and the reader is told once. */
function refused(store: AssistantStore) {
  const { historyNotice } = store.getState();
  // Undefined until the first refusal; true while shown; false once dismissed, and it stays so.
  store.setState(
    historyNotice === undefined ? { historyUnsaved: true, historyNotice: true } : { historyUnsaved: true },
  );
}

/** Conversations deleted in this page: a stopped answer settling after its deletion does not bring it back. */
function forget(store: AssistantStore, ids: string[]) {
  store.setState((state) => ({ historyDeleted: [...(state.historyDeleted ?? []), ...ids] }));
}

function read(store: AssistantStore): SavedConversation[] {
  const state = store.getState();
  const where = place(state);
  if (!where || state.historyUnsaved) return state.history ?? [];
  let raw: string | null;
  try {
    raw = where.storage().getItem(where.key);
  } catch {
    refused(store);
    return state.history ?? [];
  }
  return sanitiseHistory(raw);
}

function write(store: AssistantStore, list: SavedConversation[]) {
  const kept = capped(list);
  store.setState({ history: kept });
  const where = place(store.getState());
  if (!where) return;
  try {
    if (kept.length === 0) where.storage().removeItem(where.key);
    else where.storage().setItem(where.key, JSON.stringify({ conversations: kept, version: VERSION }));
    if (store.getState().historyUnsaved) store.setState({ historyUnsaved: false });
  } catch {
    refused(store);
  }
}

/** Newest first, at most `HISTORY_LIMITS.conversations`, within `HISTORY_LIMITS.characters` of JSON. */
export function capped(list: SavedConversation[]): SavedConversation[] {
  const kept = [...list].sort((a, b) => b.updatedAt - a.updatedAt).slice(0, HISTORY_LIMITS.conversations);
  const sizes = kept.map((entry) => JSON.stringify(entry).length);
  let total = sizes.reduce((sum, size) => sum + size, 0);
  while (kept.length > 1 && total > HISTORY_LIMITS.characters) {
    kept.pop();
    total -= sizes.pop()!;
  }
  const [only] = kept;
  if (only && total > HISTORY_LIMITS.characters) {
    let messages = only.messages;
    while (messages.length > 0 && JSON.stringify({ ...only, messages }).length > HISTORY_LIMITS.characters)
      messages = messages.slice(1);
    kept[0] = { ...only, messages };
  }
  return kept;
}

/** The saved list, field by field: corrupt or foreign entries are dropped, never thrown into the page. */
export function sanitiseHistory(raw: string | null): SavedConversation[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  const { conversations, version } = (parsed ?? {}) as { conversations?: unknown; version?: unknown };
  if (version !== VERSION || !Array.isArray(conversations)) return [];
  return conversations.flatMap((value: unknown) => {
    if (!value || typeof value !== 'object') return [];
    const v = value as Record<string, unknown>;
    const text = (field: string) => {
      const found = v[field];
      return typeof found === 'string' ? found : null;
    };
    const id = text('id');
    const title = text('title');
    if (!id || !title || typeof v.updatedAt !== 'number' || !Array.isArray(v.messages)) return [];
    return [
      {
        id,
        title,
        path: text('path'),
        updatedAt: v.updatedAt,
        threadId: text('threadId'),
        threadKey: text('threadKey'),
        messages: v.messages.filter(isMessage),
      },
    ];
  });
}

const TITLE_CHARS = 200;

/** The open conversation's id in the history: its first message's, the same in every tab. */
export const openConversationId = (state: AssistantState): string | undefined => state.messages[0]?.id;

/** The open conversation as a list entry, or null while it has no question. */
export function entryOf(state: AssistantState): SavedConversation | null {
  const { messages, threadId, threadKey } = state;
  const first = messages.find((message) => message.role === 'user');
  if (!first) return null;
  const questions = messages.filter((message) => message.role === 'user');
  let title = '';
  for (const part of first.parts) if (part.type === 'text') title += part.text;
  return {
    id: openConversationId(state)!,
    title: cutText(title.trim(), TITLE_CHARS),
    path: first.metadata?.currentPath ?? null,
    // The time of its last question, not of this save: restoring or adopting it from another tab moves nothing.
    updatedAt: questions.at(-1)?.metadata?.createdAt ?? Date.now(),
    threadId,
    threadKey,
    messages,
  };
}

/**
 * Reads the history, then records the open conversation in it each time it settles (an answer finished, stopped
 * or failed; a conversation restored or adopted): per answer, not per streamed token. Writes only what changed, so
 * two tabs showing the same conversation do not write it back and forth. Called once per store, by `hydrateStore`.
 */
export function keepHistory(store: AssistantStore): void {
  if (!store.getState().keepsHistory) return;
  let fresh: SavedConversation[] | null = read(store);
  store.setState({ history: fresh });
  let last: Pick<AssistantState, 'messages' | 'threadId' | 'threadKey'> | null = null;
  const record = (state: AssistantState) => {
    if (!isSettled(state)) return;
    const { messages, threadId, threadKey } = state;
    if (last && messages === last.messages && threadId === last.threadId && threadKey === last.threadKey) return;
    last = { messages, threadId, threadKey };
    // Another tab's conversation, taken: that tab listed it, and may have moved it on since.
    if (isAdoptingOtherTab(store)) return;
    const entry = entryOf(state);
    if (!entry || state.historyDeleted?.includes(entry.id)) return;
    // Read again before each write (another tab may have changed it), except just after the first read.
    const list = fresh ?? read(store);
    fresh = null;
    const saved = list.find((other) => other.id === entry.id);
    if (saved && JSON.stringify(saved) === JSON.stringify(entry)) {
      if (store.getState().history !== list) store.setState({ history: list });
      return;
    }
    write(store, [entry, ...list.filter((other) => other.id !== entry.id)]);
  };
  record(store.getState());
  fresh = null;
  store.subscribe(record);
  // A question asked while the history shows goes to the open conversation: the panel shows it again.
  store.subscribe((state, previous) => {
    if (state.historyOpen && state.outbox.length > previous.outbox.length) showHistory(store, false);
  });
}

/** Another tab changed the list (the `storage` event on `historyKey`): take it as it is now. */
export function followHistory(store: AssistantStore): void {
  if (store.getState().keepsHistory) store.setState({ history: read(store) });
}

/** Shows or hides the history in the panel, in place of the open conversation. */
export const showHistory = (store: AssistantStore, open: boolean) => store.setState({ historyOpen: open });

/**
 * Opens a conversation of the history where it was: its messages, and its thread and key, which the next question
 * carries. An answer streaming in the conversation open now is stopped first; what arrived is kept in that
 * conversation, marked stopped. Returns false when the list no longer has it (another tab deleted it).
 */
export function openConversation(store: AssistantStore, id: string): boolean {
  const entry = (store.getState().history ?? []).find((saved) => saved.id === id);
  if (!entry) return false;
  store.setState({ outbox: [], historyOpen: false });
  if (openConversationId(store.getState()) === id) return true;
  const apply = () => {
    const { messages, threadId, threadKey } = entry;
    store.getState().restore({ messages, threadId, threadKey }, { clearError: true });
  };
  const { engine } = store.getState();
  if (engine) engine.switchConversation(apply);
  else apply();
  return true;
}

/** Deletes one conversation from the list; deleting the one open starts a new one (else its next answer re-adds it). */
export function deleteConversation(store: AssistantStore, id: string): void {
  forget(store, [id]);
  write(
    store,
    read(store).filter((saved) => saved.id !== id),
  );
  if (openConversationId(store.getState()) === id) store.getState().newConversation();
}

/**
 * Deletes every conversation of the history, the open one included (it starts anew): the host's `clearHistory()`
 * and the view's "Clear all". Works before the saved conversation has been read: the new conversation then replaces
 * it.
 */
export function clearHistory(store: AssistantStore): void {
  const state = store.getState();
  const open = openConversationId(state);
  forget(store, [...(state.history ?? []).map((saved) => saved.id), ...(open ? [open] : [])]);
  write(store, []);
  store.getState().newConversation();
}
