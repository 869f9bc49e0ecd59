import type { ChatTransport, UIMessageChunk } from 'ai';
import type { AssistantMessage } from '../../src/core/types';

type SendOptions = Parameters<ChatTransport<AssistantMessage>['sendMessages']>[0];

/**
 * A transport a test drives by hand: each request opens a stream that the test fills with `emit(...chunks)` and
 * ends with `close()` or `fail(error)`. Requests are recorded so tests can read what the widget asked.
 */
export class FakeTransport implements ChatTransport<AssistantMessage> {
  readonly requests: SendOptions[] = [];
  private controller: ReadableStreamDefaultController<UIMessageChunk> | null = null;
  private waiters: Array<() => void> = [];

  async sendMessages(options: SendOptions): Promise<ReadableStream<UIMessageChunk>> {
    this.requests.push(options);
    const stream = new ReadableStream<UIMessageChunk>({
      start: (controller) => {
        this.controller = controller;
      },
    });
    options.abortSignal?.addEventListener('abort', () => {
      try {
        this.controller?.error(new DOMException('aborted', 'AbortError'));
      } catch {
        // Already closed.
      }
    });
    for (const resolve of this.waiters.splice(0)) resolve();
    return stream;
  }

  async reconnectToStream(): Promise<ReadableStream<UIMessageChunk> | null> {
    return null;
  }

  /** Resolves once `count` requests have been made in all. */
  waitForRequest(count = 1): Promise<void> {
    if (this.requests.length >= count) return Promise.resolve();
    return new Promise((resolve) => {
      const check = () => (this.requests.length >= count ? resolve() : this.waiters.push(check));
      this.waiters.push(check);
    });
  }

  emit(...chunks: UIMessageChunk[]): void {
    for (const chunk of chunks) this.controller?.enqueue(chunk);
  }

  close(): void {
    this.controller?.close();
    this.controller = null;
  }

  fail(error: Error): void {
    this.controller?.error(error);
    this.controller = null;
  }
}

/** The chunks of a complete answer: start, a text block in pieces, finish with a thread id. */
export function answerChunks(text: string, { threadId = 'thread-1', pieces = 3 } = {}): UIMessageChunk[] {
  const size = Math.ceil(text.length / pieces);
  const deltas: UIMessageChunk[] = [];
  for (let i = 0; i < text.length; i += size)
    deltas.push({ type: 'text-delta', id: 't1', delta: text.slice(i, i + size) });
  return [
    { type: 'start' },
    { type: 'text-start', id: 't1' },
    ...deltas,
    { type: 'text-end', id: 't1' },
    { type: 'finish', threadId } as UIMessageChunk,
  ];
}
