import type { IncomingMessage, ServerResponse } from 'node:http';
import { docsAnswer } from './docs-answer';
import type { ApiHandler } from './serve-static';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const event = (chunk: unknown) => `data: ${JSON.stringify(chunk)}\n\n`;

/**
 * The widget's endpoint for the bench: every question gets the same docs answer as a UI message stream (the
 * service's protocol), `chunkChars` characters per SSE event, `gapMs` apart, as a model's tokens arrive.
 */
export function streamingAnswers({
  chars,
  chunkChars,
  gapMs,
}: {
  chars: number;
  chunkChars: number;
  gapMs: number;
}): ApiHandler {
  const text = docsAnswer(chars).replace(/acme/g, 'stream');
  return async (request: IncomingMessage, response: ServerResponse) => {
    for await (const _ of request) {
      // The question itself does not matter; read it so the request completes.
    }
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      'x-vercel-ai-ui-message-stream': 'v1',
    });
    response.flushHeaders();
    response.write(event({ type: 'start' }));
    response.write(event({ type: 'text-start', id: 't1' }));
    for (let at = 0; at < text.length && !response.destroyed; at += chunkChars) {
      response.write(event({ type: 'text-delta', id: 't1', delta: text.slice(at, at + chunkChars) }));
      await wait(gapMs);
    }
    response.write(event({ type: 'text-end', id: 't1' }));
    response.write(event({ type: 'finish', threadId: 'bench-thread' }));
    response.end('data: [DONE]\n\n');
  };
}
