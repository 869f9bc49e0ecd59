/** What the reader was doing when they asked for a person: enough for a support ticket to start from. */
export interface SupportRequest {
  /** Why the way to support is shown: the reader marked the answer unhelpful, or the docs do not cover the question. */
  reason: 'not-helpful' | 'not-covered';
  /** The service's thread, to look the conversation up; null before the service named one. */
  threadId: string | null;
  /** The answer the reader was reading. */
  messageId: string;
  /** The question that answer replies to. */
  question: string;
  /** The docs page the question was asked from (its path). */
  path: string;
}

/**
 * A way to reach people when the answer is not enough: a URL or `mailto:` template whose `{threadId}`, `{question}`
 * and `{path}` are filled in (URL-encoded), or a function the widget calls with the same details.
 */
export type AssistantSupport = string | ((request: SupportRequest) => void);
