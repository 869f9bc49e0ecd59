import type { AssistantMessage } from '../../src/core/types';
import { docsAnswer } from './docs-answer';

/** The widget's localStorage key for `domain="bench"` (`storageKey('bench')`). */
export const BENCH_STORAGE_KEY = 'docs-assistant:bench';

/**
 * A finished conversation of `count` messages (questions and answers alternating, answers 1.5–2.7k characters of
 * docs markdown), in the shape the store persists (zustand `persist`, version 1).
 */
export function storedConversation(count: number): string {
  const messages: AssistantMessage[] = Array.from({ length: count }, (_, i): AssistantMessage =>
    i % 2 === 0
      ? { id: `q${i}`, role: 'user', parts: [{ type: 'text', text: `How do I configure option ${i}?` }], metadata: { createdAt: i } }
      : {
          id: `a${i}`,
          role: 'assistant',
          parts: [{ type: 'text', text: `Answer ${i}\n\n${docsAnswer(1500 + (i % 5) * 300)}`, state: 'done' }],
          metadata: { threadId: 'bench-thread', createdAt: i },
        },
  );
  return JSON.stringify({
    state: { messages, threadId: 'bench-thread', threadKey: null, draft: '', context: [] },
    version: 1,
  });
}
