/** Small HTTP helpers shared by the service suites. */
export function userMessage(text: string, id = `m_${Math.random().toString(36).slice(2)}`) {
  return { id, role: 'user' as const, parts: [{ type: 'text' as const, text }] };
}

export async function postJson(url: string, body: unknown, key?: string, init: RequestInit = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (key) headers.Authorization = `Bearer ${key}`;
  return fetch(url, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

/** The `data:` chunks of a UI message stream response, `[DONE]` excluded. */
export async function readChunks(response: Response): Promise<Array<Record<string, unknown>>> {
  const text = await response.text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
    .map((line) => JSON.parse(line.slice(6)) as Record<string, unknown>);
}

export function answerText(chunks: Array<Record<string, unknown>>): string {
  return chunks
    .filter((c) => c.type === 'text-delta')
    .map((c) => c.delta)
    .join('');
}
