import type { ChatTransport, UIMessageChunk } from 'ai';
import { AssistantRequestError, type AssistantErrorKind } from '../../src/core/errors';
import type { AssistantMessage } from '../../src/core/types';
import { richAnswer, type CannedStep } from './canned-answers';

type SendOptions = Parameters<ChatTransport<AssistantMessage>['sendMessages']>[0];

/** A failure as plain data, so it can live in story args (the manager serialises args; class instances don't). */
export interface CannedFailure {
  kind: AssistantErrorKind;
  status?: number;
  /** Seconds, as the service's `Retry-After` header would say. */
  retryAfter?: number;
}

export interface CannedTransportOptions {
  /** The chunks (and pauses) that answer a question. Default: a cited answer with code, a table and follow-ups. */
  answer?: (question: string) => CannedStep[];
  /** Pause between chunks, so streaming is visible. Default 30 ms. */
  chunkDelayMs?: number;
  /** Pause before the response "arrives", so the thinking state shows. Default 300 ms. */
  latencyMs?: number;
  /** Reject requests with this error, as the HTTP transport does for a 4xx/5xx or a dropped connection. */
  fail?: AssistantRequestError | CannedFailure;
  /** How many requests fail before the rest are answered (so "Try again" visibly works). Default: all of them. */
  failTimes?: number;
  /** Emit this many steps of the answer, then stall forever: a still of an answer mid-stream. */
  stallAfterChunks?: number;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('aborted', 'AbortError'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      },
      { once: true },
    );
  });

function toError(fail: AssistantRequestError | CannedFailure): AssistantRequestError {
  if (fail instanceof AssistantRequestError) return fail;
  const { kind, status, retryAfter } = fail;
  return new AssistantRequestError(kind, status ? `HTTP ${status} (canned)` : `${kind} (canned)`, {
    status,
    retryAfter,
  });
}

/** The text of the newest user message: what the reader just asked. */
function lastQuestion(messages: AssistantMessage[]): string {
  const user = messages.findLast((m) => m.role === 'user');
  return user?.parts.flatMap((p) => (p.type === 'text' ? [p.text] : [])).join('') ?? '';
}

/**
 * A `ChatTransport` for stories: answers every question by streaming scripted UI message chunks with small delays,
 * or fails the way the HTTP transport would, or stalls mid-answer. No network, no server.
 */
export class CannedTransport implements ChatTransport<AssistantMessage> {
  private failuresLeft: number;

  constructor(private readonly options: CannedTransportOptions = {}) {
    this.failuresLeft = options.fail ? (options.failTimes ?? Number.POSITIVE_INFINITY) : 0;
  }

  async sendMessages({ messages, abortSignal }: SendOptions): Promise<ReadableStream<UIMessageChunk>> {
    const { answer = richAnswer, chunkDelayMs = 30, latencyMs = 300, fail, stallAfterChunks } = this.options;
    await sleep(latencyMs, abortSignal);
    if (fail && this.failuresLeft > 0) {
      this.failuresLeft -= 1;
      throw toError(fail);
    }
    const steps = answer(lastQuestion(messages));
    const shown = stallAfterChunks === undefined ? steps : steps.slice(0, stallAfterChunks);
    return new ReadableStream<UIMessageChunk>({
      async start(controller) {
        // Stop must end even a stalled stream, as aborting a fetch ends its body.
        abortSignal?.addEventListener(
          'abort',
          () => {
            try {
              controller.error(new DOMException('aborted', 'AbortError'));
            } catch {
              // Already closed.
            }
          },
          { once: true },
        );
        try {
          for (const step of shown) {
            if ('pauseMs' in step) {
              await sleep(step.pauseMs, abortSignal);
              continue;
            }
            controller.enqueue(step);
            await sleep(chunkDelayMs, abortSignal);
          }
          // A stalled stream stays open until the reader presses Stop.
          if (stallAfterChunks === undefined) controller.close();
        } catch {
          // Aborted mid-answer: the abort listener has ended the stream already.
        }
      },
    });
  }

  async reconnectToStream(): Promise<ReadableStream<UIMessageChunk> | null> {
    return null;
  }
}
