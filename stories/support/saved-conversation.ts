import { savedConversation } from '../../scripts/bench/stored-conversation';
import type { ConversationStorage } from '../../src/store/persistence';
import { richAnswerText } from './canned-answers';

const QUESTIONS = [
  'How do I install the SDK?',
  'Which regions are there?',
  'How do retries work?',
  'Can I use it in the browser?',
];

/**
 * A storage holding a finished conversation of `count` messages (questions and the canned rich answer), as a
 * returning reader's `localStorage` would: what the widget reads when it restores a conversation. In memory, so each
 * visit of the story starts from the same conversation.
 */
export function savedConversationStorage(count: number): ConversationStorage {
  const saved = savedConversation(count, {
    question: (i) => `${QUESTIONS[(i / 2) % QUESTIONS.length]} (${i / 2 + 1})`,
    answer: () => richAnswerText,
  });
  const items = new Map<string, string>();
  return {
    getItem: (name) => items.get(name) ?? (name.startsWith('docs-assistant:') ? saved : null),
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.set(name, ''),
  };
}
