import { AssistantRequestError, errorKindForStatus } from '../core/errors';
import { parseRetryAfter } from '../core/retry-after';

/**
 * The service's own words from a failed response: its JSON `error` (the message route) or `message` (the search and
 * page routes), or a short plain-text body. An HTML error page from a proxy is no message for a reader.
 */
async function readServiceMessage(response: Response): Promise<string | undefined> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as { error?: unknown; message?: unknown } | null;
    const message = parsed?.error ?? parsed?.message;
    if (typeof message === 'string') return message.slice(0, 300);
  } catch {
    // Not JSON: plain text is read below.
  }
  return /^\s*</.test(text) ? undefined : text.slice(0, 300);
}

/**
 * The error a failed (non-2xx) response stands for: its kind from the status, `Retry-After`, and the service's message
 * where it gave one. `service` names who answered, for the fallback message ("The search service").
 */
export async function responseError(response: Response, service: string): Promise<AssistantRequestError> {
  const serviceMessage = await readServiceMessage(response);
  return new AssistantRequestError(
    errorKindForStatus(response.status),
    serviceMessage ?? `${service} answered ${response.status}.`,
    {
      status: response.status,
      retryAfter: parseRetryAfter(response.headers.get('retry-after')),
      ...(serviceMessage === undefined ? {} : { serviceMessage }),
    },
  );
}
