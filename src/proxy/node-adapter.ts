import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { rememberClientIp } from './client-ip';

type FetchHandler = (request: Request) => Promise<Response>;
/** Express's parsed body, when a body parser ran before us. */
type MaybeParsed = IncomingMessage & { body?: unknown; originalUrl?: string };

function toRequest(req: MaybeParsed, signal: AbortSignal): Request {
  const proto = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const url = new URL(req.originalUrl ?? req.url ?? '/', `${proto}://${req.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const init: RequestInit & { duplex?: 'half' } = { method: req.method ?? 'GET', headers, signal };
  if (init.method !== 'GET' && init.method !== 'HEAD') {
    if (req.body !== undefined) {
      // express.json() already consumed the stream; re-serialise what it parsed.
      init.body =
        typeof req.body === 'string'
          ? req.body
          : req.body instanceof Uint8Array
            ? new Uint8Array(req.body)
            : JSON.stringify(req.body);
      headers.delete('content-length');
    } else {
      init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
      init.duplex = 'half';
    }
  }
  const request = new Request(url, init);
  rememberClientIp(request, req.socket.remoteAddress);
  return request;
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText, headers);
  if (!response.body) return void res.end();
  const reader = response.body.getReader();
  res.on('close', () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    // Written as each chunk arrives: no collecting, so the reader sees tokens while the service still sends them.
    if (!res.write(value)) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}

/**
 * Adapts a standard fetch handler to `node:http` and Express: `app.post('/api/assistant', toNodeHandler(proxy))` or
 * `http.createServer(toNodeHandler(proxy))`. The client closing the connection aborts `request.signal`.
 */
export function toNodeHandler(handler: FetchHandler) {
  return (req: IncomingMessage, res: ServerResponse, next?: (error?: unknown) => void): void => {
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    const run = async () => writeResponse(await handler(toRequest(req, controller.signal)), res);
    run().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      if (next) return next(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Internal error in the docs-assistant handler.' }));
    });
  };
}
