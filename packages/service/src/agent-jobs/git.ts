import { execFile } from 'node:child_process';

/**
 * Identity for the runner's own commits, passed per command with `-c` so nobody's global git config is touched.
 * `commit.gpgsign=false`: a maintainer's signing setup would otherwise prompt (or fail) in a headless service.
 */
const COMMIT_IDENTITY = [
  '-c',
  'user.name=docs-assistant',
  '-c',
  'user.email=docs-assistant@localhost',
  '-c',
  'commit.gpgsign=false',
];

/** A diff page for a big generated change should still load; beyond this the page says it was cut. */
const MAX_GIT_OUTPUT_BYTES = 16 * 1024 * 1024;

export class GitError extends Error {
  override name = 'GitError';
}

export function git(cwd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      [...COMMIT_IDENTITY, ...args],
      { cwd, maxBuffer: MAX_GIT_OUTPUT_BYTES, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error) reject(new GitError(`git ${args.join(' ')}: ${(stderr || error.message).trim()}`));
        else resolve(stdout);
      },
    );
  });
}

/** Runs `git` and returns its trimmed output, or null when it fails (a missing remote, a detached HEAD). */
export async function gitOrNull(cwd: string, args: string[]): Promise<string | null> {
  try {
    return (await git(cwd, args)).trim();
  } catch {
    return null;
  }
}

/**
 * Serialises operations on the shared repository: concurrent `git worktree add` calls race on
 * `.git/worktrees` and the config lock. Agent commands themselves still run in parallel.
 */
export function createGitLock(): <T>(work: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>) => {
    const run = tail.then(work);
    tail = run.catch(() => undefined);
    return run;
  };
}
