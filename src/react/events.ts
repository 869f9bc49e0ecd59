import type { AssistantRequestError } from '../core/errors';
import type { ContextItem } from '../core/types';

/** Feedback a reader gives on one answer. */
export interface AssistantFeedback {
  messageId: string;
  threadId: string | null;
  value: 'positive' | 'negative';
}

/** Everything the widget reports to `onEvent`, for analytics or host behaviour. */
export type AssistantEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'ask'; question: string; context: ContextItem[] }
  | { type: 'answer'; messageId: string; threadId: string | null }
  | { type: 'stop' }
  | { type: 'retry' }
  | { type: 'regenerate'; messageId: string }
  | { type: 'copy'; messageId: string }
  | { type: 'feedback'; feedback: AssistantFeedback }
  | { type: 'new-conversation' }
  | { type: 'open-conversation'; threadId: string | null }
  | { type: 'delete-conversation'; threadId: string | null }
  | { type: 'clear-history' }
  | { type: 'follow-up'; question: string }
  | { type: 'error'; error: AssistantRequestError }
  | { type: 'support'; reason: 'not-helpful' | 'not-covered'; messageId: string }
  /** A search result was opened (Enter or a click); `href` is its link, `query` what the reader had typed. */
  | { type: 'search-result'; href: string; query: string };
