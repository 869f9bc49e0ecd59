import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { git, gitOrNull } from './git';

export function branchForJob(id: string): string {
  return `docs-assistant/job-${id}`;
}

export interface RepoBase {
  /** Absolute top-level directory of the repository. */
  root: string;
  /** Branch name, or null on a detached HEAD. */
  ref: string | null;
  commit: string;
}

/** Where the repository is now: the job branches from it. Throws a readable error for a non-repository. */
export async function readRepoBase(repo: string): Promise<RepoBase> {
  const root = (await git(repo, ['rev-parse', '--show-toplevel'])).trim();
  const commit = await gitOrNull(root, ['rev-parse', '--verify', 'HEAD^{commit}']);
  if (!commit) throw new Error(`${root} has no commits yet: agent jobs branch from HEAD, so commit something first.`);
  const ref = await gitOrNull(root, ['symbolic-ref', '--quiet', '--short', 'HEAD']);
  return { root, ref, commit };
}

/**
 * Makes sure a worktree for `branch` exists at `dir`: creates the branch from `baseCommit` the first time, and
 * re-attaches the existing branch after a restart or `close()` removed the worktree (follow-ups keep working).
 */
export async function ensureWorktree(root: string, dir: string, branch: string, baseCommit: string): Promise<void> {
  if (existsSync(dir)) {
    const current = await gitOrNull(dir, ['symbolic-ref', '--quiet', '--short', 'HEAD']);
    if (current === branch) return;
    // A leftover directory from a crash that git no longer knows as this branch's worktree.
    await rm(dir, { recursive: true, force: true });
  }
  await git(root, ['worktree', 'prune']);
  const branchExists = (await gitOrNull(root, ['rev-parse', '--verify', '--quiet', `refs/heads/${branch}`])) !== null;
  if (branchExists) await git(root, ['worktree', 'add', dir, branch]);
  else await git(root, ['worktree', 'add', '-b', branch, dir, baseCommit]);
}

/** Commits everything the agent left in the worktree (new, changed, deleted files); does nothing when it is clean. */
export async function commitChanges(dir: string, messageArgs: string[]): Promise<void> {
  await git(dir, ['add', '--all']);
  const staged = await git(dir, ['status', '--porcelain']);
  if (staged.trim() === '') return;
  await git(dir, ['commit', '--quiet', ...messageArgs]);
}

/** Whether the branch differs from where it started: what decides between a `prLink` and `null`. */
export async function branchHasChanges(root: string, baseCommit: string, branch: string): Promise<boolean> {
  const diff = await git(root, ['diff', '--name-only', baseCommit, `refs/heads/${branch}`]);
  return diff.trim() !== '';
}

export async function removeWorktree(root: string, dir: string): Promise<void> {
  await gitOrNull(root, ['worktree', 'remove', '--force', dir]);
  await rm(dir, { recursive: true, force: true });
  await gitOrNull(root, ['worktree', 'prune']);
}
