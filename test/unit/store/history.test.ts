// The history's rules, through the store and the real chat engine on a hand-driven transport: what is
// listed and in what order, what opening one continues, what delete and clear remove, the caps, and what a storage
// that refuses does.
import { describe, expect, it, vi } from 'vitest';
import { createAssistantChat } from '../../../src/engine/assistant-chat';
import type { AssistantMessage } from '../../../src/core/types';
import { createAssistantStore, storageKey, type AssistantStore } from '../../../src/store/assistant-store';
import {
  capped,
  clearHistory,
  deleteConversation,
  HISTORY_LIMITS,
  historyKey,
  openConversation,
  showHistory,
  type SavedConversation,
} from '../../../src/store/history';
import { hydrateStore } from '../../../src/store/hydrate';
import type { ConversationStorage } from '../../../src/store/persistence';
import { answerChunks, FakeTransport } from '../../support/fake-transport';

function memoryStorage(): ConversationStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const listKey = historyKey(storageKey('acme'));
const savedList = (storage: { data: Map<string, string> }) =>
  (JSON.parse(storage.data.get(listKey) ?? '{"conversations":[]}') as { conversations: SavedConversation[] })
    .conversations;

function widget(options: { history?: boolean; storage?: ConversationStorage } = {}) {
  const memory = memoryStorage();
  const storage = options.storage ?? memory;
  const store = createAssistantStore({ domain: 'acme', storage, history: options.history ?? true });
  const transport = new FakeTransport();
  let path = '/docs/start';
  const chat = createAssistantChat(store, () => ({
    domain: 'acme',
    transport,
    getCurrentPath: () => path,
  }));
  return { store, transport, chat, storage: memory, goTo: (next: string) => (path = next) };
}

const settled = (store: AssistantStore) =>
  vi.waitFor(() => {
    const { status, outbox } = store.getState();
    if (status !== 'ready' || outbox.length > 0) throw new Error(`still ${status}`);
  });

async function converse(w: ReturnType<typeof widget>, question: string, threadId: string) {
  const count = w.transport.requests.length;
  w.store.getState().ask(question);
  await w.transport.waitForRequest(count + 1);
  // The service sends the thread's key in a header; through a host transport it comes as message metadata.
  w.transport.emit(...answerChunks(`About ${question}`, { threadId }));
  w.store.getState().setThread({ threadId, threadKey: `key-of-${threadId}` });
  w.transport.close();
  await settled(w.store);
}

const titles = (store: AssistantStore) => (store.getState().history ?? []).map((entry) => entry.title);
const userTexts = (messages: AssistantMessage[]) =>
  messages.filter((m) => m.role === 'user').map((m) => (m.parts[0] as { text: string }).text);

