import { afterEach, describe, expect, it } from 'vitest';
import { AgentApiError, AgentJobTimeoutError, createAgentClient, type Timing } from '../../../src/proxy';
import { job, startScriptedService } from '../proxy/support/scripted-service';

const ADMIN_KEY = 'mint_admin_test_key';
const JOBS = '/v2/agent/proj/job';

/** A clock that only moves when the client sleeps: every wait is recorded, none is spent. */
function fakeTiming(): Timing & { delays: number[] } {
  let now = 1_000_000;
  const delays: number[] = [];
  return {
    delays,
    now: () => now,
    random: () => 0.5,
    sleep: async (ms, signal) => {
      if (signal?.aborted) throw signal.reason;
      delays.push(ms);
      now += ms;
    },
  };
}

let service: Awaited<ReturnType<typeof startScriptedService>> | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

async function clientFor(routes: Parameters<typeof startScriptedService>[0], timing = fakeTiming()) {
  service = await startScriptedService(routes);
  const client = createAgentClient({ apiKey: ADMIN_KEY, projectId: 'proj', baseUrl: service.url, timing });
  return { client, timing, requests: service.requests };
}

describe('createAgentClient', () => {
  it('creates a job with the prompt and bearer key, parsing dates and keeping unknown fields', async () => {
    const { client, requests } = await clientFor({
      [`POST ${JOBS}`]: [{ status: 201, body: job('j1', 'active', { branch: 'agent/j1' }) }],
    });
    const created = await client.createJob('Document the --port flag');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: JOBS,
      authorization: `Bearer ${ADMIN_KEY}`,
      body: { prompt: 'Document the --port flag' },
    });
    expect(created.status).toBe('active');
    expect(created.createdAt).toBeInstanceOf(Date);
    expect(created.createdAt.toISOString()).toBe('2026-11-01T10:00:00.000Z');
    expect(created.archivedAt).toBeNull();
    expect(created.branch).toBe('agent/j1');
  });

  it('refuses an empty prompt before any request', async () => {
    const { client, requests } = await clientFor({});
    await expect(client.createJob('   ')).rejects.toThrow(/prompt is empty/);
    await expect(client.sendMessage('j1', '')).rejects.toThrow(/prompt is empty/);
    expect(requests).toHaveLength(0);
  });

  it('sends follow-ups to the job message route', async () => {
    const { client, requests } = await clientFor({
      [`POST ${JOBS}/j1/message`]: [{ status: 200, body: job('j1', 'active') }],
    });
    await client.sendMessage('j1', 'Also mention the env var');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: `${JOBS}/j1/message`,
      body: { prompt: 'Also mention the env var' },
    });
  });

  it('retries 429 and 500, waiting at least what Retry-After asks', async () => {
    const { client, timing, requests } = await clientFor({
      [`GET ${JOBS}/j1`]: [
        { status: 429, body: { error: 'slow down' }, headers: { 'Retry-After': '7' } },
        { status: 500, body: { error: 'boom' } },
        { status: 200, body: job('j1', 'active') },
      ],
    });
    const got = await client.getJob('j1');
    expect(got.id).toBe('j1');
    expect(requests).toHaveLength(3);
    expect(timing.delays[0]).toBe(7000);
    // Second retry: no Retry-After, so backoff (base 1 s doubled once, equal jitter at random 0.5 => 1.5 s).
    expect(timing.delays[1]).toBe(1500);
  });

  it('gives up at once on 400, 401, 403 and 404 with the service message', async () => {
    for (const status of [400, 401, 403, 404]) {
      const { client, timing, requests } = await clientFor({
        [`GET ${JOBS}/nope`]: [{ status, body: { error: `said ${status}` } }],
      });
      const error = await client.getJob('nope').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AgentApiError);
      expect(error).toMatchObject({ status, serviceMessage: `said ${status}` });
      expect(requests).toHaveLength(1);
      expect(timing.delays).toEqual([]);
      await service!.close();
      service = undefined;
    }
  });

  it('stops retrying after maxRetries and reports the last answer with its Retry-After', async () => {
    service = await startScriptedService({
      [`GET ${JOBS}/j1`]: [{ status: 503, body: { error: 'down' }, headers: { 'Retry-After': '2' } }],
    });
    const timing = fakeTiming();
    const client = createAgentClient({
      apiKey: ADMIN_KEY,
      projectId: 'proj',
      baseUrl: service.url,
      timing,
      retry: { maxRetries: 2 },
    });
    const error = await client.getJob('j1').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, retryAfter: 2, serviceMessage: 'down' });
    expect(service.requests).toHaveLength(3);
  });

  it('waitForJob polls until a final status, reporting each read', async () => {
    const { client, timing } = await clientFor({
      [`GET ${JOBS}/j1`]: [
        { status: 200, body: job('j1', 'active') },
        { status: 200, body: job('j1', 'active') },
        { status: 200, body: job('j1', 'completed') },
      ],
    });
    const seen: string[] = [];
    const final = await client.waitForJob('j1', { pollInterval: 1000, onUpdate: (j) => seen.push(j.status) });
    expect(final.prLink).toBe('https://github.com/acme/docs/pull/j1');
    expect(seen).toEqual(['active', 'active', 'completed']);
    // The interval grows ×1.5 between polls (jitter at its midpoint).
    expect(timing.delays).toEqual([1000, 1500]);
  });

  it('waitForJob does not retry past its timeout budget', async () => {
    const { client, requests } = await clientFor({
      [`GET ${JOBS}/j1`]: [{ status: 429, body: { error: 'limited' }, headers: { 'Retry-After': '120' } }],
    });
    const error = await client.waitForJob('j1', { timeout: 60_000 }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, retryAfter: 120 });
    expect(requests).toHaveLength(1);
  });

  it('waitForJob times out with the last job it saw', async () => {
    const { client } = await clientFor({ [`GET ${JOBS}/j1`]: [{ status: 200, body: job('j1', 'active') }] });
    const error = await client.waitForJob('j1', { pollInterval: 1000, timeout: 5000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AgentJobTimeoutError);
    expect((error as AgentJobTimeoutError).job?.status).toBe('active');
  });

  it('waitForJob stops when its signal aborts', async () => {
    const timing = fakeTiming();
    const controller = new AbortController();
    const { client, requests } = await clientFor(
      { [`GET ${JOBS}/j1`]: [{ status: 200, body: job('j1', 'active') }] },
      timing,
    );
    const reason = new Error('user stopped');
    const waiting = client.waitForJob('j1', {
      signal: controller.signal,
      onUpdate: () => {
        if (requests.length === 2) controller.abort(reason);
      },
    });
    await expect(waiting).rejects.toBe(reason);
    expect(requests).toHaveLength(2);
  });

  it('reports an unreachable service as an AgentApiError without a status', async () => {
    const client = createAgentClient({
      apiKey: ADMIN_KEY,
      projectId: 'proj',
      baseUrl: 'http://127.0.0.1:1',
      timing: fakeTiming(),
      retry: { maxRetries: 1 },
    });
    const error = await client.getJob('j1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AgentApiError);
    expect((error as AgentApiError).status).toBeUndefined();
    expect((error as AgentApiError).message).toMatch(/Could not reach/);
  });
});

describe('key safety', () => {
  it('refuses an assistant key where the admin key belongs, on first use (creating it at import must not throw)', async () => {
    const client = createAgentClient({ apiKey: 'mint_dsc_public', projectId: 'p' });
    await expect(client.createJob('Fix the typo')).rejects.toThrow(/assistant key/);
    await expect(client.getJob('j1')).rejects.toThrow(/assistant key/);
  });
});
