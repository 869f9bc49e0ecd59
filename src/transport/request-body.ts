import { trimCurrentPath } from '../core/current-path';
import { DEFAULT_RETRIEVAL_PAGE_SIZE, MAX_RETRIEVAL_PAGE_SIZE } from '../core/limits';
import type {
  AssistantFilter,
  AssistantMessage,
  AssistantRequestBody,
  AssistantRequestMessage,
  ContextItem,
  ThreadState,
} from '../core/types';

export interface RequestBodyInput {
  fp: string;
  messages: AssistantMessage[];
  thread: ThreadState;
  retrievalPageSize?: number;
  filter?: AssistantFilter | null;
  context?: ContextItem[];
  currentPath?: string;
}

/** Keeps only what the service reads: id, role and the text parts. Tool output, sources and metadata stay local. */
export function toRequestMessage(message: AssistantMessage): AssistantRequestMessage | undefined {
  if (message.role !== 'user' && message.role !== 'assistant') return undefined;
  const parts: AssistantRequestMessage['parts'] = [];
  for (const part of message.parts) if (part.type === 'text') parts.push({ type: 'text', text: part.text });
  if (parts.length === 0) return undefined;
  return { id: message.id, role: message.role, parts };
}

/** The spec's fields of a context item; what the widget keeps beside them (the limits' `trimmed` mark) stays local. */
function toRequestContext({ type, value, path, elementId }: ContextItem): ContextItem {
  const item: ContextItem = { type, value };
  if (path !== undefined) item.path = path;
  if (elementId !== undefined) item.elementId = elementId;
  return item;
}

export function normaliseRetrievalPageSize(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return DEFAULT_RETRIEVAL_PAGE_SIZE;
  return Math.min(MAX_RETRIEVAL_PAGE_SIZE, Math.max(1, Math.round(value)));
}

/**
 * Builds exactly the body service-api §1 describes — nothing of the AI SDK's own (`id`, `trigger`, `messageId`).
 * Optional fields are omitted rather than sent empty.
 */
export function buildRequestBody(input: RequestBodyInput): AssistantRequestBody {
  const body: AssistantRequestBody = {
    fp: input.fp,
    messages: input.messages.map(toRequestMessage).filter((m): m is AssistantRequestMessage => m !== undefined),
    retrievalPageSize: normaliseRetrievalPageSize(input.retrievalPageSize),
  };
  if (input.thread.threadId) {
    body.threadId = input.thread.threadId;
    if (input.thread.threadKey) body.threadKey = input.thread.threadKey;
  }
  if (input.filter) body.filter = input.filter;
  if (input.context && input.context.length > 0) body.context = input.context.map(toRequestContext);
  if (input.currentPath) body.currentPath = trimCurrentPath(input.currentPath);
  return body;
}
