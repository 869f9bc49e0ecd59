import { storageKey } from '../../../src/store/assistant-store';
import type { ConversationStorage } from '../../../src/store/persistence';

/** What a page left mid-answer saved: only settled messages are, so the question is there and its answer is not. */
export function storageLeftMidAnswer(): ConversationStorage {
  const messages = [
    { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'How do I install it?' }] },
    { id: 'a1', role: 'assistant', parts: [{ type: 'text', text: 'Run npm install.' }] },
    { id: 'u2', role: 'user', parts: [{ type: 'text', text: 'And how do I theme it?' }] },
  ];
  const items = new Map([[storageKey('acme'), JSON.stringify({ state: { messages, threadId: 'th_1' }, version: 1 })]]);
  return {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
  };
}
