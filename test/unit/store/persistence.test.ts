import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { fieldsAsJson, keepSaved, readSaved, type ConversationStorage } from '../../../src/store/persistence';

function memoryStorage(): ConversationStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
  };
}

describe('the saved conversation', () => {
  it('is written as JSON.stringify writes it, fields without a JSON form left out', () => {
    const toJson = fieldsAsJson<Record<string, unknown>>();
    const value = { threadId: null, messages: [{ id: 'a', text: 'say "hi"\n' }], draft: 'é', gone: undefined };
    expect(toJson(value)).toBe(JSON.stringify(value));
    expect(toJson({ ...value, draft: 'é2' })).toBe(JSON.stringify({ ...value, draft: 'é2' }));
  });

  it('serialises the messages again only when they change, not per keystroke in the draft', () => {
    let serialised = 0;
    const messages = { toJSON: () => (serialised++, ['a long answer']) };
    const store = createStore(() => ({ messages, draft: '' }));
    const storage = memoryStorage();
    keepSaved(store, { key: 'k', storage, pick: (s) => s, saveNow: true });
    for (const draft of ['A', 'An', 'And']) store.setState({ draft });

    expect(serialised).toBe(1);
    expect(readSaved(storage, 'k')).toEqual({ messages: ['a long answer'], draft: 'And' });
    store.setState({ messages: { toJSON: () => (serialised++, ['another']) } });
    expect(serialised).toBe(2);
    expect(readSaved(storage, 'k')).toEqual({ messages: ['another'], draft: 'And' });
  });
});
