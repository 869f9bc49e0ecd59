import type { ServerResponse } from 'node:http';
import type { AssistantHandler } from './widget-server';

const STREAM_HEADERS = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache',
  'x-vercel-ai-ui-message-stream': 'v1',
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const event = (chunk: unknown) => `data: ${JSON.stringify(chunk)}\n\n`;

/** The chunks of an answer whose text arrives in the given pieces. */
export function textChunks(pieces: string[], { threadId = 'thread-1' } = {}): unknown[] {
  return [
    { type: 'start' },
    { type: 'text-start', id: 't1' },
    ...pieces.map((delta) => ({ type: 'text-delta', id: 't1', delta })),
    { type: 'text-end', id: 't1' },
    { type: 'finish', threadId },
  ];
}

/**
 * Streams chunks as separate SSE events, `gapMs` apart so the page renders in between (one network write per
 * chunk, as a model's tokens arrive). `hold` leaves the response open after the last one: an answer still coming.
 */
export function streamAnswer(
  chunks: unknown[],
  {
    gapMs = 5,
    hold = false,
    before,
  }: {
    gapMs?: number;
    hold?: boolean;
    before?: { at: number; gate: Promise<void> } | Array<{ at: number; gate: Promise<void> }>;
  } = {},
): AssistantHandler {
  return async (_request, response: ServerResponse) => {
    response.writeHead(200, STREAM_HEADERS);
    response.flushHeaders();
    for (const [index, chunk] of chunks.entries()) {
      // A test can pause the stream before a chunk (or several), to look at the page while the answer is coming.
      for (const pause of [before ?? []].flat()) if (pause.at === index) await pause.gate;
      if (response.destroyed) return;
      response.write(event(chunk));
      if (gapMs > 0) await wait(gapMs);
    }
    if (!hold) response.end('data: [DONE]\n\n');
  };
}

/** A promise the test resolves by hand. */
export function gate(): { gate: Promise<void>; open(): void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { gate: promise, open };
}

/** A JSON error as the service sends one, with optional headers (`retry-after`). */
export function errorAnswer(status: number, error: string, headers: Record<string, string> = {}): AssistantHandler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify({ error }));
  };
}
