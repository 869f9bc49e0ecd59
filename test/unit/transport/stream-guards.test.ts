import { describe, expect, it } from 'vitest';
import type { UIMessageChunk } from 'ai';
import { AssistantRequestError } from '../../../src/core/errors';
import { requireFinish, withIdleTimeout } from '../../../src/transport/stream-guards';

const bytes = (text: string) => new TextEncoder().encode(text);

async function drain<T>(stream: ReadableStream<T>): Promise<{ items: T[]; error?: unknown }> {
  const items: T[] = [];
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { items };
      items.push(value);
    }
  } catch (error) {
    return { items, error };
  }
}

describe('withIdleTimeout', () => {
  it('ends a stalled body as interrupted after the pieces it did send, and cancels it', async () => {
    let cancelled: unknown;
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes('a'));
      },
      cancel(reason) {
        cancelled = reason;
      },
    });
    const { items, error } = await drain(withIdleTimeout(stalled, 30));
    expect(items).toHaveLength(1);
    expect(error).toBeInstanceOf(AssistantRequestError);
    expect((error as AssistantRequestError).kind).toBe('interrupted');
    expect(cancelled).toBe(error);
  });

  it('passes a body that keeps sending through unchanged', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes('a'));
        controller.enqueue(bytes('b'));
        controller.close();
      },
    });
    const { items, error } = await drain(withIdleTimeout(body, 1_000));
    expect(error).toBeUndefined();
    expect(items.map((b) => new TextDecoder().decode(b)).join('')).toBe('ab');
  });
});

describe('requireFinish', () => {
  const source = (chunks: UIMessageChunk[]) =>
    new ReadableStream<UIMessageChunk>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });

  it('errors a stream that closes before `finish`', async () => {
    const { items, error } = await drain(
      source([{ type: 'start' }, { type: 'text-start', id: 't' }]).pipeThrough(requireFinish()),
    );
    expect(items).toHaveLength(2);
    expect((error as AssistantRequestError).kind).toBe('interrupted');
  });

  it('lets a finished stream close', async () => {
    const { error } = await drain(source([{ type: 'start' }, { type: 'finish' }]).pipeThrough(requireFinish()));
    expect(error).toBeUndefined();
  });
});
