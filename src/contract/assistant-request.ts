import { z } from 'zod';
import { filterSchema, type RequestFilter } from './filter';
import { describeIssues, type Parsed } from './issues';
import {
  DEFAULT_RETRIEVAL_PAGE_SIZE,
  WIRE_MAX_CONTEXT_ITEMS,
  WIRE_MAX_CONTEXT_CHARS,
  MAX_CURRENT_PATH_LENGTH,
  MAX_ID_LENGTH,
  MAX_MESSAGES,
  MAX_PARTS_PER_MESSAGE,
  MAX_QUESTION_CHARS,
  MAX_RETRIEVAL_PAGE_SIZE,
  MAX_THREAD_KEY_LENGTH,
} from './limits';

const id = z.string().max(MAX_ID_LENGTH);

// Other part types (a plain DefaultChatTransport sends reasoning, tool and file parts) pass; only text is read.
const part = z
  .looseObject({ type: z.string().min(1).max(MAX_ID_LENGTH), text: z.string().optional() })
  .refine((p) => p.type !== 'text' || typeof p.text === 'string', { message: 'a text part needs a string `text`' });

const message = z.object({
  id,
  role: z.enum(['user', 'assistant', 'system']),
  parts: z.array(part).max(MAX_PARTS_PER_MESSAGE),
});

const contextItem = z.object({
  type: z.enum(['code', 'textSelection']),
  value: z.string().max(WIRE_MAX_CONTEXT_CHARS),
  path: z
    .string()
    .max(MAX_CURRENT_PATH_LENGTH * 10)
    .optional(),
  elementId: id.optional(),
});

/**
 * service-api §1's request body — the one schema the assistant proxy and the local service validate with, and
 * the widget's types are inferred from. Out-of-range values are **rejected** (400 naming the field), never clamped:
 * the widget's `buildRequestBody` clamps before it sends, so only a hand-made request meets the limits, and an
 * error tells its author more than a silently different answer. Unknown fields are ignored (stripped).
 */
export const assistantRequestSchema = z.object({
  fp: z.string().trim().min(1).max(MAX_ID_LENGTH),
  messages: z.array(message).min(1).max(MAX_MESSAGES),
  threadId: z.string().min(1).max(MAX_ID_LENGTH).nullable().optional(),
  // The spec makes `threadId` nullable; the key is a string when sent (null is refused, as the service always did).
  threadKey: z.string().max(MAX_THREAD_KEY_LENGTH).optional(),
  retrievalPageSize: z.number().int().min(1).max(MAX_RETRIEVAL_PAGE_SIZE).default(DEFAULT_RETRIEVAL_PAGE_SIZE),
  filter: filterSchema.nullable().optional(),
  context: z.array(contextItem).max(WIRE_MAX_CONTEXT_ITEMS).optional(),
  currentPath: z.string().max(MAX_CURRENT_PATH_LENGTH).optional(),
});

/** A validated request, defaults applied. */
export type AssistantRequest = z.output<typeof assistantRequestSchema>;
export type AssistantRequestMessageInput = z.output<typeof message>;
export type AssistantContextItem = z.output<typeof contextItem>;
export type AssistantRequestFilter = RequestFilter;

export function parseAssistantRequest(body: unknown): Parsed<AssistantRequest> {
  const result = assistantRequestSchema.safeParse(body);
  return result.success ? { ok: true, value: result.data } : { ok: false, error: describeIssues(result.error) };
}

/** The text of a message's text parts, joined. */
export function messageText(message: AssistantRequestMessageInput): string {
  return message.parts
    .flatMap((p) => (p.type === 'text' && typeof p.text === 'string' ? [p.text] : []))
    .join('\n')
    .trim();
}

/** The 413 `{error}` for a question over `MAX_QUESTION_CHARS`, or undefined when it fits. */
export function questionTooLong(question: string): string | undefined {
  if (question.length <= MAX_QUESTION_CHARS) return undefined;
  return `The question is too long: ${question.length} characters; the limit is ${MAX_QUESTION_CHARS}. Ask about one thing at a time, or attach code as context.`;
}
