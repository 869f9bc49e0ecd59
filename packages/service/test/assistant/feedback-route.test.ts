// POST /discovery/v2/assistant/:domain/feedback: where a host forwards the widget's onFeedback. Same style as the
// message route: the assistant key, {error} naming the field, 404 for what is not stored, 405 with Allow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, DOMAIN, type Asked } from '../../../../test/support/seed-report';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';

let service: StartedLocalService;
let asked: Asked;
beforeAll(async () => {
  service = await startLocalService();
  asked = await ask(service, 'How do I install it?', '/getting-started');
});
afterAll(() => service.close());

const send = (body: unknown, key: string | undefined = service.assistantKey, method = 'POST', domain = DOMAIN) =>
  fetch(`${service.url}/discovery/v2/assistant/${domain}/feedback`, {
    method,
    headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), 'Content-Type': 'application/json' },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });

describe('feedback on a stored answer', () => {
  it('the answer id the stream sent (start chunk) is the one a rating names; rating again replaces it', async () => {
    expect(asked.answerId).toMatch(/_answer$/);
    const rated = await send({ threadId: asked.threadId, messageId: asked.answerId, value: 'negative' });
    expect(rated.status).toBe(200);
    expect(await rated.json()).toEqual({ threadId: asked.threadId, messageId: asked.answerId, value: 'negative' });
    const again = await send({ threadId: asked.threadId, messageId: asked.answerId, value: 'positive' });
    expect(again.status).toBe(200);
  });

  it('names the field that is wrong', async () => {
    const response = await send({ threadId: asked.threadId, messageId: asked.answerId, value: 'meh' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/^Invalid request: value: /);
    const missing = await send({ value: 'negative' });
    expect(((await missing.json()) as { error: string }).error).toMatch(/^Invalid request: threadId: .*; messageId: /);
  });

  it('404 for a thread or answer that is not stored, or a thread of another domain', async () => {
    expect(await (await send({ threadId: 'th_nope', messageId: asked.answerId, value: 'negative' })).json()).toEqual({
      error: 'Thread not found: th_nope.',
    });
    const noAnswer = await send({ threadId: asked.threadId, messageId: 'q_other', value: 'negative' });
    expect(noAnswer.status).toBe(404);
    expect(await noAnswer.json()).toEqual({ error: `No answer q_other in thread ${asked.threadId}.` });
    const otherDomain = await send(
      { threadId: asked.threadId, messageId: asked.answerId, value: 'negative' },
      service.assistantKey,
      'POST',
      'elsewhere',
    );
    expect(otherDomain.status).toBe(404);
  });

  it('needs the assistant key; other methods get 405 with Allow', async () => {
    const body = { threadId: asked.threadId, messageId: asked.answerId, value: 'negative' };
    expect((await send(body, '')).status).toBe(401);
    expect((await send(body, service.adminKey)).status).toBe(403);
    const wrongMethod = await send(body, service.assistantKey, 'GET');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });
});
