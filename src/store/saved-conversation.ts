import type { AssistantMessage } from '../core/types';

/** A conversation in the history: enough to show it, and to continue it where it was. */
export interface SavedConversation {
  /** The id of its first message: the same in every tab, and stable for its whole life. */
  id: string;
  /** Its first question. */
  title: string;
  /** The page it started on, when the first question knew it. */
  path: string | null;
  /** When its last question was asked (ms since the epoch). */
  updatedAt: number;
  threadId: string | null;
  threadKey: string | null;
  messages: AssistantMessage[];
}
