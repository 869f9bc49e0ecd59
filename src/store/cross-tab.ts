import type { AssistantStore } from './assistant-store';
import { sayIfUnanswered } from './answering-lock';
import { sanitisePersisted } from './sanitise';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const adopting = new WeakSet<AssistantStore>();

/**
 * Whether the store's change now is another tab's conversation being taken. The savers (./hydrate.ts, ./history.ts)
 * skip it: the other tab saved it already, and an event handled late would write an older state over that tab's
 * newer one (its question without the answer that arrived since).
 */
export const isAdoptingOtherTab = (store: AssistantStore) => adopting.has(store);

/**
 * Takes the conversation another tab of the same docs just saved under `key` (the `storage` event's `newValue`): its settled
 * messages and thread, never this tab's draft or attached context. A tab that is asking or streaming keeps its own
 * conversation: its answer is newer, and it saves it when it settles. Returns whether anything changed.
 *
 * The adopted state is not saved back (see `isAdoptingOtherTab`): this tab saves again when its own conversation
 * changes.
 */
export function adoptOtherTab(store: AssistantStore, key: string, newValue: string | null): boolean {
  const state = store.getState();
  if (newValue === null || state.status === 'submitted' || state.status === 'streaming' || state.outbox.length > 0) {
    return false;
  }
  let parsed: unknown;
  try {
    parsed = (JSON.parse(newValue) as { state?: unknown }).state;
  } catch {
    return false;
  }
  const other = sanitisePersisted(parsed);
  const messages = other.messages ?? [];
  const threadId = other.threadId ?? null;
  const threadKey = other.threadKey ?? null;
  if (sameJson(messages, state.messages) && threadId === state.threadId && threadKey === state.threadKey) return false;
  adopting.add(store);
  try {
    state.restore({ messages, threadId, threadKey }, { clearError: true });
  } finally {
    adopting.delete(store);
  }
  // Asked in the other tab and not answered yet: if that tab goes before its answer does, say it stopped here too.
  sayIfUnanswered(store, key, 'leave');
  return true;
}
