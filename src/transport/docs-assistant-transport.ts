import { DefaultChatTransport, type UIMessageChunk } from 'ai';
import { assertBrowserSafeKey } from '../core/api-key';
import { readCurrentPath } from '../core/current-path';
import { RequestCancelledError } from '../core/errors';
import type { AssistantFilter, AssistantMessage, AssistantSession, ContextItem } from '../core/types';
import { createCheckedFetch } from './checked-fetch';
import { assistantEndpoint } from './endpoint';
import { buildRequestBody } from './request-body';
import { DEFAULT_IDLE_TIMEOUT_MS, requireFinish, withIdleTimeout } from './stream-guards';
import { captureThreadId } from './thread-capture';

export type { AssistantSession } from '../core/types';
export { RequestCancelledError } from '../core/errors';

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

function newestUserMessage(messages: AssistantMessage[]): AssistantMessage | undefined {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]?.role === 'user') return messages[i];
  return undefined;
}

/**
 * `DefaultChatTransport` aimed at the docs assistant service: the spec's exact body, bearer auth, thread
 * continuity from headers and chunks, typed errors with status and `Retry-After`.
 *
 * Give it options, or a function returning them: the function is called for every request, so a widget whose props
 * change (a docs version filter, a signed-in reader's headers, a new key) sends the new values with the next
 * question, never the ones it was created with.
 */
export class DocsAssistantTransport extends DefaultChatTransport<AssistantMessage> {
  private readonly getOptions: () => DocsAssistantTransportOptions;

  constructor(options: DocsAssistantTransportOptions | (() => DocsAssistantTransportOptions)) {
    const getOptions = typeof options === 'function' ? options : () => options;
    // A misused key is refused at once, before anything is sent (and again per request, for a key changed later).
    const initial = getOptions();
    assertBrowserSafeKey(initial.apiKey);
    super({
      api: assistantEndpoint(initial),
      fetch: createCheckedFetch(
        (input, init) => (getOptions().fetch ?? globalThis.fetch)(input, init),
        (headers) =>
          getOptions().session.setThread({
            ...(headers.threadId ? { threadId: headers.threadId } : {}),
            ...(headers.threadKey ? { threadKey: headers.threadKey } : {}),
          }),
      ),
      prepareSendMessagesRequest: ({ messages }) => {
        const current = getOptions();
        assertBrowserSafeKey(current.apiKey);
        const latest = newestUserMessage(messages);
        const context = latest?.metadata?.context ?? current.getContext?.();
        const currentPath = latest?.metadata?.currentPath ?? (current.getCurrentPath ?? readCurrentPath)();
        let body = buildRequestBody({
          fp: current.session.getFp(),
          messages,
          thread: current.session.getThread(),
          retrievalPageSize: current.retrievalPageSize,
          filter: current.filter,
          context,
          currentPath,
        });
        if (current.onBeforeSend) {
          const result = current.onBeforeSend(body);
          if (result === false) throw new RequestCancelledError('The host cancelled this request (onBeforeSend).');
          body = result;
        }
        const headers: Record<string, string> = { ...current.headers };
        if (current.apiKey) headers.Authorization = `Bearer ${current.apiKey}`;
        return { api: assistantEndpoint(current), body, headers };
      },
    });
    this.getOptions = getOptions;
  }

  /** Where the next request goes. */
  get endpoint(): string {
    return assistantEndpoint(this.getOptions());
  }

  protected override processResponseStream(
    stream: ReadableStream<Uint8Array<ArrayBufferLike>>,
  ): ReadableStream<UIMessageChunk> {
    const idleTimeoutMs = this.getOptions().idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    return super
      .processResponseStream(withIdleTimeout(stream, idleTimeoutMs))
      .pipeThrough(requireFinish())
      .pipeThrough(captureThreadId((threadId) => this.getOptions().session.setThread({ threadId })));
  }
}
