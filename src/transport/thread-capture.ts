import type { ChatTransport, UIMessage, UIMessageChunk } from 'ai';

/** Reads a thread id from any chunk that can carry one: `finish.threadId` (spec) or `messageMetadata.threadId`. */
export function threadIdFromChunk(chunk: UIMessageChunk): string | undefined {
  const loose = chunk as { type: string; threadId?: unknown; messageMetadata?: unknown };
  if (loose.type === 'finish' && typeof loose.threadId === 'string' && loose.threadId) return loose.threadId;
  const metadata = loose.messageMetadata as { threadId?: unknown } | undefined;
  if (metadata && typeof metadata.threadId === 'string' && metadata.threadId) return metadata.threadId;
  return undefined;
}

/** Passes chunks through unchanged, reporting each thread id it sees. */
export function captureThreadId(
  onThreadId: (threadId: string) => void,
): TransformStream<UIMessageChunk, UIMessageChunk> {
  return new TransformStream({
    transform(chunk, controller) {
      const threadId = threadIdFromChunk(chunk);
      if (threadId) onThreadId(threadId);
      controller.enqueue(chunk);
    },
  });
}

/** Gives any transport (a host's own, a test's) the same thread capture as `DocsAssistantTransport`. */
export function withThreadCapture<M extends UIMessage>(
  transport: ChatTransport<M>,
  onThreadId: (threadId: string) => void,
): ChatTransport<M> {
  return new Proxy(transport, {
    get(target, property, receiver) {
      if (property !== 'sendMessages') return Reflect.get(target, property, receiver) as unknown;
      return async (options: Parameters<ChatTransport<M>['sendMessages']>[0]) =>
        (await target.sendMessages(options)).pipeThrough(captureThreadId(onThreadId));
    },
  });
}
