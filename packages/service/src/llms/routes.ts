import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../http/respond';
import { findPage } from '../retrieval/page-key';
import type { DocsPages } from './docs-pages';
import { llmsFullTxt, llmsTxt, type LlmsSite } from './llms-txt';

const TEXT = 'text/plain; charset=utf-8';
const MARKDOWN = 'text/markdown; charset=utf-8';

/**
 * `GET /llms.txt`, `GET /llms-full.txt` and `GET /<page>.md`, open like the docs site they describe. `pathname` as
 * sent, percent-encoded: `findPage` decodes it once. Returns
 * false for a path that is none of these (a `.md` that is no page falls through to the static site, then 404).
 */
export async function serveLlms(
  pages: DocsPages,
  site: LlmsSite,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<boolean> {
  const isList = pathname === '/llms.txt';
  const isFull = pathname === '/llms-full.txt';
  const page = !isList && !isFull && /\.md$/i.test(pathname) ? findPage(pages, pathname, { encoded: true }) : undefined;
  if (!isList && !isFull && !page) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    throw new HttpError(405, `Method ${req.method} is not allowed here; use GET.`, { Allow: 'GET, HEAD' });
  }
  if (isFull) {
    await streamText(req, res, llmsFullTxt(pages, site));
    return true;
  }
  const body = isList ? llmsTxt(pages, site) : page?.markdown;
  // A page whose file cannot be read now (its warning said why) is no page: static, then 404.
  if (body === undefined) return false;
  res.writeHead(200, {
    'Content-Type': isList ? TEXT : MARKDOWN,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-cache',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/**
 * Writes the pieces as they come, waiting whenever the socket's buffer is full: a 100 MB corpus is sent a page
 * at a time, never held as one string, and a client that reads slowly (or leaves) holds up only itself. After
 * each piece it also lets the event loop run: a fast client's socket takes write after write without filling,
 * and 20 such downloads written back to back held a /healthz beside them for seconds.
 */
async function streamText(req: IncomingMessage, res: ServerResponse, pieces: Iterable<string>): Promise<void> {
  res.writeHead(200, { 'Content-Type': TEXT, 'Cache-Control': 'no-cache' });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  for (const piece of pieces) {
    if (res.destroyed) return;
    if (res.write(piece)) await new Promise((resolve) => setImmediate(resolve));
    else await drained(res);
  }
  res.end();
}

/** Resolves when the response can take more, or is closed. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}
