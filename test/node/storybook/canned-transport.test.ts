// The stories' canned transport: what each story relies on (a failure that clears on retry, a stall that Stop ends).
import type { UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { AssistantRequestError } from '../../../src/core/errors';
import type { AssistantMessage } from '../../../src/core/types';
import { CannedTransport, type CannedTransportOptions } from '../../../stories/support/canned-transport';

const question: AssistantMessage = { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'How do I install?' }] };
const fast: CannedTransportOptions = { chunkDelayMs: 0, latencyMs: 0 };

function send(transport: CannedTransport, abortSignal?: AbortSignal) {
  return transport.sendMessages({
    trigger: 'submit-message',
    chatId: 'c',
    messageId: undefined,
    messages: [question],
    abortSignal,
  });
}

async function readAll(stream: ReadableStream<UIMessageChunk>): Promise<UIMessageChunk[]> {
  const chunks: UIMessageChunk[] = [];
  for await (const chunk of stream as unknown as AsyncIterable<UIMessageChunk>) chunks.push(chunk);
  return chunks;
}

describe('CannedTransport', () => {
  it('streams a cited answer to the question asked, ending with the thread id', async () => {
    const chunks = await readAll(await send(new CannedTransport(fast)));
    expect(chunks[0]).toEqual({ type: 'start' });
    expect(chunks).toContainEqual(
      expect.objectContaining({ type: 'tool-input-available', input: { query: 'How do I install?' } }),
    );
    const text = chunks.flatMap((c) => (c.type === 'text-delta' ? [c.delta] : [])).join('');
    expect(text).toContain('```suggestions\n(How do I choose a region?)[/configuration#region]');
    expect(text).toContain('| `region` | `us` |');
    expect(chunks.at(-1)).toEqual({ type: 'finish', threadId: 'thread-canned-1' });
  });

  it('fails the first `failTimes` requests with the given error, then answers', async () => {
    const transport = new CannedTransport({
      ...fast,
      fail: { kind: 'rate-limited', status: 429, retryAfter: 30 },
      failTimes: 1,
    });
    const failure = await send(transport).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AssistantRequestError);
    expect(failure).toMatchObject({ kind: 'rate-limited', status: 429, retryAfter: 30 });
    expect((await readAll(await send(transport))).at(-1)).toMatchObject({ type: 'finish' });
  });

  it('stalls after the given number of steps until the request is aborted', async () => {
    const abort = new AbortController();
    const reader = (await send(new CannedTransport({ ...fast, stallAfterChunks: 2 }), abort.signal)).getReader();
    expect((await reader.read()).value).toEqual({ type: 'start' });
    expect((await reader.read()).value).toMatchObject({ type: 'tool-input-available' });
    const next = reader.read();
    abort.abort();
    await expect(next).rejects.toMatchObject({ name: 'AbortError' });
  });
});
