// The saved conversation is read when the page is idle or the reader reaches for the assistant, not when the widget
// mounts: these pin down what a reader who acts before that keeps.
import { describe, expect, it, vi } from 'vitest';
import { WIDGET_MAX_CONTEXT_CHARS, WIDGET_MAX_CONTEXT_ITEMS } from '../../../src/core/context-limits';
import { MAX_QUESTION_CHARS } from '../../../src/core/question-limit';
import { createAssistantStore, storageKey } from '../../../src/store/assistant-store';
import { hydrateStore } from '../../../src/store/hydrate';
import type { ConversationStorage } from '../../../src/store/persistence';
import { draftKey } from '../../../src/store/saved-draft';

const saved = {
  threadId: 'thread-1',
  threadKey: 'key-1',
  messages: [
    { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Saved question' }] },
    { id: 'a1', role: 'assistant', parts: [{ type: 'text', text: 'Saved answer' }] },
  ],
  context: [{ type: 'code', value: 'saved code' }],
};

/** Storage holding `initial` as the saved conversation and, unless `draft` is null, a draft under its own key. */
function memoryStorage(
  initial?: object,
  draft: string | null = 'saved draft',
): ConversationStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  if (initial) data.set(storageKey('acme'), JSON.stringify({ state: initial, version: 1 }));
  if (draft !== null) data.set(draftKey(storageKey('acme')), draft);
  return {
    data,
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void data.set(key, value)),
    removeItem: vi.fn((key: string) => void data.delete(key)),
  };
}

const savedState = (storage: { data: Map<string, string> }) =>
  JSON.parse(storage.data.get(storageKey('acme')) ?? 'null')?.state as Partial<typeof saved> | undefined;
const savedDraft = (storage: { data: Map<string, string> }) => storage.data.get(draftKey(storageKey('acme')));

