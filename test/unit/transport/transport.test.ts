import type { UIMessageChunk } from 'ai';
import { describe, expect, it, vi } from 'vitest';
import { DocsAssistantKeyError } from '../../../src/core/api-key';
import { AssistantRequestError } from '../../../src/core/errors';
import type { AssistantMessage } from '../../../src/core/types';
import { createAssistantStore } from '../../../src/store/assistant-store';
import { sessionFromStore } from '../../../src/store/session';
import { DocsAssistantTransport } from '../../../src/transport/docs-assistant-transport';
import { errorResponse, sseResponse } from '../../support/sse';

const question = (id: string, text: string, metadata?: AssistantMessage['metadata']): AssistantMessage => ({
  id,
  role: 'user',
  parts: [{ type: 'text', text }],
  ...(metadata ? { metadata } : {}),
});

const answerStream = (threadId: string) => [
  { type: 'start', messageId: 'a1' },
  { type: 'text-start', id: 't' },
  { type: 'text-delta', id: 't', delta: 'Hello' },
  { type: 'text-end', id: 't' },
  { type: 'finish', threadId },
];

function setup(options: Partial<ConstructorParameters<typeof DocsAssistantTransport>[0]> = {}) {
  const store = createAssistantStore({ domain: 'acme', storage: null });
  const fetch = vi.fn<typeof globalThis.fetch>(async () => sseResponse(answerStream('thread-1')));
  const transport = new DocsAssistantTransport({
    domain: 'acme',
    baseUrl: 'https://api.example.com/',
    session: sessionFromStore(store),
    getCurrentPath: () => '/docs/install',
    fetch,
    ...options,
  });
  const send = async (messages: AssistantMessage[]) => {
    const stream = await transport.sendMessages({
      trigger: 'submit-message',
      chatId: 'chat-1',
      messageId: undefined,
      messages,
      abortSignal: undefined,
    });
    const chunks: UIMessageChunk[] = [];
    for await (const chunk of stream as unknown as AsyncIterable<UIMessageChunk>) chunks.push(chunk);
    return chunks;
  };
  const request = (n = 0) => {
    const [url, init] = fetch.mock.calls[n]!;
    return { url: url as string, init: init!, body: JSON.parse(init!.body as string) as Record<string, unknown> };
  };
  return { store, fetch, transport, send, request };
}

