import type { AssistantMessage } from '../../src/core/types';
import { docsAnswer } from './docs-answer';

/** The widget's localStorage key for `domain="bench"` (`storageKey('bench')`). */
export const BENCH_STORAGE_KEY = 'docs-assistant:bench';

export interface SavedConversationText {
  /** The text of question `i` (even indices) and answer `i` (odd indices). */
  question(index: number): string;
  answer(index: number): string;
}

/**
 * A finished conversation of `count` messages, questions and answers alternating (ids `q<i>` and `a<i>`), in the shape
 * the store saves it (`{ state, version: 1 }`): what a returning reader's storage holds. Shared by the bench, the
 * long-conversation browser suite and the LongConversation story.
 */
export function savedConversation(count: number, text: SavedConversationText, threadId = 'saved-thread'): string {
  const messages: AssistantMessage[] = Array.from({ length: count }, (_, i): AssistantMessage =>
    i % 2 === 0
      ? { id: `q${i}`, role: 'user', parts: [{ type: 'text', text: text.question(i) }], metadata: { createdAt: i } }
      : {
          id: `a${i}`,
          role: 'assistant',
          parts: [{ type: 'text', text: text.answer(i), state: 'done' }],
          metadata: { threadId, createdAt: i },
        },
  );
  return JSON.stringify({ state: { messages, threadId, threadKey: null, draft: '', context: [] }, version: 1 });
}

/** The bench's conversation: answers of 1.5–2.7k characters of docs markdown. */
export const storedConversation = (count: number): string =>
  savedConversation(
    count,
    {
      question: (i) => `How do I configure option ${i}?`,
      answer: (i) => `Answer ${i}\n\n${docsAnswer(1500 + (i % 5) * 300)}`,
    },
    'bench-thread',
  );
