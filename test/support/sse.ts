/** Encodes UI message stream chunks as the service sends them: SSE `data:` lines ending with `[DONE]`. */
export function sseBody(chunks: unknown[], { done = true } = {}): string {
  return chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('') + (done ? 'data: [DONE]\n\n' : '');
}

/** A real streaming `Response` whose body arrives in the given pieces, as the service's would. */
export function sseResponse(
  chunks: unknown[],
  init: { headers?: Record<string, string>; status?: number } = {},
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`));
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
  });
  return new Response(body, {
    status: init.status ?? 200,
    headers: {
      'content-type': 'text/event-stream',
      'x-vercel-ai-ui-message-stream': 'v1',
      ...init.headers,
    },
  });
}

/** A JSON error response as the service sends one. */
export function errorResponse(status: number, error: string, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify({ error }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
