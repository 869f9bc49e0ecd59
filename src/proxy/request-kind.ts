/** What a request to the one proxy route asks for. */
export type ProxyRequestKind = 'message' | 'search' | 'page';

/**
 * The one route a host mounts takes all three operations, told apart by the body's own required field: `messages`
 * (a question), else `query` (a search), else `path` (a page read). The widget sends each to the same `api` URL, so a
 * host's `app/api/assistant/route.ts` (or Express route, or Worker) serves search with no new file or path pattern.
 */
export function requestKind(body: unknown): ProxyRequestKind | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  if ('messages' in body) return 'message';
  if ('query' in body) return 'search';
  if ('path' in body) return 'page';
  return undefined;
}
