import type { UIMessage } from 'ai';
import type { AssistantContextItem, AssistantRequest, AssistantRequestFilter } from '../contract/assistant-request';

// The wire types are inferred from the contract's zod schemas (src/contract); `import type` keeps zod out of the
// browser bundles.
/** A piece of the page the reader attached to a question (service-api §1 `context[]`): `path` is the page it came
 *  from, `elementId` the nearest enclosing element with an id (a heading anchor, ideally). */
export type ContextItem = AssistantContextItem;

/** Retrieval filter (service-api §1, observed shape). */
export type AssistantFilter = AssistantRequestFilter;

/** A service's judgement of an answer (service-api §1): from the docs, the closest passages, or not covered. */
export type AnswerCoverage = 'answered' | 'partial' | 'not-covered';

/**
 * What the widget keeps on each message besides its parts. Never sent as-is: the transport reads `context` and
 * `currentPath` of the newest user message to build the request, then strips metadata from `messages`.
 */
export interface AssistantMessageMetadata {
  threadId?: string;
  context?: ContextItem[];
  currentPath?: string;
  /** The answer ended before its `finish` chunk because something failed (a dropped connection, an error). */
  interrupted?: boolean;
  /** The reader stopped the answer before its `finish` chunk. */
  stopped?: boolean;
  /**
   * How fully the docs answer it, when the service says (its `finish` chunk's metadata): `partial` means the
   * answer quotes the closest passages, which may not answer exactly what was asked.
   */
  coverage?: AnswerCoverage;
  createdAt?: number;
}

export type AssistantMessage = UIMessage<AssistantMessageMetadata>;

/** A message as the widget sends it: id, role and text parts only (the contract also accepts other parts). */
export interface AssistantRequestMessage {
  id: string;
  role: 'user' | 'assistant';
  parts: Array<{ type: 'text'; text: string }>;
}

/** The exact request body of `POST /discovery/v2/assistant/{domain}/message`, as the contract's schema outputs it. */
export type AssistantRequestBody = Omit<AssistantRequest, 'messages'> & { messages: AssistantRequestMessage[] };

/** Thread continuity returned by the service. */
export interface ThreadState {
  threadId: string | null;
  threadKey: string | null;
}

/** Where the transport reads and writes conversation identity: the widget's store, or a host's own. */
export interface AssistantSession {
  getFp(): string;
  getThread(): ThreadState;
  /** Called with every thread id or key the service returns (header, `finish` chunk, message metadata). */
  setThread(update: Partial<ThreadState>): void;
}
