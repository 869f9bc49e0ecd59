import { jsonError } from './json-response';

// Hop-by-hop headers, and ones `fetch` already undid (it decompressed the body) or that would be wrong once
// re-framed. Cookies of the service's domain have no business on the host's.
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
  'set-cookie',
  'strict-transport-security',
]);

function passedHeaders(upstream: Response): Headers {
  const headers = new Headers();
  upstream.headers.forEach((value, name) => {
    if (!DROPPED.has(name.toLowerCase())) headers.set(name, value);
  });
  return headers;
}

/** Passes the service's stream through untouched: same body object, so every chunk is written as it arrives. */
export function streamingResponse(upstream: Response): Response {
  const headers = passedHeaders(upstream);
  // Reverse proxies (nginx) and compression middleware buffer event streams unless told not to.
  headers.set('X-Accel-Buffering', 'no');
  if (!headers.has('cache-control')) headers.set('Cache-Control', 'no-cache, no-transform');
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers });
}

/** A search's or page's JSON answer, passed through as it comes (never parsed: the widget reads it as untrusted). */
export function jsonPassThrough(upstream: Response): Response {
  const headers = passedHeaders(upstream);
  if (!headers.has('cache-control')) headers.set('Cache-Control', 'no-store');
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers });
}

/**
 * Keeps the service's status, error text and `Retry-After`, whatever shape its error body had: `{error}`, or the
 * page operation's `{message}` (service-api §1b), which `withMessage` keeps as `message` too for clients reading it.
 */
export async function upstreamErrorResponse(upstream: Response, { withMessage = false } = {}): Promise<Response> {
  const text = await upstream.text().catch(() => '');
  let message: string | undefined;
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown } | null;
    const said = body?.error ?? body?.message;
    if (typeof said === 'string') message = said;
  } catch {
    // Not JSON: an HTML error page is no message for a reader.
  }
  const retryAfter = upstream.headers.get('retry-after');
  const status = upstream.status >= 400 && upstream.status <= 599 ? upstream.status : 502;
  const error = message ?? `The assistant service answered ${upstream.status}.`;
  const headers: Record<string, string> = {
    'Cache-Control': 'no-store',
    ...(retryAfter ? { 'Retry-After': retryAfter } : {}),
  };
  return withMessage
    ? Response.json({ error, message: error }, { status, headers })
    : jsonError(status, error, headers);
}
