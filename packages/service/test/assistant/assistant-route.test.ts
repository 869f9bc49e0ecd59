import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';
import { answerText, postJson, readChunks, userMessage } from '../support/helpers';

let service: StartedLocalService;
let endpoint: string;

beforeAll(async () => {
  service = await startLocalService();
  endpoint = `${service.url}/discovery/v2/assistant/acme/message`;
});
afterAll(() => service.close());

const ask = (body: unknown, key: string | undefined = service.assistantKey) => postJson(endpoint, body, key);
const valid = (text = 'How do I rotate an expiring token?') => ({ fp: 'anonymous', messages: [userMessage(text)] });

async function expectError(response: Response, status: number, field?: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: unknown };
  expect(typeof body.error).toBe('string');
  if (field) expect(body.error).toContain(field);
}

describe('POST /discovery/v2/assistant/:domain/message', () => {
  it('streams a UI message stream: search tool part, answer text, suggestions and finish with threadId', async () => {
    const response = await ask({ ...valid(), retrievalPageSize: 3 });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('x-vercel-ai-ui-message-stream')).toBe('v1');
    const threadId = response.headers.get('x-thread-id');
    expect(threadId).toBeTruthy();
    expect(response.headers.get('x-thread-key')).toBeTruthy();

    const chunks = await readChunks(response);
    expect(chunks[0]?.type).toBe('start');
    const input = chunks.find((c) => c.type === 'tool-input-available');
    expect(input).toMatchObject({ toolName: 'search', input: { query: 'How do I rotate an expiring token?' } });
    const output = chunks.find((c) => c.type === 'tool-output-available') as {
      output: { results: Array<{ path: string; metadata: { title: string } }> };
    };
    expect(output.output.results.length).toBeGreaterThan(0);
    expect(output.output.results.length).toBeLessThanOrEqual(3);
    expect(output.output.results[0]).toMatchObject({
      path: '/guides/authentication#rotating-tokens',
      metadata: { title: expect.stringContaining('Rotating tokens') },
    });

    const deltas = chunks.filter((c) => c.type === 'text-delta');
    expect(deltas.length).toBeGreaterThan(5);
    const text = answerText(chunks);
    expect(text).toContain('[Authentication › Rotating tokens](/guides/authentication#rotating-tokens)');
    // The section's code block arrives whole.
    expect(text).toContain(
      "```ts\nimport { refreshToken } from 'acme-widgets';\n\nconst token = await refreshToken(oldToken);\n```",
    );
    expect(chunks[chunks.length - 1]).toMatchObject({ type: 'finish', threadId });
  });

  it('continues a thread with its key, and returns no new key', async () => {
    const first = await ask(valid('How do I install it?'));
    const threadId = first.headers.get('x-thread-id');
    const threadKey = first.headers.get('x-thread-key');
    await first.text();
    const next = await ask({ ...valid('And how do I upgrade?'), threadId, threadKey });
    expect(next.status).toBe(200);
    expect(next.headers.get('x-thread-id')).toBe(threadId);
    expect(next.headers.get('x-thread-key')).toBeNull();
    const chunks = await readChunks(next);
    expect(chunks[chunks.length - 1]).toMatchObject({ type: 'finish', threadId });
  });

  it('answers 404 for a threadId without its key, with a wrong key, or unknown', async () => {
    const first = await ask(valid());
    const threadId = first.headers.get('x-thread-id');
    await first.text();
    await expectError(await ask({ ...valid(), threadId }), 404);
    await expectError(await ask({ ...valid(), threadId, threadKey: 'tk_wrong' }), 404);
    await expectError(await ask({ ...valid(), threadId: 'th_nope', threadKey: 'tk_wrong' }), 404);
  });

  it('refuses malformed bodies with 400 naming the field', async () => {
    await expectError(await ask({ messages: [userMessage('hi')] }), 400, 'fp');
    await expectError(await ask({ fp: '', messages: [userMessage('hi')] }), 400, 'fp');
    await expectError(await ask({ fp: 'anonymous', messages: [] }), 400, 'messages');
    await expectError(await ask({ fp: 'anonymous' }), 400, 'messages');
    await expectError(await ask({ ...valid(), currentPath: `/${'a'.repeat(200)}` }), 400, 'currentPath');
    await expectError(await ask({ ...valid(), context: [{ type: 'image', value: 'x' }] }), 400, 'context.0.type');
    await expectError(await ask({ ...valid(), retrievalPageSize: 0 }), 400, 'retrievalPageSize');
    await expectError(await ask({ ...valid(), filter: { groups: 'guides' } }), 400, 'filter.groups');
    await expectError(
      await ask({ fp: 'x', messages: [{ id: '1', role: 'user', parts: 'hi' }] }),
      400,
      'messages.0.parts',
    );
    await expectError(await ask('{"fp": "anonymous", '), 400, 'JSON');
    await expectError(await ask('[1, 2]'), 400, 'object');
  });

  it('accepts a currentPath of exactly 200 characters', async () => {
    const response = await ask({ ...valid(), currentPath: `/${'a'.repeat(199)}` });
    expect(response.status).toBe(200);
    await response.text();
  });

  it('refuses a body over the size limit with 413 and keeps serving', async () => {
    const huge = { ...valid(), context: [{ type: 'textSelection', value: 'x'.repeat(2 * 1024 * 1024) }] };
    await expectError(await ask(huge), 413);
    const after = await ask(valid());
    expect(after.status).toBe(200);
    await after.text();
  });

  it('checks keys: missing or unknown → 401, an admin key → 403', async () => {
    await expectError(await postJson(endpoint, valid()), 401);
    await expectError(await ask(valid(), 'mint_dsc_not_configured'), 401);
    await expectError(await ask(valid(), 'sk_other_vendor'), 401);
    await expectError(await ask(valid(), service.adminKey), 403);
  });

  it('answers a CORS preflight and exposes the thread headers to other origins', async () => {
    const preflight = await fetch(endpoint, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:6006',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:6006');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');

    const response = await postJson(endpoint, valid(), service.assistantKey, {
      headers: {
        Origin: 'http://localhost:6006',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${service.assistantKey}`,
      },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:6006');
    expect(response.headers.get('access-control-expose-headers')).toContain('X-Thread-Key');
    await response.text();
  });

  it('lets the page context steer the search: a selection joins the question, the current page ranks higher', async () => {
    const sources = async (body: unknown) => {
      const chunks = await readChunks(await ask(body));
      const output = chunks.find((c) => c.type === 'tool-output-available') as {
        output: { results: Array<{ path: string }> };
      };
      return output.output.results.map((r) => r.path);
    };
    const vague = valid('What does this do?');
    const withSelection = await sources({
      ...vague,
      context: [
        { type: 'textSelection', value: 'const token = await refreshToken(oldToken);', path: '/guides/authentication' },
      ],
    });
    expect(withSelection[0]).toBe('/guides/authentication#rotating-tokens');
    const withCode = await sources({
      ...vague,
      context: [{ type: 'code', value: 'COPY dist/ /usr/share/nginx/html' }],
    });
    expect(withCode[0]).toBe('/reference/deployment#docker');

    const question = valid('What is the default?');
    expect((await sources(question))[0]).not.toMatch(/^\/reference\/configuration-v1/);
    expect((await sources({ ...question, currentPath: '/reference/configuration-v1' }))[0]).toMatch(
      /^\/reference\/configuration-v1/,
    );
  });

  it('says so, with no sources, when nothing in the docs matches', async () => {
    const chunks = await readChunks(await ask(valid('zzzqqq xyzzy')));
    const output = chunks.find((c) => c.type === 'tool-output-available') as { output: { results: unknown[] } };
    expect(output.output.results).toEqual([]);
    expect(answerText(chunks)).toMatch(/couldn't find/i);
  });

  it('answers unknown routes with 404 {error}', async () => {
    await expectError(await fetch(`${service.url}/nope`), 404);
    await expectError(await fetch(endpoint), 405);
  });
});
