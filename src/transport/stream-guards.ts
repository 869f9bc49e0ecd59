import type { UIMessageChunk } from 'ai';
import { AssistantRequestError } from '../core/errors';

/**
 * 30 s without a byte: long past any pause a real answer makes (the service streams its search result first, then
 * tokens), short enough that a reader is not left watching a frozen answer with no way to retry.
 */
export const DEFAULT_IDLE_TIMEOUT_MS = 30_000;

/**
 * Ends a response body that stops sending bytes for `idleMs` with an `interrupted` error, and cancels it (which
 * closes the connection). Without this a stalled proxy or server leaves the reader awaiting `read()` forever and the
 * widget stuck in "streaming", with no retry. `idleMs <= 0` or `Infinity` turns it off.
 */
export function withIdleTimeout(stream: ReadableStream<Uint8Array>, idleMs: number): ReadableStream<Uint8Array> {
  if (!(idleMs > 0) || !Number.isFinite(idleMs)) return stream;
  const reader = stream.getReader();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const stalled = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () =>
            reject(
              new AssistantRequestError('interrupted', `No data from the assistant service for ${idleMs / 1000} s.`),
            ),
          idleMs,
        );
      });
      try {
        const result = await Promise.race([reader.read(), stalled]);
        if (result.done) controller.close();
        else controller.enqueue(result.value);
      } catch (error) {
        reader.cancel(error).catch(() => undefined);
        controller.error(error);
      } finally {
        clearTimeout(timer);
      }
    },
    cancel(reason) {
      clearTimeout(timer);
      return reader.cancel(reason);
    },
  });
}

/**
 * A stream that closes cleanly but never sent `finish` was cut short (a proxy timing out, a server restarting): end
 * it as `interrupted` so the partial answer is marked and retry is offered, rather than shown as complete.
 */
export function requireFinish(): TransformStream<UIMessageChunk, UIMessageChunk> {
  let finished = false;
  return new TransformStream({
    transform(chunk, controller) {
      if (chunk.type === 'finish' || chunk.type === 'abort') finished = true;
      controller.enqueue(chunk);
    },
    flush(controller) {
      if (!finished)
        controller.error(new AssistantRequestError('interrupted', 'The answer stream ended before it finished.'));
    },
  });
}