describe('hydrateStore', () => {
  it('reads nothing from storage until called, then restores the conversation once', () => {
    const storage = memoryStorage(saved);
    const store = createAssistantStore({ domain: 'acme', storage });
    expect(storage.getItem).not.toHaveBeenCalled();
    expect(store.getState().messages).toEqual([]);

    hydrateStore(store);
    expect(store.getState()).toMatchObject({ threadId: 'thread-1', threadKey: 'key-1', draft: 'saved draft' });
    expect(store.getState().messages.map((m) => m.id)).toEqual(['u1', 'a1']);
    hydrateStore(store);
    const key = storageKey('acme');
    expect(vi.mocked(storage.getItem).mock.calls.filter(([name]) => name === key)).toHaveLength(1);
    // Nothing changed, so nothing was written back (the history, beside it, now lists it).
    expect(vi.mocked(storage.setItem).mock.calls.filter(([name]) => name === key)).toHaveLength(0);
  });

  it('saves every change after it, and none before it overwrites the saved conversation', () => {
    const storage = memoryStorage(saved);
    const store = createAssistantStore({ domain: 'acme', storage });
    store.setState({ status: 'streaming' });
    expect(storage.setItem).not.toHaveBeenCalled();
    hydrateStore(store);
    store.getState().setThread({ threadId: 'thread-2' });
    expect(savedState(storage)).toMatchObject({ threadId: 'thread-2', threadKey: null });
    expect(store.getState().draft).toBe('saved draft');
  });

  it('keeps a draft typed before it after the saved draft, losing neither, and saves both', () => {
    const storage = memoryStorage(saved);
    const store = createAssistantStore({ domain: 'acme', storage });
    store.getState().setDraft('typed into the shell');
    hydrateStore(store);
    expect(store.getState().draft).toBe('saved draft\ntyped into the shell');
    expect(store.getState().threadId).toBe('thread-1');
    expect(savedDraft(storage)).toBe('saved draft\ntyped into the shell');
  });

  it('keeps one copy when the draft typed before it is the saved one', () => {
    const storage = memoryStorage(saved);
    const store = createAssistantStore({ domain: 'acme', storage });
    store.getState().setDraft('saved draft');
    hydrateStore(store);
    expect(store.getState().draft).toBe('saved draft');
  });

  it('saves each keystroke of the draft under its own key, never the conversation again', () => {
    const storage = memoryStorage(saved);
    const store = createAssistantStore({ domain: 'acme', storage });
    hydrateStore(store);
    vi.mocked(storage.setItem).mockClear();
    for (const draft of ['H', 'Ho', 'How']) store.getState().setDraft(draft);
    expect(vi.mocked(storage.setItem).mock.calls).toEqual([
      [draftKey(storageKey('acme')), 'H'],
      [draftKey(storageKey('acme')), 'Ho'],
      [draftKey(storageKey('acme')), 'How'],
    ]);
    // Sent (or cleared): the key goes, and a reload finds an empty box.
    store.getState().setDraft('');
    expect(savedDraft(storage)).toBeUndefined();
    const reloaded = createAssistantStore({ domain: 'acme', storage });
    hydrateStore(reloaded);
    expect(reloaded.getState().draft).toBe('');
  });

  it('moves a draft saved inside the conversation (earlier versions) to its own key, and reads it back cut to size', () => {
    const storage = memoryStorage({ ...saved, draft: 'saved draft' }, null);
    const store = createAssistantStore({ domain: 'acme', storage });
    hydrateStore(store);
    expect(store.getState().draft).toBe('saved draft');
    expect(savedDraft(storage)).toBe('saved draft');
    expect(savedState(storage)).not.toHaveProperty('draft');
    const reloaded = createAssistantStore({ domain: 'acme', storage });
    hydrateStore(reloaded);
    expect(reloaded.getState().draft).toBe('saved draft');

    storage.data.set(draftKey(storageKey('acme')), 'q'.repeat(2_000_000));
    const hostile = createAssistantStore({ domain: 'acme', storage });
    hydrateStore(hostile);
    expect(hostile.getState().draft).toHaveLength(8_000);
  });

  it('keeps context attached before it, after the saved context', () => {
    const storage = memoryStorage(saved);
    const store = createAssistantStore({ domain: 'acme', storage });
    store.getState().addContext({ type: 'textSelection', value: 'selected before idle' });
    hydrateStore(store);
    expect(store.getState().context.map((item) => item.value)).toEqual(['saved code', 'selected before idle']);
    expect(savedState(storage)?.context).toHaveLength(2);
  });

  it.each([
    ['saved', (): ConversationStorage | null => memoryStorage(saved)],
    ['kept in memory', (): ConversationStorage | null => null],
    ['after a new conversation', (): ConversationStorage | null => memoryStorage(saved)],
  ] as const)(
    'applies the limits to context attached and asked with before it, and to every attach after (%s)',
    (kind, storage) => {
      const store = createAssistantStore({ domain: 'acme', storage: storage() });
      if (kind === 'after a new conversation') store.getState().newConversation();
      const long = 'z'.repeat(WIDGET_MAX_CONTEXT_CHARS + 1);
      const items = (from: number) =>
        Array.from({ length: WIDGET_MAX_CONTEXT_ITEMS + 1 }, (_, i) => ({
          type: 'textSelection' as const,
          value: `${from + i}`,
        }));
      store.getState().ask('With my own context', { context: [{ type: 'textSelection', value: long }, ...items(0)] });
      store.getState().addContext([{ type: 'textSelection', value: long }, ...items(10)]);
      hydrateStore(store);
      const { outbox, context, contextNotice } = store.getState();
      expect(outbox[0]!.context).toHaveLength(WIDGET_MAX_CONTEXT_ITEMS);
      expect(outbox[0]!.context[0]).toEqual({ type: 'textSelection', value: long.slice(0, -1), trimmed: true });
      expect(context).toHaveLength(WIDGET_MAX_CONTEXT_ITEMS);
      // The saved context came first (its one item), and the notice counts what the limits changed in all of it.
      expect(contextNotice).toMatchObject({ trimmed: 1 });
      expect(contextNotice!.dropped).toBeGreaterThan(0);

      store.getState().clearContext();
      store.getState().addContext(items(20));
      expect(store.getState().context).toHaveLength(WIDGET_MAX_CONTEXT_ITEMS);
      expect(store.getState().contextNotice).toEqual({ dropped: 1, trimmed: 0, duplicates: 0 });
    },
  );

  it('cuts a draft typed and a question asked before it to the question limit, says so, and cuts every draft after', () => {
    const store = createAssistantStore({ domain: 'acme', storage: null });
    store.getState().ask('q'.repeat(MAX_QUESTION_CHARS + 5));
    store.getState().setDraft('d'.repeat(MAX_QUESTION_CHARS + 1));
    hydrateStore(store);
    const { outbox, draft, questionTrimmedFrom } = store.getState();
    expect(outbox[0]!.text).toHaveLength(MAX_QUESTION_CHARS);
    expect(draft).toHaveLength(MAX_QUESTION_CHARS);
    // The note tells what was sent.
    expect(questionTrimmedFrom).toBe(MAX_QUESTION_CHARS + 5);
    store.getState().setDraft('e'.repeat(MAX_QUESTION_CHARS + 2));
    expect(store.getState()).toMatchObject({ questionTrimmedFrom: MAX_QUESTION_CHARS + 2 });
    expect(store.getState().draft).toHaveLength(MAX_QUESTION_CHARS);
  });

  it('lets a new conversation started before it replace the saved one', () => {
    const storage = memoryStorage(saved);
    const store = createAssistantStore({ domain: 'acme', storage });
    store.getState().newConversation();
    hydrateStore(store);
    expect(store.getState()).toMatchObject({ threadId: null, messages: [], draft: '' });
    expect(savedState(storage)).toMatchObject({ threadId: null, messages: [] });
  });

  it('does nothing for a store kept in memory', () => {
    const store = createAssistantStore({ domain: 'acme', storage: null });
    store.getState().setDraft('only here');
    hydrateStore(store);
    expect(store.getState().draft).toBe('only here');
  });
});
