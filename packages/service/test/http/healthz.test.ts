import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';

let service: StartedLocalService;
beforeAll(async () => {
  service = await startLocalService();
});
afterAll(() => service.close());

it('/healthz answers GET and HEAD; any other method gets 405 with Allow', async () => {
  const ok = await fetch(`${service.url}/healthz`);
  expect(ok.status).toBe(200);
  expect(await ok.json()).toMatchObject({ ok: true });
  expect((await fetch(`${service.url}/healthz`, { method: 'HEAD' })).status).toBe(200);
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const refused = await fetch(`${service.url}/healthz`, { method });
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET, HEAD');
    expect(await refused.json()).toEqual({ error: `Method ${method} is not allowed on /healthz; use GET.` });
  }
});
