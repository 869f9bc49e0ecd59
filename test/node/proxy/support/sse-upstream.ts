import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake assistant service that streams two SSE chunks and holds the second until `release()`: a proxy that
 * buffers cannot deliver the first chunk before then.
 */
export async function startGatedStream() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const received: Array<{ headers: IncomingMessage['headers']; body: unknown; path: string }> = [];
  let finished = false;
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    received.push({ headers: req.headers, body: JSON.parse(raw), path: req.url ?? '' });
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'x-vercel-ai-ui-message-stream': 'v1',
      'x-thread-id': 'thread-1',
      'x-thread-key': 'key-1',
    });
    res.write('data: {"type":"start"}\n\n');
    await gate;
    res.write('data: {"type":"finish","threadId":"thread-1"}\n\ndata: [DONE]\n\n');
    res.end();
    finished = true;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    release,
    isFinished: () => finished,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
