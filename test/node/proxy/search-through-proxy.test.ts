// Searches and page reads through `createAssistantProxy`: the one route a host mounts for questions takes them too,
// told apart by the body, with the proxy's key, validation and per-IP limit, against the local service and against a
// scripted one where the hosted service's own shapes matter.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAssistantProxy, type AssistantProxyOptions } from '../../../src/proxy';
import { startLocalService, type StartedLocalService } from '../../support/local-service';
import { startScriptedService } from './support/scripted-service';
import { serveHandler } from './support/serve-handler';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of cleanups.splice(0)) await close();
});

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const question = (text = 'How do I install it?') => ({
  fp: 'anonymous',
  messages: [{ id: `m${Math.random()}`, role: 'user', parts: [{ type: 'text', text }] }],
});

describe('search and page reads through the proxy, against the local service', () => {
  let service: StartedLocalService;
  beforeAll(async () => {
    service = await startLocalService();
  });
  afterAll(() => service.close());
  const proxy = (options: Partial<AssistantProxyOptions> = {}) =>
    serveHandler(
      createAssistantProxy({ apiKey: service.assistantKey, domain: 'acme', baseUrl: service.url, ...options }),
      cleanups,
    );
  const direct = (operation: string, body: unknown) =>
    fetch(`${service.url}/discovery/v1/${operation}/acme`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${service.assistantKey}` },
      body: JSON.stringify(body),
    });

  it('answers a search at the route questions go to, as the service answers it', async () => {
    const url = await proxy();
    const body = { query: 'rotate tokens', pageSize: 3, filter: { groups: ['guides'] } };
    const through = await post(url, body);
    expect(through.status).toBe(200);
    expect(through.headers.get('content-type')).toMatch(/application\/json/);
    const results = (await through.json()) as Array<{ path: string; metadata: { title: string } }>;
    expect(results[0]).toMatchObject({
      path: '/guides/authentication#rotating-tokens',
      metadata: { title: 'Authentication', heading: 'Rotating tokens' },
    });
    expect(results).toEqual(await (await direct('search', body)).json());
    // Questions still stream from the same route.
    const asked = await post(url, question());
    expect(asked.headers.get('content-type')).toContain('text/event-stream');
    expect(await asked.text()).toContain('"type":"finish"');
  });

  it('reads a page by a result’s path, and passes the 404 on with its message', async () => {
    const url = await proxy();
    const page = await post(url, { path: '/guides/authentication#rotating-tokens' });
    expect(page.status).toBe(200);
    expect(await page.json()).toEqual(await (await direct('page', { path: '/guides/authentication' })).json());
    const missing = await post(url, { path: '/guides/nope' });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { message: string }).message).toContain('No page at "/guides/nope"');
  });

  it('refuses what the service would refuse before forwarding: pageSize, a megabyte query, no kind', async () => {
    const url = await proxy();
    for (const [body, status, words] of [
      [{ query: 'token', pageSize: 51 }, 400, 'pageSize'],
      [{ query: 'token', pageSize: 0 }, 400, 'pageSize'],
      [{ query: '' }, 400, 'query'],
      [{ query: 'y'.repeat(9000) }, 413, 'The search query is too long'],
      [{ path: 7 }, 400, 'path'],
      [{ search: 'token' }, 400, 'expected a question (`messages`), a search (`query`) or a page read (`path`)'],
      ['[1]', 400, 'expected a question'],
    ] as const) {
      const response = await post(url, body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(status);
      expect(((await response.json()) as { error: string }).error).toContain(words);
    }
    // A body over the cap, given to the handler itself (over a socket, toNodeHandler may reset the upload instead).
    const handler = createAssistantProxy({ apiKey: service.assistantKey, domain: 'acme', baseUrl: service.url });
    const megabyte = JSON.stringify({ query: 'x'.repeat(2 * 1024 * 1024) });
    const response = await handler(new Request('http://host/api/assistant', { method: 'POST', body: megabyte }));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toContain('larger than');
  });

  it("passes the service's key refusal on: a proxy holding a key the service does not know gets 401", async () => {
    const url = await proxy({ apiKey: 'mint_dsc_unknown_to_the_service' });
    const response = await post(url, { query: 'token' });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toMatch(/^Invalid API key\. /);
    const page = await post(url, { path: '/' });
    expect(page.status).toBe(401);
  });

  it('counts searches and page reads per IP against the same limit, apart from questions', async () => {
    const url = await proxy({ rateLimit: { limit: 2, windowMs: 60_000 } });
    expect((await post(url, { query: 'token' })).status).toBe(200);
    expect((await post(url, { path: '/' })).status).toBe(200);
    const limited = await post(url, { query: 'token' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: string }).error).toMatch(/Too many searches/);
    for (let i = 0; i < 2; i++) {
      const asked = await post(url, question());
      expect(asked.status).toBe(200);
      await asked.text();
    }
    expect((await post(url, question())).status).toBe(429);
  });

  it('gives onRequest the kind and the validated body: it may refuse a search or narrow it', async () => {
    const seen: string[] = [];
    const url = await proxy({
      rateLimit: false,
      onRequest: (info) => {
        seen.push(info.kind);
        if (!info.request.headers.get('cookie')) return Response.json({ error: 'sign in' }, { status: 401 });
        if (info.kind === 'search') info.body.filter = { ...info.body.filter, groups: ['partners'] };
        if (info.kind === 'page') info.body.groups = ['partners'];
      },
    });
    expect((await post(url, { query: 'token' })).status).toBe(401);
    const signedIn = (body: unknown) =>
      fetch(url, { method: 'POST', headers: { cookie: 's=1' }, body: JSON.stringify(body) });
    const narrowed = (await (await signedIn({ query: 'token' })).json()) as Array<{ path: string }>;
    expect(narrowed.map((r) => r.path)).not.toContain('/guides/authentication#rotating-tokens');
    expect((await signedIn({ path: '/guides/authentication' })).status).toBe(404);
    expect(seen).toEqual(['search', 'search', 'page']);
  });
});

describe('search through the proxy, against the hosted service’s shapes', () => {
  it('forwards only query, pageSize and filter to /discovery/v1/search/{domain}, with the key', async () => {
    const upstream = await startScriptedService({
      'POST /discovery/v1/search/acme': [{ status: 200, body: [{ content: 'x', path: '/a', metadata: {} }] }],
    });
    cleanups.push(upstream.close);
    const url = await serveHandler(
      createAssistantProxy({ apiKey: 'mint_dsc_hosted', domain: 'acme', baseUrl: upstream.url }),
      cleanups,
    );
    const response = await post(url, { query: '  hooks ', filter: null, sneaky: 1, fp: 'x' });
    expect(await response.json()).toEqual([{ content: 'x', path: '/a', metadata: {} }]);
    expect(upstream.requests[0]).toMatchObject({
      path: '/discovery/v1/search/acme',
      authorization: 'Bearer mint_dsc_hosted',
      body: { query: 'hooks', pageSize: 10 },
    });
    expect(Object.keys(upstream.requests[0]?.body as object).sort()).toEqual(['pageSize', 'query']);
    await post(url, { query: 'hooks', pageSize: 50, filter: { version: 'v2' } });
    expect(upstream.requests[1]?.body).toEqual({ query: 'hooks', pageSize: 50, filter: { version: 'v2' } });
  });

  it("keeps the page operation's 404 { message } as message and error", async () => {
    const upstream = await startScriptedService({
      'POST /discovery/v1/page/acme': [{ status: 404, body: { message: 'Page not found' } }],
    });
    cleanups.push(upstream.close);
    const url = await serveHandler(
      createAssistantProxy({ apiKey: 'mint_dsc_hosted', domain: 'acme', baseUrl: upstream.url }),
      cleanups,
    );
    const response = await post(url, { path: '/missing' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Page not found', error: 'Page not found' });
    expect(upstream.requests[0]).toMatchObject({ path: '/discovery/v1/page/acme', body: { path: '/missing' } });
  });
});
