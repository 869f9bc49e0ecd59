import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Browsers on other origins (a docs site, Storybook, the demo) call the service directly, as they do the hosted
 * one, so every response allows any origin. Auth is a bearer key, never a cookie, so echoing the origin lends a
 * page nothing it did not already hold.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Expose-Headers', 'X-Thread-Id, X-Thread-Key, Retry-After');
}

/** Answers a CORS preflight; true when the request was one. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'OPTIONS') return false;
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
    'Access-Control-Max-Age': '600',
  });
  res.end();
  return true;
}
