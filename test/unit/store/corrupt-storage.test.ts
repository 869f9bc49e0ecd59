// What a `localStorage` key can hold after a bug, an extension or another version of the widget wrote it: every
// shape the hostile-input suite knows, read by the real restore. The widget starts clean or keeps what is sound, never
// throws, takes the next question and saves a conversation it can read back. (The browser suite asks through a real
// page with a few of them: the real storage, the real page.)
import { describe, expect, it } from 'vitest';
import { createAssistantStore, storageKey } from '../../../src/store/assistant-store';
import { hydrateStore } from '../../../src/store/hydrate';
import type { ConversationStorage } from '../../../src/store/persistence';
import { corruptStorageValues } from '../../fixtures/hostile-values';

function storageHolding(raw: string): ConversationStorage & { data: Map<string, string> } {
  const data = new Map([[storageKey('acme'), raw]]);
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** Every message well formed: the shape the panel, the engine and the next save rely on. */
function expectWellFormed(messages: unknown[]) {
  for (const message of messages) {
    expect(message).toMatchObject({ id: expect.any(String), role: expect.stringMatching(/^(user|assistant)$/) });
    const parts = (message as { parts: unknown[] }).parts;
    expect(Array.isArray(parts)).toBe(true);
    for (const part of parts) {
      expect(part).toMatchObject({ type: expect.any(String) });
      if ((part as { type: string }).type === 'text') expect(part).toMatchObject({ text: expect.any(String) });
    }
  }
}

describe('a saved conversation that is corrupt or foreign', () => {
  it.each(corruptStorageValues)('%s: starts clean or keeps what is sound, and takes the next question', (name, raw) => {
    const storage = storageHolding(raw);
    const store = createAssistantStore({ domain: 'acme', storage });
    expect(() => hydrateStore(store)).not.toThrow();
    const restored = store.getState();
    expectWellFormed(restored.messages);
    expect(restored.threadId === null || typeof restored.threadId === 'string').toBe(true);
    expect(Array.isArray(restored.context)).toBe(true);
    // What was sound survives next to what was not; another version's shape is not guessed at.
    if (name === 'sound and broken messages mixed')
      expect(restored.messages.map((message) => message.role)).toEqual(['user']);
    if (name === 'a future version' || name === 'sound data from an older version')
      expect(restored.messages).toEqual([]);

    store.getState().ask(`After ${name}?`);
    expect(store.getState().outbox.map((queued) => queued.text)).toEqual([`After ${name}?`]);
    // What is saved from now on is a conversation this widget reads back.
    const saved = JSON.parse(storage.data.get(storageKey('acme')) ?? 'null') as { state: { messages: unknown[] } };
    expectWellFormed(saved.state.messages);
  });
});
