import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const types: Record<string, string> = { html: 'text/html', js: 'text/javascript', css: 'text/css' };

export type ApiHandler = (request: IncomingMessage, response: ServerResponse) => void | Promise<void>;

/**
 * Serves the bench pages on 127.0.0.1 with cross-origin isolation headers: only an isolated page gets
 * `performance.now()` at 5 µs resolution instead of 100 µs, which sub-millisecond updates need. Scripts and styles
 * are gzipped, as any CDN serves them, so Resource Timing's `transferSize` is what a reader downloads.
 * `POST /api/…` goes to `api` (the widget's answers).
 */
export async function serveStatic(root: string, api?: ApiHandler): Promise<{ url: string; server: Server }> {
  const gzipped = new Map<string, Buffer>();
  const server = createServer((request, response) => void respond(request, response));
  async function respond(request: IncomingMessage, response: ServerResponse) {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    if (api && path.startsWith('/api/')) {
      await api(request, response);
      return;
    }
    try {
      const extension = path.split('.').pop() ?? '';
      const headers: Record<string, string> = {
        'content-type': types[extension] ?? 'application/octet-stream',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
      };
      let body: Buffer = await readFile(join(root, path));
      if ((extension === 'js' || extension === 'css') && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
        const compressed = gzipped.get(path) ?? gzipSync(body, { level: 9 });
        gzipped.set(path, compressed);
        body = compressed;
        headers['content-encoding'] = 'gzip';
      }
      response.writeHead(200, headers);
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}
