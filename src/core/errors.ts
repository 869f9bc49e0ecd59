import { DocsAssistantKeyError } from './api-key';

/** What went wrong, in the terms the UI words its message and retry advice by. */
export type AssistantErrorKind =
  | 'bad-request'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'rate-limited'
  | 'server'
  | 'network'
  | 'invalid-response'
  | 'interrupted'
  | 'key'
  | 'not-set-up'
  | 'cancelled';

/** What the UI needs to word a failure; `AssistantRequestError` is one, a chunk that failed to load is another. */
export interface AssistantErrorInfo {
  kind: AssistantErrorKind;
  message: string;
  status?: number | undefined;
  retryAfter?: number | undefined;
  serviceMessage?: string | undefined;
  /** When it happened (ms since the epoch): a `retryAfter` countdown runs from here, not from when it is shown. */
  at?: number | undefined;
}

export class AssistantRequestError extends Error implements AssistantErrorInfo {
  override name = 'AssistantRequestError';
  readonly kind: AssistantErrorKind;
  /** HTTP status when the service answered. */
  readonly status: number | undefined;
  /** Seconds to wait, from `Retry-After`, when the service sent it. */
  readonly retryAfter: number | undefined;
  /** The service's own `{error}` text, when it sent one. */
  readonly serviceMessage: string | undefined;
  readonly at: number;

  constructor(
    kind: AssistantErrorKind,
    message: string,
    details: { status?: number; retryAfter?: number; serviceMessage?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.kind = kind;
    this.status = details.status;
    this.retryAfter = details.retryAfter;
    this.serviceMessage = details.serviceMessage;
    this.at = Date.now();
  }
}

/** The host's `onBeforeSend` returned `false`: nothing was sent. */
export class RequestCancelledError extends Error {
  override name = 'RequestCancelledError';
}

export function errorKindForStatus(status: number): AssistantErrorKind {
  if (status === 400 || status === 413 || status === 422) return 'bad-request';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  return 'server';
}

/** Normalises anything `useChat` reports into an AssistantRequestError the UI can word. */
export function toAssistantError(error: unknown): AssistantRequestError {
  if (error instanceof AssistantRequestError) return error;
  if (error instanceof DocsAssistantKeyError) return new AssistantRequestError('key', error.message, { cause: error });
  if (error instanceof RequestCancelledError)
    return new AssistantRequestError('cancelled', error.message, { cause: error });
  const message = error instanceof Error ? error.message : String(error);
  // The stream broke after the response started: the parser or reader reports it as a plain error.
  if (error instanceof TypeError || /network|fetch|terminated|socket|ECONNRESET/i.test(message)) {
    return new AssistantRequestError('network', message, { cause: error });
  }
  return new AssistantRequestError('invalid-response', message, { cause: error });
}
