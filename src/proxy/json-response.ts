/** Every error the server pieces answer has the service's own shape, `{ "error": string }`. */
export function jsonError(status: number, error: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** Reads a JSON request body with a size cap, so one huge post cannot hold server memory. */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    return { ok: false, response: jsonError(413, `Request body is larger than ${maxBytes} bytes.`) };
  }
  let text: string;
  try {
    text = await readCapped(request, maxBytes);
  } catch (error) {
    if (error instanceof RangeError) return { ok: false, response: jsonError(413, error.message) };
    return { ok: false, response: jsonError(400, 'Request body could not be read.') };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: jsonError(400, 'Request body must be JSON.') };
  }
}

async function readCapped(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new RangeError(`Request body is larger than ${maxBytes} bytes.`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
