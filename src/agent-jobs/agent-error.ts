import { parseRetryAfter } from '../core/retry-after';

/** A request to the agent operation failed: the service answered an error, or could not be reached. */
export class AgentApiError extends Error {
  override name = 'AgentApiError';
  /** HTTP status; undefined when the service could not be reached or its answer was unreadable. */
  readonly status: number | undefined;
  /** The service's own `{error}` text, when it sent one. */
  readonly serviceMessage: string | undefined;
  /** Seconds the service asked us to wait (`Retry-After`), when it said. */
  readonly retryAfter: number | undefined;

  constructor(
    message: string,
    details: { status?: number; serviceMessage?: string; retryAfter?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.status = details.status;
    this.serviceMessage = details.serviceMessage;
    this.retryAfter = details.retryAfter;
  }

  /** 429 and 5xx may succeed later; everything else (400/401/403/404…) will not. Unreachable counts as retryable. */
  get retryable(): boolean {
    return this.status === undefined ? !(this.cause instanceof SyntaxError) : this.status === 429 || this.status >= 500;
  }
}

const STATUS_ADVICE: Record<number, string> = {
  400: 'the service rejected the request',
  401: 'the admin API key is invalid or expired',
  403: 'this key may not do that (scope or IP allowlist)',
  404: 'no such project or job',
  429: 'rate limited',
};

/** Builds the error for a non-2xx response, keeping the service's `{error}` text and `Retry-After`. */
export async function errorFromResponse(response: Response, now: number): Promise<AgentApiError> {
  const text = await response.text().catch(() => '');
  let serviceMessage: string | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    const error = (parsed as { error?: unknown } | null)?.error;
    if (typeof error === 'string') serviceMessage = error;
  } catch {
    // An HTML error page from a load balancer carries nothing worth showing.
  }
  const advice = STATUS_ADVICE[response.status] ?? (response.status >= 500 ? 'service error' : 'request failed');
  const retryAfter = parseRetryAfter(response.headers.get('retry-after'), now);
  return new AgentApiError(`Agent API ${response.status} (${advice})${serviceMessage ? `: ${serviceMessage}` : ''}`, {
    status: response.status,
    ...(serviceMessage === undefined ? {} : { serviceMessage }),
    ...(retryAfter === undefined ? {} : { retryAfter }),
  });
}

/**
 * A request that acts (creating a job, sending a follow-up) failed after it may have reached the service: a 5xx,
 * a connection lost mid-request, an unreadable success. The contract has no idempotency key, so repeating it could
 * start a second job — a second pull request; it is not retried, and the caller should check before sending it again.
 */
export class AgentOutcomeUnknownError extends AgentApiError {
  override name = 'AgentOutcomeUnknownError';
  override get retryable(): boolean {
    return false;
  }
}

/** Errors of a connection that never carried the request: nothing reached the service, so nothing was done. */
const NEVER_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** True when the service surely did not act on the request: it said so (429), or the request never left. */
export function surelyNotActed(error: AgentApiError): boolean {
  if (error.status !== undefined) return error.status === 429;
  let cause: unknown = error.cause;
  for (let depth = 0; cause && depth < 4; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && NEVER_SENT.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
