import { messageText, parseAssistantRequest, questionTooLong } from '../contract/assistant-request';
import type { AssistantMessage, AssistantRequestBody } from '../core/types';
import { buildRequestBody } from '../transport/request-body';

export type BodyCheck = { ok: true; body: AssistantRequestBody } | { ok: false; status: 400 | 413; error: string };

/**
 * Validates a widget's request with the contract's schema (the one the local service uses: out-of-range values are
 * refused with 400 naming the field, a question over the limit with 413), then rebuilds it with the same
 * `buildRequestBody` the widget uses: unknown fields, system messages and non-text parts dropped.
 */
export function checkAssistantBody(value: unknown): BodyCheck {
  const parsed = parseAssistantRequest(value);
  if (!parsed.ok) return { ok: false, status: 400, error: parsed.error };
  const input = parsed.value;
  const last = input.messages[input.messages.length - 1];
  const tooLong = last?.role === 'user' ? questionTooLong(messageText(last)) : undefined;
  if (tooLong) return { ok: false, status: 413, error: tooLong };
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
    return { ok: false, status: 400, error: 'Invalid request: messages: no user message with text.' };
  }
  return { ok: true, body };
}
