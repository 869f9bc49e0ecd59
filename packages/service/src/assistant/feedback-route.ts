import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { describeIssues, MAX_ID_LENGTH } from '../from-widget-package';
import { HttpError, sendJson } from '../http/respond';
import type { ThreadStore } from '../threads/thread-store';

/**
 * `POST /discovery/v2/assistant/:domain/feedback` — local service only (the hosted contract has no feedback
 * operation): a host forwards the widget's `onFeedback` here, so `docs-assistant report` can list the answers
 * readers rated down. Same style as the message route: assistant key, `{error}` naming the field, 404 for what is
 * not stored. The thread id is the capability: it is random and only the reader's widget has it.
 */
const feedbackSchema = z.object({
  threadId: z.string().min(1).max(MAX_ID_LENGTH),
  messageId: z.string().min(1).max(MAX_ID_LENGTH),
  value: z.enum(['positive', 'negative']),
});

export async function handleFeedback(
  threads: ThreadStore,
  domain: string,
  body: unknown,
  res: ServerResponse,
): Promise<void> {
  const parsed = feedbackSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error));
  const { threadId, messageId, value } = parsed.data;
  const outcome = await threads.rate(domain, threadId, messageId, value);
  if (outcome === 'no-thread') throw new HttpError(404, `Thread not found: ${threadId}.`);
  if (outcome === 'no-answer') throw new HttpError(404, `No answer ${messageId} in thread ${threadId}.`);
  sendJson(res, 200, { threadId, messageId, value });
}
