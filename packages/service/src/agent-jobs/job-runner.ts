import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { JobStore } from './job-store';
import { INTERRUPTED_REASON } from './job-store';
import { commitMessage } from './job-text';
import { runCommand, type CommandResult, type RunningCommand } from './run-command';
import type { Job } from './types';
import { branchHasChanges, commitChanges, ensureWorktree } from './worktree';

export interface JobRunnerOptions {
  store: JobStore;
  withGitLock: <T>(work: () => Promise<T>) => Promise<T>;
  /** The repository (any directory inside it): git commands that touch shared refs run there. */
  repoRoot: string;
  agentCommand: string;
  timeoutMs: number;
  worktreeFor(id: string): string;
  prLinkFor(job: Job): string;
}

/**
 * Longest prompt also put in the agent's environment. The environment and argv share one size limit (a 200,000-
 * character prompt failed with `spawn E2BIG`), so a longer prompt reaches the agent on stdin and in its file only.
 */
const PROMPT_ENV_MAX_CHARS = 4_096;

/** The prompt in a private file outside the worktree (so the agent cannot commit it), removed after the run. */
async function writePromptFile(jobId: string, prompt: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `docs-assistant-prompt-${jobId}-`));
  const file = join(dir, 'prompt.txt');
  await writeFile(file, prompt, { mode: 0o600 });
  return file;
}

function promptEnv(prompt: string, file: string): Record<string, string> {
  return prompt.length <= PROMPT_ENV_MAX_CHARS
    ? { DOCS_ASSISTANT_PROMPT: prompt, DOCS_ASSISTANT_PROMPT_FILE: file }
    : { DOCS_ASSISTANT_PROMPT_FILE: file };
}

/** Why a finished command failed the job, or null when it succeeded. */
function failureReason(result: CommandResult, timeoutMs: number): string | null {
  if (result.spawnError) return `The agent command could not start: ${result.spawnError.message}`;
  if (result.timedOut) return `The agent command timed out after ${Math.round(timeoutMs / 1000)}s and was stopped.`;
  if (result.signal) return `The agent command was killed by ${result.signal}.`;
  if (result.exitCode !== 0) return `The agent command exited with code ${result.exitCode}.`;
  return null;
}

/**
 * Runs the agent for a job, one run at a time per job: a follow-up sent while the agent is still working waits for
 * that run and then works on the same branch. The job stays `active` until its last queued run finishes.
 */
export function createJobRunner(options: JobRunnerOptions) {
  const { store } = options;
  const queues = new Map<string, Promise<void>>();
  const queued = new Map<string, number>();
  const running = new Map<string, RunningCommand>();
  let stopping = false;

  async function runOnce(job: Job, prompt: string, followUp: boolean): Promise<void> {
    const dir = options.worktreeFor(job.id);
    const branch = job.branch as string;
    const baseCommit = job.baseCommit as string;
    let outcome: Partial<Job>;
    try {
      if (stopping) throw new Error(INTERRUPTED_REASON);
      await options.withGitLock(() => ensureWorktree(options.repoRoot, dir, branch, baseCommit));
      // close() may have run while the worktree was being made: it saw no process to stop, so none may start now.
      if (stopping) throw new Error(INTERRUPTED_REASON);
      const promptFile = await writePromptFile(job.id, prompt);
      const command = runCommand(options.agentCommand, {
        cwd: dir,
        env: { ...process.env, ...promptEnv(prompt, promptFile), DOCS_ASSISTANT_JOB_ID: job.id },
        stdin: prompt,
        timeoutMs: options.timeoutMs,
      });
      running.set(job.id, command);
      const result = await command.result.finally(() => {
        running.delete(job.id);
        void rm(dirname(promptFile), { recursive: true, force: true });
      });
      const failure = stopping ? INTERRUPTED_REASON : failureReason(result, options.timeoutMs);
      if (failure) {
        outcome = { status: 'failed', error: failure, output: result.output, prLink: null };
      } else {
        await options.withGitLock(() => commitChanges(dir, commitMessage(prompt, followUp)));
        const changed = await branchHasChanges(options.repoRoot, baseCommit, branch);
        outcome = {
          status: 'completed',
          error: null,
          output: result.output,
          prLink: changed ? options.prLinkFor(job) : null,
        };
      }
    } catch (error) {
      outcome = { status: 'failed', error: error instanceof Error ? error.message : String(error), prLink: null };
    }
    const remaining = (queued.get(job.id) ?? 1) - 1;
    if (remaining > 0) queued.set(job.id, remaining);
    else queued.delete(job.id);
    // Another follow-up is waiting: the job is not finished, whatever this run's outcome was.
    if (remaining > 0) outcome = { ...outcome, status: 'active', prLink: null };
    await store.update(job.id, (stored) => Object.assign(stored, outcome));
  }

  return {
    schedule(job: Job, prompt: string): void {
      const followUp = job.prompts.length > 1;
      queued.set(job.id, (queued.get(job.id) ?? 0) + 1);
      const previous = queues.get(job.id) ?? Promise.resolve();
      const next = previous.then(() => runOnce(job, prompt, followUp));
      queues.set(job.id, next);
      void next.finally(() => {
        if (queues.get(job.id) === next) queues.delete(job.id);
      });
    },
    /** Resolves once no run of the job is queued or running. */
    async idle(id: string): Promise<void> {
      for (let pending = queues.get(id); pending; pending = queues.get(id)) await pending.catch(() => undefined);
    },
    /** Kills every running agent (their jobs fail with a reason) and waits for the queues to drain. */
    async stopAll(): Promise<void> {
      stopping = true;
      for (const command of running.values()) command.stop();
      await Promise.all([...queues.values()].map((pending) => pending.catch(() => undefined)));
    },
  };
}
