import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAgentProxy } from '../../../src/proxy';
import { job, startScriptedService } from '../proxy/support/scripted-service';

const JOBS = '/v2/agent/proj/job';
let service: Awaited<ReturnType<typeof startScriptedService>> | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

async function proxy(
  routes: Parameters<typeof startScriptedService>[0],
  authorize: (r: Request) => boolean | Response = (r) => r.headers.get('cookie') === 'session=maintainer',
) {
  service = await startScriptedService(routes);
  return createAgentProxy({ apiKey: 'mint_admin_proxy', projectId: 'proj', baseUrl: service.url, authorize });
}

const maintainer = { cookie: 'session=maintainer', 'content-type': 'application/json' };

describe('createAgentProxy', () => {
  it('creates, reads and follows up on jobs for an authorised maintainer, keeping the key server-side', async () => {
    const handler = await proxy({
      [`POST ${JOBS}`]: [{ status: 201, body: job('j1', 'active') }],
      [`GET ${JOBS}/j1`]: [{ status: 200, body: job('j1', 'completed') }],
      [`POST ${JOBS}/j1/message`]: [{ status: 200, body: job('j1', 'active') }],
    });
    const created = await handler(
      new Request('http://docs.test/api/agent/job', {
        method: 'POST',
        headers: maintainer,
        body: JSON.stringify({ prompt: 'Fix the typo' }),
      }),
    );
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ id: 'j1', status: 'active', createdAt: '2026-11-01T10:00:00.000Z' });
    const read = await handler(new Request('http://docs.test/api/agent/job/j1', { headers: maintainer }));
    expect(await read.json()).toMatchObject({ status: 'completed', prLink: 'https://github.com/acme/docs/pull/j1' });
    const followUp = await handler(
      new Request('http://docs.test/api/agent/job/j1/message', {
        method: 'POST',
        headers: maintainer,
        body: JSON.stringify({ prompt: 'Also the title' }),
      }),
    );
    expect(followUp.status).toBe(200);
    expect(service!.requests.map((r) => r.authorization)).toEqual(Array(3).fill('Bearer mint_admin_proxy'));
  });

  it('answers 403 to someone authorize() rejects, and lets authorize() answer its own 401', async () => {
    const handler = await proxy({}, (r) =>
      r.headers.get('cookie') ? false : Response.json({ error: 'sign in' }, { status: 401 }),
    );
    const stranger = await handler(
      new Request('http://docs.test/api/agent/job/j1', { headers: { cookie: 'session=reader' } }),
    );
    expect(stranger.status).toBe(403);
    const anonymous = await handler(new Request('http://docs.test/api/agent/job/j1'));
    expect(anonymous.status).toBe(401);
    expect(service!.requests).toHaveLength(0);
  });

  it('refuses an empty prompt and a non-JSON post without calling the service', async () => {
    const handler = await proxy({});
    const empty = await handler(
      new Request('http://docs.test/api/agent/job', {
        method: 'POST',
        headers: maintainer,
        body: JSON.stringify({ prompt: ' ' }),
      }),
    );
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toMatch(/prompt/);
    const form = await handler(
      new Request('http://docs.test/api/agent/job', {
        method: 'POST',
        headers: { cookie: maintainer.cookie, 'content-type': 'text/plain' },
        body: 'prompt=x',
      }),
    );
    expect(form.status).toBe(415);
    expect(service!.requests).toHaveLength(0);
  });

  it('passes the service status and message through, and 404s unknown routes', async () => {
    const handler = await proxy({
      [`GET ${JOBS}/j9`]: [{ status: 429, body: { error: 'too many jobs' }, headers: { 'Retry-After': '60' } }],
    });
    const limited = await handler(new Request('http://docs.test/api/agent/job/j9', { headers: maintainer }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toEqual({ error: 'too many jobs' });
    expect(service!.requests).toHaveLength(1);
    const unknown = await handler(new Request('http://docs.test/api/agent/jobs-list', { headers: maintainer }));
    expect(unknown.status).toBe(404);
  });

  it('refuses an assistant key on first use with a 500 and one log line, and a missing authorize() at once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = createAgentProxy({ apiKey: 'mint_dsc_x', projectId: 'p', authorize: () => true });
    const response = await handler(new Request('https://docs.example/api/agent/job/j1'));
    expect(response.status).toBe(500);
    expect(String(log.mock.calls[0]![0])).toMatch(/createAgentProxy: .*assistant key/);
    expect(() => createAgentProxy({ apiKey: 'mint_admin', projectId: 'p' } as never)).toThrow(/authorize/);
    log.mockRestore();
  });
});
