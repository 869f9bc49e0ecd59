import type { ConversationStorage } from '../../src/store/persistence';
import type { AssistantMessage } from '../../src/core/types';
import { richAnswerText } from './canned-answers';

const QUESTIONS = ['How do I install the SDK?', 'Which regions are there?', 'How do retries work?', 'Can I use it in the browser?'];

/**
 * A storage holding a finished conversation of `count` messages (questions and the canned rich answer), as a
 * returning reader's `localStorage` would: what the widget reads when it restores a conversation. In memory, so each
 * visit of the story starts from the same conversation.
 */
export function savedConversationStorage(count: number): ConversationStorage {
  const messages: AssistantMessage[] = Array.from({ length: count }, (_, i): AssistantMessage =>
    i % 2 === 0
      ? { id: `q${i}`, role: 'user', parts: [{ type: 'text', text: `${QUESTIONS[(i / 2) % QUESTIONS.length]} (${i / 2 + 1})` }] }
      : { id: `a${i}`, role: 'assistant', parts: [{ type: 'text', text: richAnswerText, state: 'done' }] },
  );
  const items = new Map<string, string>();
  const saved = JSON.stringify({ state: { messages, threadId: 'story-thread', threadKey: null, draft: '', context: [] }, version: 1 });
  return {
    getItem: (name) => items.get(name) ?? (name.startsWith('docs-assistant:') ? saved : null),
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.set(name, ''),
  };
}
