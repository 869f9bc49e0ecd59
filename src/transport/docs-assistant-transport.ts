import { DefaultChatTransport, type UIMessageChunk } from 'ai';
import { assertBrowserSafeKey } from '../core/api-key';
import { readCurrentPath } from '../core/current-path';
import type { AssistantFilter, AssistantMessage, ContextItem, ThreadState } from '../core/types';
import { createCheckedFetch } from './checked-fetch';
import { assistantEndpoint } from './endpoint';
import { buildRequestBody } from './request-body';
import { DEFAULT_IDLE_TIMEOUT_MS, requireFinish, withIdleTimeout } from './stream-guards';
import { captureThreadId } from './thread-capture';

/** Where the transport reads and writes conversation identity: the widget's store, or a host's own. */
export interface AssistantSession {
  getFp(): string;
  getThread(): ThreadState;
  /** Called with every thread id or key the service returns (header, `finish` chunk, message metadata). */
  setThread(update: Partial<ThreadState>): void;
}

export interface DocsAssistantTransportOptions {
  domain: string;
  /** Service base address; the path `/discovery/v2/assistant/{domain}/message` is appended. */
  baseUrl?: string;
  /** Full endpoint URL (a proxy). Replaces `baseUrl` and the path. */
  api?: string;
  /** Assistant key (`mint_dsc_…`), sent as `Authorization: Bearer`. Admin keys are refused. */
  apiKey?: string;
  session: AssistantSession;
  retrievalPageSize?: number;
  filter?: AssistantFilter | null;
  /** Context for the request, when the newest user message carries none in its metadata. */
  getContext?: () => ContextItem[] | undefined;
  /** The page path; defaults to `location.pathname`. Return undefined to send none. */
  getCurrentPath?: () => string | undefined;
  /** Last look at the body before it leaves the page: redact, or return `false` to cancel the request. */
  onBeforeSend?: (body: ReturnType<typeof buildRequestBody>) => ReturnType<typeof buildRequestBody> | false;
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  /** Longest wait for the next bytes of an answer before it ends as interrupted. Default 30000 ms; 0 turns it off. */
  idleTimeoutMs?: number;
}

export class RequestCancelledError extends Error {
  override name = 'RequestCancelledError';
}

function newestUserMessage(messages: AssistantMessage[]): AssistantMessage | undefined {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]?.role === 'user') return messages[i];
  return undefined;
}

/**
 * `DefaultChatTransport` aimed at the docs assistant service: the spec's exact body, bearer auth, thread
 * continuity from headers and chunks, typed errors with status and `Retry-After`.
 */
export class DocsAssistantTransport extends DefaultChatTransport<AssistantMessage> {
  readonly endpoint: string;

  constructor(options: DocsAssistantTransportOptions) {
    assertBrowserSafeKey(options.apiKey);
    const { session } = options;
    const endpoint = assistantEndpoint(options);
    super({
      api: endpoint,
      fetch: createCheckedFetch(options.fetch ?? ((input, init) => globalThis.fetch(input, init)), (headers) =>
        session.setThread({
          ...(headers.threadId ? { threadId: headers.threadId } : {}),
          ...(headers.threadKey ? { threadKey: headers.threadKey } : {}),
        }),
      ),
      prepareSendMessagesRequest: ({ messages }) => {
        const latest = newestUserMessage(messages);
        const context = latest?.metadata?.context ?? options.getContext?.();
        const currentPath = latest?.metadata?.currentPath ?? (options.getCurrentPath ?? readCurrentPath)();
        let body = buildRequestBody({
          fp: session.getFp(),
          messages,
          thread: session.getThread(),
          retrievalPageSize: options.retrievalPageSize,
          filter: options.filter,
          context,
          currentPath,
        });
        if (options.onBeforeSend) {
          const result = options.onBeforeSend(body);
          if (result === false) throw new RequestCancelledError('The host cancelled this request (onBeforeSend).');
          body = result;
        }
        const headers: Record<string, string> = { ...options.headers };
        if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
        return { body, headers };
      },
    });
    this.endpoint = endpoint;
    this.session = session;
    this.idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
  }

  private readonly session: AssistantSession;
  private readonly idleTimeoutMs: number;

  protected override processResponseStream(
    stream: ReadableStream<Uint8Array<ArrayBufferLike>>,
  ): ReadableStream<UIMessageChunk> {
    return super
      .processResponseStream(withIdleTimeout(stream, this.idleTimeoutMs))
      .pipeThrough(requireFinish())
      .pipeThrough(captureThreadId((threadId) => this.session.setThread({ threadId })));
  }
}