describe('the history', () => {
  it('lists each conversation by its first question, newest first, with the page it started on', async () => {
    const w = widget();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000);
    await converse(w, 'How do I install it?', 'th_1');
    vi.setSystemTime(2_000);
    await converse(w, 'And on Windows?', 'th_1');
    w.store.getState().newConversation();
    w.goTo('/docs/theme');
    vi.setSystemTime(3_000);
    await converse(w, 'How do I theme it?', 'th_2');
    vi.useRealTimers();

    expect(titles(w.store)).toEqual(['How do I theme it?', 'How do I install it?']);
    const [second, first] = savedList(w.storage);
    expect(first).toMatchObject({ path: '/docs/start', updatedAt: 2_000, threadId: 'th_1', threadKey: 'key-of-th_1' });
    expect(second).toMatchObject({ path: '/docs/theme', updatedAt: 3_000, threadId: 'th_2', threadKey: 'key-of-th_2' });
    expect(userTexts(first!.messages)).toEqual(['How do I install it?', 'And on Windows?']);
  });

  it('opens one where it was: its messages, and its thread and key on the next request', async () => {
    const w = widget();
    await converse(w, 'First?', 'th_1');
    w.store.getState().newConversation();
    await converse(w, 'Second?', 'th_2');
    const first = w.store.getState().history!.find((entry) => entry.title === 'First?')!;

    expect(openConversation(w.store, first.id)).toBe(true);
    expect(userTexts(w.store.getState().messages)).toEqual(['First?']);
    expect(w.store.getState()).toMatchObject({ threadId: 'th_1', threadKey: 'key-of-th_1', historyOpen: false });
    await converse(w, 'More on the first?', 'th_1');
    expect(w.transport.requests.at(-1)!.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(titles(w.store)).toEqual(['First?', 'Second?']);
  });

  it('stops an answer streaming when another conversation opens, and keeps what arrived in its own conversation', async () => {
    const w = widget();
    await converse(w, 'First?', 'th_1');
    w.store.getState().newConversation();
    await converse(w, 'Second?', 'th_2');
    const first = w.store.getState().history!.find((entry) => entry.title === 'First?')!;

    w.store.getState().ask('A long one?');
    await w.transport.waitForRequest(3);
    w.transport.emit(
      { type: 'start' },
      { type: 'text-start', id: 't1' },
      { type: 'text-delta', id: 't1', delta: 'Part' },
    );
    await vi.waitFor(() => expect(w.store.getState().status).toBe('streaming'));
    openConversation(w.store, first.id);
    // A question asked at once goes to the conversation just opened, after the stopped request settles.
    w.store.getState().ask('Then this?');
    await w.transport.waitForRequest(4);
    expect(userTexts(w.store.getState().messages)).toEqual(['First?', 'Then this?']);
    expect(w.store.getState().threadId).toBe('th_1');
    const second = w.store.getState().history!.find((entry) => entry.title === 'Second?')!;
    const stopped = second.messages.at(-1)!;
    expect(stopped.metadata?.stopped).toBe(true);
    expect(stopped.parts).toContainEqual(expect.objectContaining({ type: 'text', text: 'Part' }));
    w.transport.emit(...answerChunks('Sure', { threadId: 'th_1' }));
    w.transport.close();
    await settled(w.store);
    expect(userTexts(w.store.getState().messages)).toEqual(['First?', 'Then this?']);
  });

  it('shows the open conversation again when a question is asked while the history shows', async () => {
    const w = widget();
    await converse(w, 'First?', 'th_1');
    showHistory(w.store, true);
    w.store.getState().ask('Second?');
    expect(w.store.getState().historyOpen).toBe(false);
    // Asked with the history hidden, nothing changes.
    await settled(w.store);
    w.store.getState().ask('Third?');
    expect(w.store.getState().historyOpen).toBe(false);
  });

  it('deletes one (the open one starts anew) and clears all, in memory and in storage', async () => {
    const w = widget();
    await converse(w, 'First?', 'th_1');
    w.store.getState().newConversation();
    await converse(w, 'Second?', 'th_2');
    w.store.getState().newConversation();
    await converse(w, 'Third?', 'th_3');

    const second = w.store.getState().history!.find((entry) => entry.title === 'Second?')!;
    deleteConversation(w.store, second.id);
    expect(titles(w.store)).toEqual(['Third?', 'First?']);
    expect(savedList(w.storage).map((entry) => entry.title)).toEqual(['Third?', 'First?']);

    const open = w.store.getState().history![0]!;
    deleteConversation(w.store, open.id);
    expect(w.store.getState().messages).toEqual([]);
    expect(w.store.getState().threadId).toBeNull();
    expect(titles(w.store)).toEqual(['First?']);

    clearHistory(w.store);
    expect(titles(w.store)).toEqual([]);
    expect(w.storage.data.has(listKey)).toBe(false);
  });

  it('clearHistory before the saved conversation was read drops that one too', async () => {
    const storage = memoryStorage();
    const w = widget({ storage });
    await converse(w, 'Private?', 'th_1');
    w.chat.dispose();

    const later = createAssistantStore({ domain: 'acme', storage });
    clearHistory(later);
    hydrateStore(later);
    expect(later.getState().messages).toEqual([]);
    expect(later.getState().history).toEqual([]);
    expect(storage.data.has(listKey)).toBe(false);
  });

  it('with history off, stores no list and lists nothing', async () => {
    const w = widget({ history: false });
    await converse(w, 'First?', 'th_1');
    w.store.getState().newConversation();
    await converse(w, 'Second?', 'th_2');
    expect(w.storage.data.has(listKey)).toBe(false);
    expect(w.store.getState().history).toBeUndefined();
    // The open conversation is still kept across reloads, as `storage` says.
    expect(w.storage.data.has(storageKey('acme'))).toBe(true);
  });

  it('keeps answering when storage refuses the list, and raises one notice', async () => {
    const storage = memoryStorage();
    const full: ConversationStorage = {
      ...storage,
      // Full: every write refused, the open conversation's as well as the list's.
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const w = widget({ storage: full });
    const notices: boolean[] = [];
    w.store.subscribe((state) => {
      const shown = state.historyNotice ?? false;
      if (shown !== (notices.at(-1) ?? false)) notices.push(shown);
    });
    await converse(w, 'First?', 'th_1');
    w.store.getState().newConversation();
    await converse(w, 'Second?', 'th_2');
    expect(notices).toEqual([true]);
    // In memory for this page: the list still works.
    expect(titles(w.store)).toEqual(['Second?', 'First?']);
    w.store.setState({ historyNotice: false });
    await converse(w, 'More?', 'th_2');
    expect(notices).toEqual([true, false]);
  });

  it('caps the list by count and by size, oldest first', () => {
    const entry = (i: number, size = 10): SavedConversation => ({
      id: `m${i}`,
      title: `Q${i}`,
      path: null,
      updatedAt: i,
      threadId: null,
      threadKey: null,
      messages: [{ id: `m${i}`, role: 'user', parts: [{ type: 'text', text: 'x'.repeat(size) }] }],
    });
    const many = Array.from({ length: HISTORY_LIMITS.conversations + 5 }, (_, i) => entry(i));
    const byCount = capped(many);
    expect(byCount).toHaveLength(HISTORY_LIMITS.conversations);
    expect(byCount[0]!.id).toBe(`m${HISTORY_LIMITS.conversations + 4}`);
    expect(byCount.at(-1)!.id).toBe('m5');

    const big = HISTORY_LIMITS.characters / 3;
    const bySize = capped([entry(1, big), entry(2, big), entry(3, big), entry(4, big)]);
    expect(bySize.map((e) => e.id)).toEqual(['m4', 'm3']);
    expect(JSON.stringify(bySize).length).toBeLessThanOrEqual(HISTORY_LIMITS.characters);

    const [alone] = capped([entry(9, HISTORY_LIMITS.characters * 2)]);
    expect(alone).toMatchObject({ id: 'm9', title: 'Q9', messages: [] });
  });
});
