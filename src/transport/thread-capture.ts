import type { UIMessageChunk } from 'ai';

/** Reads a thread id from any chunk that can carry one: `finish.threadId` (spec) or `messageMetadata.threadId`. */
export function threadIdFromChunk(chunk: UIMessageChunk): string | undefined {
  const loose = chunk as { type: string; threadId?: unknown; messageMetadata?: unknown };
  if (loose.type === 'finish' && typeof loose.threadId === 'string' && loose.threadId) return loose.threadId;
  const metadata = loose.messageMetadata as { threadId?: unknown } | undefined;
  if (metadata && typeof metadata.threadId === 'string' && metadata.threadId) return metadata.threadId;
  return undefined;
}

/** Passes chunks through unchanged, reporting each thread id it sees. */
export function captureThreadId(onThreadId: (threadId: string) => void): TransformStream<UIMessageChunk, UIMessageChunk> {
  return new TransformStream({
    transform(chunk, controller) {
      const threadId = threadIdFromChunk(chunk);
      if (threadId) onThreadId(threadId);
      controller.enqueue(chunk);
    },
  });
}
