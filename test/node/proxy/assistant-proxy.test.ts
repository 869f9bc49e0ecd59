import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAssistantProxy, toNodeHandler, type AssistantProxyOptions } from '../../../src/proxy';
import { serveHandler } from './support/serve-handler';
import { startGatedStream } from './support/sse-upstream';

const KEY = 'mint_dsc_proxy_test';
const question = (extra: Record<string, unknown> = {}) => ({
  fp: 'anonymous',
  messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'How do I set the port?' }] }],
  ...extra,
});

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of cleanups.splice(0)) await close();
});

const serve = (handler: (request: Request) => Promise<Response>) => serveHandler(handler, cleanups);

async function proxyTo(upstreamUrl: string, options: Partial<AssistantProxyOptions> = {}) {
  return serve(createAssistantProxy({ apiKey: KEY, domain: 'acme', baseUrl: upstreamUrl, ...options }));
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('createAssistantProxy through toNodeHandler', () => {
  it('streams chunk by chunk: the first chunk arrives while the service still holds the second', async () => {
    const upstream = await startGatedStream();
    cleanups.push(upstream.close);
    const response = await post(await proxyTo(upstream.url), question());
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const first = decoder.decode((await reader.read()).value);
    expect(first).toContain('"type":"start"');
    expect(upstream.isFinished()).toBe(false);
    upstream.release();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value);
    expect(rest).toContain('data: [DONE]');
  });

  it('adds the key, forwards the spec body, and passes the stream headers through', async () => {
    const upstream = await startGatedStream();
    upstream.release();
    cleanups.push(upstream.close);
    const longPath = `/docs/${'a'.repeat(190)}`;
    const response = await post(
      await proxyTo(upstream.url),
      question({ currentPath: `  ${longPath}  `, retrievalPageSize: 50, sneaky: true }),
    );
    await response.text();
    expect(response.headers.get('x-thread-id')).toBe('thread-1');
    expect(response.headers.get('x-thread-key')).toBe('key-1');
    expect(response.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
    const forwarded = upstream.received[0]!;
    expect(forwarded.path).toBe('/discovery/v2/assistant/acme/message');
    expect(forwarded.headers.authorization).toBe(`Bearer ${KEY}`);
    const body = forwarded.body as Record<string, unknown>;
    expect(body.currentPath).toBe(longPath);
    expect(body.retrievalPageSize).toBe(50);
    expect(body).not.toHaveProperty('sneaky');
  });

  it('rejects an invalid body with 400 naming the field, without calling the service', async () => {
    const upstream = await startGatedStream();
    cleanups.push(upstream.close);
    const url = await proxyTo(upstream.url);
    const badRole = await post(url, question({ messages: [{ id: 'm1', role: 'robot', parts: [] }] }));
    expect(badRole.status).toBe(400);
    expect((await badRole.json()).error).toMatch(/^Invalid request: messages\.0\.role: /);
    const noFp = await post(url, { messages: question().messages });
    expect((await noFp.json()).error).toMatch(/^Invalid request: fp: /);
    // The contract refuses out-of-range values rather than clamping them (the widget clamps before it sends).
    const tooMany = await post(url, question({ retrievalPageSize: 500 }));
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error).toMatch(/^Invalid request: retrievalPageSize: /);
    const longPath = await post(url, question({ currentPath: `/${'a'.repeat(300)}` }));
    expect((await longPath.json()).error).toMatch(/^Invalid request: currentPath: /);
    const longQuestion = await post(url, {
      fp: 'anonymous',
      messages: [{ id: 'q', role: 'user', parts: [{ type: 'text', text: 'x'.repeat(9_000) }] }],
    });
    expect(longQuestion.status).toBe(413);
    const notJson = await fetch(url, { method: 'POST', body: '{' });
    expect(notJson.status).toBe(400);
    expect(upstream.received).toHaveLength(0);
  });

  it('limits each IP and says when to come back', async () => {
    const upstream = await startGatedStream();
    upstream.release();
    cleanups.push(upstream.close);
    const url = await proxyTo(upstream.url, { rateLimit: { limit: 2, windowMs: 60_000 } });
    for (let i = 0; i < 2; i++) expect((await post(url, question())).status).toBe(200);
    const limited = await post(url, question());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatch(/Too many/);
    expect(upstream.received).toHaveLength(2);
  });

  it('accepts a body an Express-style parser already consumed', async () => {
    const upstream = await startGatedStream();
    upstream.release();
    cleanups.push(upstream.close);
    const adapter = toNodeHandler(createAssistantProxy({ apiKey: KEY, domain: 'acme', baseUrl: upstream.url }));
    const server: Server = createServer(async (req, res) => {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      Object.assign(req, { body: JSON.parse(raw) });
      adapter(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
    const response = await post(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, question());
    expect(response.status).toBe(200);
    await response.text();
    expect(upstream.received[0]?.body).toMatchObject({ fp: 'anonymous', messages: [{ id: 'm1' }] });
  });

  it('answers 502 with an {error} when the service cannot be reached', async () => {
    const response = await post(await proxyTo('http://127.0.0.1:1'), question());
    expect(response.status).toBe(502);
    expect((await response.json()).error).toMatch(/could not be reached/);
  });

  it('passes a service error through with its status, message and Retry-After', async () => {
    const handler = createAssistantProxy({
      apiKey: KEY,
      domain: 'acme',
      fetch: async () =>
        Response.json({ error: 'monthly limit reached' }, { status: 429, headers: { 'Retry-After': '30' } }),
    });
    const response = await handler(
      new Request('http://host/api', { method: 'POST', body: JSON.stringify(question()) }),
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({ error: 'monthly limit reached' });
  });

  it('lets onRequest refuse or rewrite the request', async () => {
    let forwarded: unknown;
    const handler = createAssistantProxy({
      apiKey: KEY,
      domain: 'acme',
      rateLimit: false,
      fetch: async (_url, init) => {
        forwarded = JSON.parse(init?.body as string);
        return new Response('data: [DONE]\n\n', { headers: { 'content-type': 'text/event-stream' } });
      },
      onRequest: ({ request, ...info }) => {
        if (!request.headers.get('cookie')) return Response.json({ error: 'sign in' }, { status: 401 });
        if (info.kind === 'message') info.body.fp = 'user-42';
      },
    });
    const anonymous = await handler(
      new Request('http://host/api', { method: 'POST', body: JSON.stringify(question()) }),
    );
    expect(anonymous.status).toBe(401);
    const signedIn = await handler(
      new Request('http://host/api', { method: 'POST', headers: { cookie: 's=1' }, body: JSON.stringify(question()) }),
    );
    expect(signedIn.status).toBe(200);
    expect(forwarded).toMatchObject({ fp: 'user-42' });
  });
});

describe('server entry key safety', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const ask = () =>
    new Request('https://docs.example/api/assistant', {
      method: 'POST',
      body: JSON.stringify({
        fp: 'anonymous',
        messages: [{ id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Hi' }] }],
        retrievalPageSize: 5,
      }),
    });

  it('is created without its key (a build imports the route with no secrets), and answers a clear 500 until it has one', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = createAssistantProxy({ apiKey: process.env.DOCS_ASSISTANT_TEST_UNSET_KEY!, domain: 'acme' });
    for (let i = 0; i < 2; i++) {
      const response = await handler(ask());
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(((await response.json()) as { error: string }).error).toMatch(/not configured on this server/);
    }
    // What to set, for the operator, once; nothing of it in the response.
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toMatch(/createAssistantProxy.*`apiKey` is required/);
  });

  it('refuses an admin key in the assistant proxy, on first use, without echoing it to the caller', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = createAssistantProxy({ apiKey: 'mint_admin_secret', domain: 'acme' });
    const response = await handler(ask());
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('mint_');
    expect(String(log.mock.calls[0]![0])).toMatch(/not an assistant key/);
  });

  it('refuses to run in a browser, at call time', () => {
    const g = globalThis as Record<string, unknown>;
    g.window = {};
    g.document = {};
    try {
      expect(() => createAssistantProxy({ apiKey: KEY, domain: 'acme' })).toThrow(/called in a browser/);
    } finally {
      delete g.window;
      delete g.document;
    }
  });
});
