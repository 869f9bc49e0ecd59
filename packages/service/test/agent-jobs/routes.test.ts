import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentJobs, Job } from '../../src';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';
import { postJson } from '../support/helpers';

/** A stand-in runner: the routes' job is routing, auth, validation and status codes, not running agents. */
function stubJobs(): AgentJobs & { jobs: Map<string, Job & { prompts: string[] }> } {
  const jobs = new Map<string, Job & { prompts: string[] }>();
  let next = 1;
  const key = (projectId: string, id: string) => `${projectId}/${id}`;
  return {
    jobs,
    async create(projectId, prompt) {
      const job = {
        id: `job${next++}`,
        status: 'active' as const,
        source: { repository: 'file:///repo', ref: 'main' },
        model: 'stub',
        prLink: null,
        createdAt: new Date().toISOString(),
        archivedAt: null,
        prompts: [prompt],
      };
      jobs.set(key(projectId, job.id), job);
      return job;
    },
    async get(projectId, id) {
      return jobs.get(key(projectId, id));
    },
    async message(projectId, id, prompt) {
      const job = jobs.get(key(projectId, id));
      job?.prompts.push(prompt);
      return job;
    },
    async renderDiffPage(projectId, id) {
      return jobs.has(key(projectId, id)) ? `<!doctype html><title>Diff of ${id}</title>` : undefined;
    },
    async close() {},
  };
}

let service: StartedLocalService;
beforeAll(async () => {
  service = await startLocalService({ agentJobs: stubJobs(), rateLimits: { jobsPerProjectPerHour: 3 } });
});
afterAll(() => service.close());

const jobsUrl = (project = 'proj') => `${service.url}/v2/agent/${project}/job`;
const get = (url: string, key?: string) => fetch(url, { headers: key ? { Authorization: `Bearer ${key}` } : {} });

describe('agent job routes', () => {
  it('creates (201), gets (200) and messages (200) a job with the admin key', async () => {
    const created = await postJson(jobsUrl(), { prompt: 'Fix the typo on the install page' }, service.adminKey);
    expect(created.status).toBe(201);
    const job = (await created.json()) as Job;
    expect(job).toMatchObject({
      status: 'active',
      prLink: null,
      archivedAt: null,
      source: { repository: 'file:///repo' },
    });

    const fetched = await get(`${jobsUrl()}/${job.id}`, service.adminKey);
    expect(fetched.status).toBe(200);
    expect(((await fetched.json()) as Job).id).toBe(job.id);

    const followUp = await postJson(
      `${jobsUrl()}/${job.id}/message`,
      { prompt: 'Also the config page' },
      service.adminKey,
    );
    expect(followUp.status).toBe(200);
    expect(((await followUp.json()) as { prompts: string[] }).prompts).toEqual([
      'Fix the typo on the install page',
      'Also the config page',
    ]);

    const diff = await get(`${jobsUrl()}/${job.id}/diff`);
    expect(diff.status).toBe(200);
    expect(diff.headers.get('content-type')).toContain('text/html');
    expect(await diff.text()).toContain(`Diff of ${job.id}`);
  });

  it('answers 404 {error} for unknown jobs, and jobs of another project', async () => {
    const created = (await (await postJson(jobsUrl(), { prompt: 'x' }, service.adminKey)).json()) as Job;
    for (const response of [
      await get(`${jobsUrl()}/nope`, service.adminKey),
      await get(`${jobsUrl('other')}/${created.id}`, service.adminKey),
      await postJson(`${jobsUrl()}/nope/message`, { prompt: 'x' }, service.adminKey),
      await get(`${jobsUrl()}/nope/diff`),
    ]) {
      expect(response.status).toBe(404);
      expect(typeof ((await response.json()) as { error: unknown }).error).toBe('string');
    }
  });

  it('validates {prompt}: missing, empty or not a string → 400 naming it', async () => {
    for (const body of [{}, { prompt: '' }, { prompt: 42 }, 'not json']) {
      const response = await postJson(jobsUrl('validation'), body, service.adminKey);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/prompt|JSON/);
    }
  });

  it('needs the admin key: missing or unknown → 401, an assistant key → 403', async () => {
    expect((await postJson(jobsUrl(), { prompt: 'x' })).status).toBe(401);
    expect((await postJson(jobsUrl(), { prompt: 'x' }, 'mint_unknown_key')).status).toBe(401);
    expect((await postJson(jobsUrl(), { prompt: 'x' }, service.assistantKey)).status).toBe(403);
    expect((await get(`${jobsUrl()}/job1`, service.assistantKey)).status).toBe(403);
    expect((await get(`${jobsUrl()}/job1`)).status).toBe(401);
  });

  it('limits job creation per project per hour with 429 and Retry-After', async () => {
    for (let i = 0; i < 3; i++)
      expect((await postJson(jobsUrl('busy'), { prompt: `job ${i}` }, service.adminKey)).status).toBe(201);
    const refused = await postJson(jobsUrl('busy'), { prompt: 'one more' }, service.adminKey);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await postJson(jobsUrl('quiet'), { prompt: 'other project' }, service.adminKey)).status).toBe(201);
  });
});
