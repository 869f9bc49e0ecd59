// Two tabs of the same docs, each a store and a real chat engine over the page's one `localStorage`. A tab takes
// the conversation another tab saved (the `storage` event's value, handed over here as the event would) and does not
// save it back: the browser delivers events late on a busy machine, and a tab writing back what it was told would
// put the other tab's question over the answer that tab saved since.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAssistantChat } from '../../../src/engine/assistant-chat';
import type { AssistantMessage } from '../../../src/core/types';
import { createAssistantStore, storageKey, type AssistantStore } from '../../../src/store/assistant-store';
import { adoptOtherTab } from '../../../src/store/cross-tab';
import { historyKey, type SavedConversation } from '../../../src/store/history';
import { answerChunks, FakeTransport } from '../../support/fake-transport';

const KEY = storageKey('acme');

function tab() {
  const store = createAssistantStore({ domain: 'acme', history: true });
  const transport = new FakeTransport();
  const chat = createAssistantChat(store, () => ({
    domain: 'acme',
    transport,
    getCurrentPath: () => '/docs/start',
    crossTabKey: KEY,
  }));
  return { store, transport, chat };
}

const settled = (store: AssistantStore) =>
  vi.waitFor(() => {
    const { status, outbox } = store.getState();
    if (status !== 'ready' || outbox.length > 0) throw new Error(`still ${status}`);
  });

const roles = (messages: AssistantMessage[] | undefined) => (messages ?? []).map((m) => m.role);
const savedConversation = () =>
  (JSON.parse(localStorage.getItem(KEY) ?? '{}') as { state?: { messages?: AssistantMessage[] } }).state;
const savedList = () =>
  (
    JSON.parse(localStorage.getItem(historyKey(KEY)) ?? '{"conversations":[]}') as {
      conversations: SavedConversation[];
    }
  ).conversations;

afterEach(() => localStorage.clear());

describe('a conversation another tab saved', () => {
  it('is taken as it is and not saved back, so a late event never puts an older state over a newer answer', async () => {
    const idle = tab();
    const asking = tab();

    asking.store.getState().ask('Which Node versions are supported?');
    await asking.transport.waitForRequest(1);
    // What the idle tab's `storage` event carries: the question, saved as it was asked.
    const askedOnly = localStorage.getItem(KEY);
    expect(roles(savedConversation()?.messages)).toEqual(['user']);

    asking.transport.emit(...answerChunks('Node 20 and later.'));
    asking.transport.close();
    await settled(asking.store);
    const answered = localStorage.getItem(KEY);
    expect(roles(savedConversation()?.messages)).toEqual(['user', 'assistant']);
    expect(savedList().map((entry) => roles(entry.messages))).toEqual([['user', 'assistant']]);

    // The idle tab handles the first event only now, after the answer was saved.
    expect(adoptOtherTab(idle.store, KEY, askedOnly)).toBe(true);
    expect(roles(idle.store.getState().messages)).toEqual(['user']);
    expect(localStorage.getItem(KEY)).toBe(answered);
    expect(savedList().map((entry) => roles(entry.messages))).toEqual([['user', 'assistant']]);

    // Then the second event: the answer shows there too.
    expect(adoptOtherTab(idle.store, KEY, answered)).toBe(true);
    expect(roles(idle.store.getState().messages)).toEqual(['user', 'assistant']);
    expect(localStorage.getItem(KEY)).toBe(answered);

    // A question the idle tab asks itself is saved, with the conversation it took.
    idle.store.getState().ask('And Node 18?');
    await idle.transport.waitForRequest(1);
    expect(roles(savedConversation()?.messages)).toEqual(['user', 'assistant', 'user']);
    idle.transport.emit(...answerChunks('No.'));
    idle.transport.close();
    await settled(idle.store);
    expect(roles(savedConversation()?.messages)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(savedList().map((entry) => roles(entry.messages))).toEqual([['user', 'assistant', 'user', 'assistant']]);

    idle.chat.dispose();
    asking.chat.dispose();
  });
});
