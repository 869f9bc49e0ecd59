import { describe, expect, it } from 'vitest';
import { serviceSearch } from '../../../src/search/service-source';

/** A search against a fetch that answers with `response`, as the service or a proxy in front of it might. */
function searchAnswered(response: Response) {
  const search = serviceSearch(() => ({
    domain: 'acme',
    baseUrl: 'https://api.example.com',
    apiKey: 'mint_dsc_test',
    fetch: async () => response,
  }));
  return search('install', { signal: new AbortController().signal, filter: undefined }).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('the service search source', () => {
  it('reports the search route’s own message ({ message }), its kind and Retry-After', async () => {
    const error = await searchAnswered(
      Response.json({ message: 'Too many searches' }, { status: 429, headers: { 'Retry-After': '12' } }),
    );
    expect(error).toMatchObject({
      kind: 'rate-limited',
      status: 429,
      retryAfter: 12,
      serviceMessage: 'Too many searches',
    });
  });

  it('reads { error } too, and says who answered when the body has no words for a reader (a proxy’s HTML page)', async () => {
    expect(await searchAnswered(Response.json({ error: 'Invalid key' }, { status: 401 }))).toMatchObject({
      kind: 'unauthorized',
      serviceMessage: 'Invalid key',
    });
    const fromProxy = await searchAnswered(new Response('<html><h1>502 Bad Gateway</h1></html>', { status: 502 }));
    expect(fromProxy).toMatchObject({ kind: 'server', status: 502, message: 'The search service answered 502.' });
    expect((fromProxy as { serviceMessage?: string }).serviceMessage).toBeUndefined();
  });
});