describe('DocsAssistantTransport request', () => {
  it('posts exactly the spec body to the domain endpoint, and nothing of the AI SDK', async () => {
    const { send, request } = setup({ filter: { version: 'v2' }, retrievalPageSize: 8 });
    await send([
      question('u1', 'How do I install?', {
        context: [{ type: 'textSelection', value: 'npm i acme', path: '/docs/install', elementId: 'install' }],
        createdAt: 1,
      }),
    ]);
    const { url, body, init } = request();
    expect(url).toBe('https://api.example.com/discovery/v2/assistant/acme/message');
    expect(init.method).toBe('POST');
    expect(body).toEqual({
      fp: 'anonymous',
      messages: [{ id: 'u1', role: 'user', parts: [{ type: 'text', text: 'How do I install?' }] }],
      retrievalPageSize: 8,
      filter: { version: 'v2' },
      context: [{ type: 'textSelection', value: 'npm i acme', path: '/docs/install', elementId: 'install' }],
      currentPath: '/docs/install',
    });
  });

  it('keeps only text parts of history and never sends metadata, tool output or sources', async () => {
    const { send, request } = setup();
    const history: AssistantMessage[] = [
      question('u1', 'First?'),
      {
        id: 'a1',
        role: 'assistant',
        metadata: { threadId: 't' },
        parts: [
          {
            type: 'tool-search',
            toolCallId: 'c',
            state: 'output-available',
            input: { query: 'x' },
            output: { results: [] },
          } as never,
          { type: 'source-url', sourceId: 's', url: 'https://x.dev' },
          { type: 'text', text: 'Answer one' },
        ],
      },
      question('u2', 'Second?'),
    ];
    await send(history);
    expect(request().body.messages).toEqual([
      { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'First?' }] },
      { id: 'a1', role: 'assistant', parts: [{ type: 'text', text: 'Answer one' }] },
      { id: 'u2', role: 'user', parts: [{ type: 'text', text: 'Second?' }] },
    ]);
  });

  it('trims a path over 200 characters instead of sending one the service rejects', async () => {
    const { send, request } = setup({ getCurrentPath: () => `/${'a'.repeat(300)}` });
    await send([question('u1', 'Hi')]);
    expect(String(request().body.currentPath)).toHaveLength(200);
  });

  it('sends the assistant key as a bearer token', async () => {
    const { send, request } = setup({ apiKey: 'mint_dsc_public123' });
    await send([question('u1', 'Hi')]);
    expect(new Headers(request().init.headers).get('authorization')).toBe('Bearer mint_dsc_public123');
  });

  it('sends to `api` verbatim when a proxy is configured', async () => {
    const { send, request } = setup({ api: '/api/assistant' });
    await send([question('u1', 'Hi')]);
    expect(request().url).toBe('/api/assistant');
  });

  it('refuses an admin key before any request, saying why and what to use', () => {
    const fetch = vi.fn();
    const create = () =>
      new DocsAssistantTransport({
        domain: 'acme',
        apiKey: 'mint_AdminSecret',
        session: sessionFromStore(createAssistantStore({ domain: 'acme', storage: null })),
        fetch,
      });
    expect(create).toThrow(DocsAssistantKeyError);
    expect(create).toThrow(/admin or index keys.*mint_dsc_.*createAssistantProxy/s);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('DocsAssistantTransport thread', () => {
  it('continues the thread on the second turn with the id from `finish` and the key from the header', async () => {
    const { send, request, fetch, store } = setup();
    fetch.mockResolvedValueOnce(
      sseResponse(answerStream('thread-42'), { headers: { 'X-Thread-Id': 'thread-42', 'X-Thread-Key': 'key-42' } }),
    );
    await send([question('u1', 'First?')]);
    expect(request(0).body).not.toHaveProperty('threadId');
    expect(store.getState()).toMatchObject({ threadId: 'thread-42', threadKey: 'key-42' });

    fetch.mockResolvedValueOnce(sseResponse(answerStream('thread-42'), { headers: { 'X-Thread-Id': 'thread-42' } }));
    await send([question('u1', 'First?'), question('u2', 'Second?')]);
    expect(request(1).body).toMatchObject({ threadId: 'thread-42', threadKey: 'key-42' });
  });

  it('takes the thread id from message metadata when the finish chunk has none', async () => {
    const { send, fetch, store } = setup();
    fetch.mockResolvedValueOnce(
      sseResponse([{ type: 'start', messageMetadata: { threadId: 'meta-thread' } }, { type: 'finish' }]),
    );
    await send([question('u1', 'Hi')]);
    expect(store.getState().threadId).toBe('meta-thread');
  });
});

describe('DocsAssistantTransport errors', () => {
  const failWith = async (response: Response | Error) => {
    const { send, fetch } = setup();
    if (response instanceof Error) fetch.mockRejectedValueOnce(response);
    else fetch.mockResolvedValueOnce(response);
    return send([question('u1', 'Hi')]).then(
      () => undefined,
      (error: unknown) => error as AssistantRequestError,
    );
  };

  it.each([
    [400, 'bad-request'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [500, 'server'],
    [503, 'server'],
  ] as const)('reports %i as %s with the service’s own message', async (status, kind) => {
    const error = await failWith(errorResponse(status, `service says ${status}`));
    expect(error).toBeInstanceOf(AssistantRequestError);
    expect(error).toMatchObject({ kind, status, serviceMessage: `service says ${status}` });
  });

  it('reports 429 with the seconds from Retry-After', async () => {
    const error = await failWith(errorResponse(429, 'Too many requests', { 'Retry-After': '30' }));
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, retryAfter: 30 });
  });

  it('reports a failed connection as a network error', async () => {
    const error = await failWith(new TypeError('Failed to fetch'));
    expect(error).toMatchObject({ kind: 'network' });
  });

  it('reports an HTML page where a stream belongs as an invalid response', async () => {
    const error = await failWith(new Response('<html>Gateway</html>', { headers: { 'content-type': 'text/html' } }));
    expect(error).toMatchObject({ kind: 'invalid-response' });
  });
});
