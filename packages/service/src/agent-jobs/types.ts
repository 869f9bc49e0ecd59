import type { DatabaseSync } from 'node:sqlite';

import type { AgentJobStatus, AgentJobWire } from '../from-widget-package';
import type { AgentJobs as RoutedAgentJobs } from './contract';

/** A job's state as the service contract names it (service-api §2). */
export type JobStatus = AgentJobStatus;

/**
 * An agent job: the spec's fields first, then what the local runner adds so a maintainer can see what happened.
 * A type alias rather than an interface so it stays assignable to `{ [extra: string]: unknown }` job shapes.
 */
export type Job = AgentJobWire & {
  id: string;
  status: JobStatus;
  /** `repository`: the repo's `origin` URL, or its path as a `file://` URL; `ref`: the branch the job started from. */
  source: { repository: string; ref: string | null };
  /** The agent command's name, or `local` when none is configured. */
  model: string;
  /** The diff page of the job's branch; `null` while active and when the branch changes nothing. */
  prLink: string | null;
  createdAt: string;
  archivedAt: string | null;
  projectId: string;
  /** Every instruction the job was given, first the one it was created with, then follow-ups. */
  prompts: string[];
  /** Git branch the agent works on, once the worktree exists. */
  branch: string | null;
  /** Commit the branch started from: the diff page and `prLink` compare against it. */
  baseCommit: string | null;
  /** Why the job failed; null otherwise. */
  error: string | null;
  /** The end of the agent command's combined stdout and stderr from its latest run. */
  output: string;
  updatedAt: string;
};

/** The routes' runner contract, with this runner's own job type and what in-process callers need. */
export interface AgentJobs extends RoutedAgentJobs {
  create(projectId: string, prompt: string): Promise<Job>;
  get(projectId: string, id: string): Promise<Job | undefined>;
  /** A follow-up instruction: runs the command again on the job's branch; the job is `active` until it finishes. */
  message(projectId: string, id: string, prompt: string): Promise<Job | undefined>;
  /** Resolves with the job once no run of it is pending (tests and in-process callers; HTTP clients poll). */
  settled(projectId: string, id: string): Promise<Job | undefined>;
  /** Stops running commands (their jobs fail with a reason), removes worktrees, keeps branches, flushes the store. */
  close(): Promise<void>;
}

export interface AgentJobsOptions {
  /** Directory for the service's database and the jobs' worktrees. */
  dataDir: string;
  /** The service's open database; by default the runner opens `<dataDir>/docs-assistant.db` itself. */
  database?: DatabaseSync;
  /** The git repository agent jobs edit. */
  repo?: string;
  /** Shell command of the coding agent; it gets the prompt on stdin and in the file `DOCS_ASSISTANT_PROMPT_FILE` names
   *  (also in `DOCS_ASSISTANT_PROMPT` when short). */
  agentCommand?: string;
  /** Longest a single run may take before its process group is killed; default 10 minutes. */
  timeoutMs?: number;
  /** The service's public base URL, read when a job completes (the port is known only after listen). */
  publicUrl: () => string;
}
