import type { UIMessage } from 'ai';

/** A piece of the page the reader attached to a question (service-api §1 `context[]`). */
export interface ContextItem {
  type: 'code' | 'textSelection';
  value: string;
  /** Page path the context came from. */
  path?: string;
  /** Id of the nearest enclosing element that has one (a heading anchor, ideally). */
  elementId?: string;
}

/** Retrieval filter (service-api §1, observed shape). */
export interface AssistantFilter {
  version?: string;
  language?: string;
  groups?: string[];
}

/**
 * What the widget keeps on each message besides its parts. Never sent as-is: the transport reads `context` and
 * `currentPath` of the newest user message to build the request, then strips metadata from `messages`.
 */
export interface AssistantMessageMetadata {
  threadId?: string;
  context?: ContextItem[];
  currentPath?: string;
  /** The answer stopped before its `finish` chunk (stopped by the reader, a dropped connection, an error). */
  interrupted?: boolean;
  createdAt?: number;
}

export type AssistantMessage = UIMessage<AssistantMessageMetadata>;

/** A message as the service receives it: id, role and text parts only. */
export interface AssistantRequestMessage {
  id: string;
  role: 'user' | 'assistant';
  parts: Array<{ type: 'text'; text: string }>;
}

/** The exact request body of `POST /discovery/v2/assistant/{domain}/message`. */
export interface AssistantRequestBody {
  fp: string;
  messages: AssistantRequestMessage[];
  threadId?: string;
  /** Observed: the key returned once in `X-Thread-Key`, required with `threadId`. */
  threadKey?: string;
  retrievalPageSize: number;
  filter?: AssistantFilter | null;
  context?: ContextItem[];
  currentPath?: string;
}

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
