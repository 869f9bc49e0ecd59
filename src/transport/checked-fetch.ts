import { AssistantRequestError } from '../core/errors';
import { responseError } from './response-error';

export interface ThreadHeaders {
  threadId: string | null;
  threadKey: string | null;
}

const STREAM_CONTENT_TYPE = 'text/event-stream';

/**
 * Wraps `fetch` so every failure the widget can meet becomes an AssistantRequestError with its status and
 * `Retry-After`, and thread headers are reported before the stream is read. The AI SDK's own error keeps neither.
 */
export function createCheckedFetch(
  baseFetch: typeof fetch,
  onThreadHeaders: (headers: ThreadHeaders) => void,
): typeof fetch {
  return async (input, init) => {
    let response: Response;
    try {
      response = await baseFetch(input, init);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      if (init?.signal?.aborted) throw error;
      throw new AssistantRequestError('network', 'The request could not reach the assistant service.', {
        cause: error,
      });
    }
    if (!response.ok) {
      throw await responseError(response, 'The assistant service');
    }
    const contentType = response.headers.get('content-type') ?? '';
    if (contentType && !contentType.includes(STREAM_CONTENT_TYPE)) {
      await response.body?.cancel().catch(() => undefined);
      throw new AssistantRequestError(
        'invalid-response',
        `Expected a ${STREAM_CONTENT_TYPE} stream, got ${contentType.split(';')[0]}.`,
        { status: response.status },
      );
    }
    const threadId = response.headers.get('x-thread-id');
    const threadKey = response.headers.get('x-thread-key');
    if (threadId || threadKey) onThreadHeaders({ threadId, threadKey });
    return response;
  };
}
