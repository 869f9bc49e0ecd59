import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderDiffPage } from './diff-page';
import { createGitLock, git, gitOrNull } from './git';
import { openDatabase } from '../storage/database';
import { createJobStore } from './job-store';
import { modelName } from './job-text';
import { createJobRunner } from './job-runner';
import type { AgentJobs, AgentJobsOptions, Job } from './types';
import { branchForJob, readRepoBase, removeWorktree } from './worktree';

export type { AgentJobs, AgentJobsOptions } from './types';

/** A coding agent editing docs takes minutes; ten is generous without letting a hung command hold a worktree forever. */
const DEFAULT_TIMEOUT_MS = 10 * 60_000;

/** Why a job cannot run, worded as the flag that fixes it; null when the runner is configured. */
function missingConfiguration(options: AgentJobsOptions): string | null {
  if (!options.agentCommand)
    return 'No agent command is configured: start the service with --agent-command "<command>" (and --repo <path>).';
  if (!options.repo) return 'No repository is configured: start the service with --repo <path to a git repository>.';
  return null;
}

/** The spec wants a full URL: the `origin` remote when there is one, the repository's own path otherwise. */
async function repositoryUrl(root: string): Promise<string> {
  return (await gitOrNull(root, ['remote', 'get-url', 'origin'])) || pathToFileURL(root).href;
}

export function createAgentJobs(options: AgentJobsOptions): AgentJobs {
  // The service passes its own connection; a runner used alone opens one of its own.
  const db = options.database ?? openDatabase(options.dataDir);
  const store = createJobStore(db, options.dataDir);
  const worktreesDir = resolve(options.dataDir, 'worktrees');
  const withGitLock = createGitLock();
  const notConfigured = missingConfiguration(options);
  const repo = options.repo ? resolve(options.repo) : undefined;
  const runner = createJobRunner({
    store,
    withGitLock,
    repoRoot: repo ?? '',
    agentCommand: options.agentCommand ?? '',
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    worktreeFor: (id) => join(worktreesDir, `job-${id}`),
    prLinkFor: (job) =>
      `${options.publicUrl().replace(/\/+$/, '')}/v2/agent/${encodeURIComponent(job.projectId)}/job/${job.id}/diff`,
  });

  async function create(projectId: string, prompt: string): Promise<Job> {
    const now = new Date().toISOString();
    const id = randomBytes(8).toString('hex');
    const job: Job = {
      id,
      status: 'active',
      source: { repository: repo ? pathToFileURL(repo).href : '', ref: null },
      model: modelName(options.agentCommand),
      prLink: null,
      createdAt: now,
      archivedAt: null,
      projectId,
      prompts: [prompt],
      branch: null,
      baseCommit: null,
      error: notConfigured,
      output: '',
      updatedAt: now,
    };
    if (notConfigured || !repo) return store.insert({ ...job, status: 'failed' });
    try {
      const base = await readRepoBase(repo);
      job.source = { repository: await repositoryUrl(base.root), ref: base.ref };
      job.baseCommit = base.commit;
      job.branch = branchForJob(id);
    } catch (error) {
      return store.insert({ ...job, status: 'failed', error: error instanceof Error ? error.message : String(error) });
    }
    const created = await store.insert(job);
    runner.schedule(created, prompt);
    return created;
  }

  async function message(projectId: string, id: string, prompt: string): Promise<Job | undefined> {
    const found = await store.find(projectId, id);
    if (!found) return undefined;
    const runnable = !notConfigured && found.branch !== null && found.baseCommit !== null;
    const updated = await store.update(id, (job) => {
      job.prompts.push(prompt);
      if (!runnable) return;
      Object.assign(job, { status: 'active', prLink: null, error: null, output: '' });
    });
    if (updated && runnable) runner.schedule(updated, prompt);
    return updated;
  }

  async function diffPage(projectId: string, id: string): Promise<string | undefined> {
    const job = await store.find(projectId, id);
    if (!job) return undefined;
    if (!repo || !job.branch || !job.baseCommit)
      return renderDiffPage(job, { unavailable: job.error ?? 'This job has no branch.' });
    const range = [job.baseCommit, `refs/heads/${job.branch}`];
    try {
      const [log, stat, patch] = await Promise.all([
        git(repo, ['log', '--oneline', `${job.baseCommit}..refs/heads/${job.branch}`]),
        git(repo, ['diff', '--stat', ...range]),
        git(repo, ['diff', ...range]),
      ]);
      return renderDiffPage(job, { log, stat, patch });
    } catch {
      // The branch may not exist yet (the job is starting) or a maintainer deleted it after merging.
      return renderDiffPage(job, { unavailable: `Branch ${job.branch} is not in the repository (yet, or any more).` });
    }
  }

  async function close(): Promise<void> {
    await runner.stopAll();
    if (repo) {
      const root = (await gitOrNull(repo, ['rev-parse', '--show-toplevel'])) ?? repo;
      for (const job of await store.all()) {
        const dir = join(worktreesDir, `job-${job.id}`);
        if (job.branch && existsSync(dir)) await withGitLock(() => removeWorktree(root, dir));
      }
    }
    await store.flush();
    // An own connection stays open: the jobs stay readable after close (every write is already committed).
  }

  return {
    create,
    get: (projectId, id) => store.find(projectId, id),
    message,
    renderDiffPage: diffPage,
    settled: async (projectId, id) => {
      await runner.idle(id);
      return store.find(projectId, id);
    },
    close,
  };
}
