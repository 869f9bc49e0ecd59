import { z } from 'zod';
import type { AssistantMessage, AssistantRequestBody } from '../core/types';
import { buildRequestBody } from '../transport/request-body';

// Generous caps that still keep one request from becoming a denial of the key's monthly quota or of memory.
const MAX_MESSAGES = 200;
const MAX_CONTEXT_ITEMS = 20;
const MAX_ID = 200;

const textPart = z.object({ type: z.string(), text: z.string().optional() }).passthrough();

const schema = z.object({
  fp: z.string().trim().min(1).max(MAX_ID),
  messages: z
    .array(
      z.object({
        id: z.string().min(1).max(MAX_ID),
        role: z.enum(['user', 'assistant', 'system']),
        parts: z.array(textPart),
      }),
    )
    .min(1)
    .max(MAX_MESSAGES),
  threadId: z.string().max(MAX_ID).nullish(),
  threadKey: z.string().max(1000).nullish(),
  retrievalPageSize: z.number().finite().optional(),
  filter: z
    .object({ version: z.string().optional(), language: z.string().optional(), groups: z.array(z.string()).optional() })
    .nullish(),
  context: z
    .array(
      z.object({
        type: z.enum(['code', 'textSelection']),
        value: z.string(),
        path: z.string().optional(),
        elementId: z.string().optional(),
      }),
    )
    .max(MAX_CONTEXT_ITEMS)
    .optional(),
  currentPath: z.string().optional(),
});

export type BodyCheck = { ok: true; body: AssistantRequestBody } | { ok: false; field: string; error: string };

/**
 * Validates a widget's request against service-api §1 and rebuilds it with the same `buildRequestBody` the widget
 * uses: unknown fields and non-text parts dropped, `retrievalPageSize` clamped, `currentPath` trimmed to 200.
 */
export function checkAssistantBody(value: unknown): BodyCheck {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.length ? issue.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '') : 'body';
    return { ok: false, field, error: `Invalid field "${field}": ${issue.message}` };
  }
  const input = parsed.data;
  const body = buildRequestBody({
    fp: input.fp,
    messages: input.messages as unknown as AssistantMessage[],
    thread: { threadId: input.threadId ?? null, threadKey: input.threadKey ?? null },
    retrievalPageSize: input.retrievalPageSize,
    filter: input.filter ?? null,
    ...(input.context ? { context: input.context } : {}),
    ...(input.currentPath?.trim() ? { currentPath: input.currentPath.trim() } : {}),
  });
  if (!body.messages.some((message) => message.role === 'user')) {
    return { ok: false, field: 'messages', error: 'Invalid field "messages": no user message with text.' };
  }
  return { ok: true, body };
}
