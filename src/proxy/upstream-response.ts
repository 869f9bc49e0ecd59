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

/** Passes the service's stream through untouched: same body object, so every chunk is written as it arrives. */
export function streamingResponse(upstream: Response): Response {
  const headers = new Headers();
  upstream.headers.forEach((value, name) => {
    if (!DROPPED.has(name.toLowerCase())) headers.set(name, value);
  });
  // Reverse proxies (nginx) and compression middleware buffer event streams unless told not to.
  headers.set('X-Accel-Buffering', 'no');
  if (!headers.has('cache-control')) headers.set('Cache-Control', 'no-cache, no-transform');
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers });
}

/** Keeps the service's status, `{error}` text and `Retry-After`, whatever shape its error body had. */
export async function upstreamErrorResponse(upstream: Response): Promise<Response> {
  const text = await upstream.text().catch(() => '');
  let message: string | undefined;
  try {
    const error = (JSON.parse(text) as { error?: unknown } | null)?.error;
    if (typeof error === 'string') message = error;
  } catch {
    // Not JSON: an HTML error page is no message for a reader.
  }
  const retryAfter = upstream.headers.get('retry-after');
  const status = upstream.status >= 400 && upstream.status <= 599 ? upstream.status : 502;
  return jsonError(
    status,
    message ?? `The assistant service answered ${upstream.status}.`,
    retryAfter ? { 'Retry-After': retryAfter } : {},
  );
}
