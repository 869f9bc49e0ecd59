// The agent contract has no idempotency key: every POST the service acts on starts another job — another pull
// request. Against a service that acts and then fails, the client must send it once; against one that surely did
// not act (429, connection refused), it may send it again.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AgentApiError, AgentOutcomeUnknownError, createAgentClient, type Timing } from '../../../src/proxy';
import { runAgentCli } from '../../../packages/service/test/support/run-cli';
import { job } from '../proxy/support/scripted-service';

/** Waits are recorded, never spent. */
function fakeTiming(): Timing & { delays: number[] } {
  let now = 1_000_000;
  const delays: number[] = [];
  return { delays, now: () => now, random: () => 0.5, sleep: async (ms) => void (delays.push(ms), (now += ms)) };
}

type Failure = '500-after-acting' | 'drop-after-acting' | '429-then-ok';

/** A service that really creates jobs (and takes follow-ups), then fails the way a test asks. */
async function startActingService(failure: Failure) {
  const created: string[] = [];
  const followUps: string[] = [];
  let posts = 0;
  const server: Server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.method !== 'POST') return void res.writeHead(404).end();
    posts++;
    if (failure === '429-then-ok' && posts === 1) {
      // Refused before acting: nothing is created.
      return void res
        .writeHead(429, { 'Retry-After': '3', 'content-type': 'application/json' })
        .end('{"error":"slow"}');
    }
    const { prompt } = JSON.parse(raw) as { prompt: string };
    const followUp = /\/job\/([^/]+)\/message$/.exec(req.url ?? '');
    if (followUp) followUps.push(prompt);
    else created.push(`job_${created.length + 1}`);
    const id = followUp?.[1] ?? created.at(-1)!;
    if (failure === 'drop-after-acting') return void req.socket.destroy();
    if (failure === '500-after-acting') {
      return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"database timeout"}');
    }
    res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify(job(id, 'completed')));
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    created,
    followUps,
    posts: () => posts,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

let service: Awaited<ReturnType<typeof startActingService>> | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

const clientOf = (baseUrl: string, timing = fakeTiming()) =>
  createAgentClient({ apiKey: 'mint_admin_once', projectId: 'proj', baseUrl, timing });

describe('creating a job is never sent twice when the service may have acted', () => {
  it('a 500 after the job was created: exactly one job, and an error saying it may exist', async () => {
    service = await startActingService('500-after-acting');
    const timing = fakeTiming();
    const error = await clientOf(service.url, timing)
      .createJob('Document --port')
      .catch((e: unknown) => e);
    expect(service.created).toEqual(['job_1']);
    expect(service.posts()).toBe(1);
    expect(timing.delays).toEqual([]);
    expect(error).toBeInstanceOf(AgentOutcomeUnknownError);
    expect((error as Error).message).toMatch(
      /^The request to create a job may have been carried out: the service answered 500/,
    );
    expect((error as AgentApiError).serviceMessage).toBe('database timeout');
  });

  it('a connection lost after the request was sent: exactly one job', async () => {
    service = await startActingService('drop-after-acting');
    const error = await clientOf(service.url)
      .createJob('Document --port')
      .catch((e: unknown) => e);
    expect(service.created).toEqual(['job_1']);
    expect(error).toBeInstanceOf(AgentOutcomeUnknownError);
    expect((error as Error).message).toMatch(/the connection was lost after the request was sent/);
  });

  it('a follow-up answered 500 is not sent again either', async () => {
    service = await startActingService('500-after-acting');
    const error = await clientOf(service.url)
      .sendMessage('job_7', 'Also the env var')
      .catch((e: unknown) => e);
    expect(service.followUps).toEqual(['Also the env var']);
    expect(error).toBeInstanceOf(AgentOutcomeUnknownError);
    expect((error as Error).message).toMatch(/^The request to send a follow-up to job job_7 may have been carried out/);
  });

  it('a 429 is retried after its Retry-After: the service did not act, and one job results', async () => {
    service = await startActingService('429-then-ok');
    const timing = fakeTiming();
    const created = await clientOf(service.url, timing).createJob('Document --port');
    expect(created.id).toBe('job_1');
    expect(service.created).toEqual(['job_1']);
    expect(service.posts()).toBe(2);
    expect(timing.delays).toEqual([3000]);
  });

  it('a connection refused (nothing sent) is retried, then reported as unreachable, not as "may exist"', async () => {
    const closed = createServer();
    await new Promise<void>((ready) => closed.listen(0, '127.0.0.1', ready));
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    const retries: number[] = [];
    const client = createAgentClient({
      apiKey: 'mint_admin_once',
      projectId: 'proj',
      baseUrl: `http://127.0.0.1:${port}`,
      timing: fakeTiming(),
      retry: { maxRetries: 2 },
      onRetry: ({ attempt }) => retries.push(attempt),
    });
    const error = await client.createJob('Document --port').catch((e: unknown) => e);
    expect(retries).toEqual([1, 2]);
    expect(error).toBeInstanceOf(AgentApiError);
    expect(error).not.toBeInstanceOf(AgentOutcomeUnknownError);
    expect((error as Error).message).toMatch(/Could not reach/);
  });
});

describe('docs-assistant agent after a request that may have acted', () => {
  const KEY = { DOCS_ASSISTANT_ADMIN_KEY: 'mint_admin_cli' };

  it('creating: exit 3, one job on the service, and how to check before running it again', async () => {
    service = await startActingService('500-after-acting');
    const result = await runAgentCli(['Document --port', '--project', 'proj', '--base-url', service.url], KEY);
    expect(service.created).toEqual(['job_1']);
    expect(result.code).toBe(3);
    expect(result.stderr).toBe(
      '✗ The service may have created the job: the request failed after reaching it (Agent API 500 (service error): database timeout). Not sent again, so no second job starts.\n' +
        'Before running this again, look for the new job: a pull request or a docs-assistant/job-… branch in the docs repository.\n',
    );
  });

  it('a follow-up: exit 3 and the command that shows whether the job took it', async () => {
    service = await startActingService('500-after-acting');
    const result = await runAgentCli(
      ['Also the env var', '--follow-up', 'job_7', '--project', 'proj', '--base-url', service.url],
      KEY,
    );
    expect(service.followUps).toHaveLength(1);
    expect(result.code).toBe(3);
    expect(result.stderr.split('\n')[1]).toBe(
      'Check with: docs-assistant agent --job job_7 --project proj (active again means it took the follow-up).',
    );
  });
});
