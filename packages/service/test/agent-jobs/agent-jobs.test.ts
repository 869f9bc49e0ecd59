import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAgentJobs, type AgentJobs, type AgentJobsOptions } from '../../src/agent-jobs/index';
import { agent, createTempRepo, gitIn } from './temp-repo';

const PUBLIC_URL = 'http://127.0.0.1:3210';
let scratch: ReturnType<typeof createTempRepo>;
const opened: AgentJobs[] = [];

function open(overrides: Partial<AgentJobsOptions> = {}): AgentJobs {
  const jobs = createAgentJobs({
    dataDir: scratch.dataDir,
    repo: scratch.repo,
    publicUrl: () => PUBLIC_URL,
    ...overrides,
  });
  opened.push(jobs);
  return jobs;
}

beforeEach(() => {
  scratch = createTempRepo();
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((jobs) => jobs.close()));
  scratch.cleanup();
});

describe('agent jobs', () => {
  it('runs the agent in a worktree branch, commits its change and links the diff page', async () => {
    const jobs = open({ agentCommand: agent('edit-docs.mjs') });
    const created = await jobs.create('acme', 'Document the <b>--dry-run</b> flag');
    expect(created).toMatchObject({ status: 'active', prLink: null, archivedAt: null, model: 'edit-docs.mjs' });
    expect(created.source).toEqual({ repository: expect.stringMatching(/^file:\/\//), ref: 'main' });
    expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);

    const done = await jobs.settled('acme', created.id);
    expect(done?.status).toBe('completed');
    expect(done?.prLink).toBe(`${PUBLIC_URL}/v2/agent/acme/job/${created.id}/diff`);
    expect(done?.output).toContain('edited docs/notes.md');

    // The change lives on the job's branch only; the maintainer's checkout is untouched.
    const notes = gitIn(scratch.repo, 'show', `docs-assistant/job-${created.id}:docs/notes.md`);
    expect(notes).toContain(`- Document the <b>--dry-run</b> flag (job ${created.id}, env matches)`);
    expect(existsSync(join(scratch.repo, 'docs', 'notes.md'))).toBe(false);

    const page = await jobs.renderDiffPage('acme', created.id);
    expect(page).toContain('+- Document the &lt;b&gt;--dry-run&lt;/b&gt; flag');
    expect(page).not.toContain('<b>--dry-run</b>');
  });

  it('completes with a null prLink when the agent changes nothing', async () => {
    const jobs = open({ agentCommand: agent('no-change.mjs') });
    const { id } = await jobs.create('acme', 'Is the install page right?');
    const done = await jobs.settled('acme', id);
    expect(done).toMatchObject({ status: 'completed', prLink: null, error: null });
    expect(await jobs.renderDiffPage('acme', id)).toContain('This branch changes no files.');
  });

  it('fails with the command output when the agent exits non-zero, committing nothing', async () => {
    const jobs = open({ agentCommand: agent('fail.mjs') });
    const { id } = await jobs.create('acme', 'Fix the typo');
    const done = await jobs.settled('acme', id);
    expect(done).toMatchObject({ status: 'failed', prLink: null });
    expect(done?.error).toMatch(/exited with code 1/);
    expect(done?.output).toContain('error: could not find the page to edit');
    expect(gitIn(scratch.repo, 'rev-list', '--count', `main..docs-assistant/job-${id}`)).toBe('0');
  });

  it('kills the whole process group of an agent that runs past the timeout', async () => {
    const pidFile = join(scratch.base, 'agent.pid');
    const jobs = open({ agentCommand: `AGENT_PID_FILE=${pidFile} ${agent('sleep.mjs')}`, timeoutMs: 1_000 });
    const { id } = await jobs.create('acme', 'Think forever');
    const done = await jobs.settled('acme', id);
    expect(done).toMatchObject({ status: 'failed', prLink: null });
    expect(done?.error).toMatch(/timed out after 1s/);
    expect(done?.output).toContain('thinking…');
    // A killed process is gone once the kernel next schedules it: on a busy machine that is not at once (seen
    // running just after the job settled). A bound on the wait, not a speed check; one never killed still fails.
    const pid = Number(readFileSync(pidFile, 'utf8'));
    await expect.poll(() => isRunning(pid), { timeout: 10_000 }).toBe(false);
  });

  it('runs a follow-up message on the same branch and is active until it finishes', async () => {
    const jobs = open({ agentCommand: agent('edit-docs.mjs') });
    const { id } = await jobs.create('acme', 'first');
    await jobs.settled('acme', id);
    const followed = await jobs.message('acme', id, 'second');
    expect(followed).toMatchObject({ status: 'active', prLink: null, prompts: ['first', 'second'] });

    const done = await jobs.settled('acme', id);
    expect(done?.status).toBe('completed');
    expect(done?.prLink).toContain(`/job/${id}/diff`);
    const notes = gitIn(scratch.repo, 'show', `docs-assistant/job-${id}:docs/notes.md`);
    expect(notes.split('\n').map((line) => line.split(' (')[0])).toEqual(['- first', '- second']);
    expect(gitIn(scratch.repo, 'rev-list', '--count', `main..docs-assistant/job-${id}`)).toBe('2');
  });

  it('fails fast with the missing flag named when no agent command is configured', async () => {
    const jobs = open();
    const job = await jobs.create('acme', 'Anything');
    expect(job).toMatchObject({ status: 'failed', prLink: null, model: 'local' });
    expect(job.error).toMatch(/--agent-command/);
    expect(await jobs.get('acme', job.id)).toMatchObject({ status: 'failed' });
    // A follow-up cannot run either: the job stays failed, with the instruction recorded.
    expect(await jobs.message('acme', job.id, 'Try again')).toMatchObject({
      status: 'failed',
      prompts: ['Anything', 'Try again'],
    });
    expect(await jobs.renderDiffPage('acme', job.id)).toContain('No agent command is configured');
  });

  it("fails fast with git's reason when the repository path is not a repository", async () => {
    const jobs = open({ agentCommand: agent('edit-docs.mjs'), repo: scratch.base });
    const job = await jobs.create('acme', 'Anything');
    expect(job.status).toBe('failed');
    expect(job.error).toMatch(/not a git repository/i);
  });

  it('keeps jobs apart by project', async () => {
    const jobs = open();
    const job = await jobs.create('acme', 'Anything');
    expect(await jobs.get('other', job.id)).toBeUndefined();
    expect(await jobs.message('other', job.id, 'more')).toBeUndefined();
    expect(await jobs.renderDiffPage('other', job.id)).toBeUndefined();
  });
});

describe('agent jobs across restarts', () => {
  it('finds finished jobs, removes worktrees on close, keeps branches, and re-runs follow-ups after a restart', async () => {
    const first = open({ agentCommand: agent('edit-docs.mjs') });
    const { id } = await first.create('acme', 'first');
    await first.settled('acme', id);
    await first.close();
    expect(existsSync(join(scratch.dataDir, 'worktrees', `job-${id}`))).toBe(false);
    expect(gitIn(scratch.repo, 'branch', '--list', `docs-assistant/job-${id}`)).toContain(`job-${id}`);

    const second = open({ agentCommand: agent('edit-docs.mjs') });
    expect(await second.get('acme', id)).toMatchObject({ status: 'completed', prompts: ['first'] });
    await second.message('acme', id, 'second');
    expect(await second.settled('acme', id)).toMatchObject({ status: 'completed' });
    expect(gitIn(scratch.repo, 'rev-list', '--count', `main..docs-assistant/job-${id}`)).toBe('2');
  });

  it('close() stops a job whose agent is just starting, and the job says why', async () => {
    const jobs = open({ agentCommand: agent('sleep.mjs') });
    const { id } = await jobs.create('acme', 'Think forever');
    await jobs.close();
    const job = await jobs.get('acme', id);
    expect(job).toMatchObject({ status: 'failed', prLink: null });
    expect(job?.error).toMatch(/service stopped while this job was running/);
  });

  it('marks a job that was active when its server died as failed, with a reason', async () => {
    const crashed = open({ agentCommand: agent('sleep.mjs') });
    const { id } = await crashed.create('acme', 'Think forever');
    // A second service on the same data directory is what a restart after a crash sees.
    const restarted = open({ agentCommand: agent('sleep.mjs') });
    const job = await restarted.get('acme', id);
    expect(job).toMatchObject({ status: 'failed', prLink: null });
    expect(job?.error).toMatch(/service stopped while this job was running/);
  });
});

/** A killed process may linger as a zombie until reaped; that counts as stopped. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : '';
  return !/^\d+ \(.*\) Z/.test(stat);
}
