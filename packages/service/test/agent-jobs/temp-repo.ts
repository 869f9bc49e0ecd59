import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const IDENTITY = ['-c', 'user.name=test', '-c', 'user.email=test@localhost', '-c', 'commit.gpgsign=false'];

export function gitIn(cwd: string, ...args: string[]): string {
  return execFileSync('git', [...IDENTITY, ...args], { cwd, encoding: 'utf8' }).trim();
}

/** A scratch folder holding a one-commit docs repository on `main` and an empty data directory. */
export function createTempRepo() {
  const base = mkdtempSync(join(tmpdir(), 'da-agent-'));
  const repo = join(base, 'repo');
  mkdirSync(join(repo, 'docs'), { recursive: true });
  writeFileSync(join(repo, 'docs', 'index.md'), '# Home\n');
  gitIn(repo, 'init', '--quiet', '-b', 'main');
  gitIn(repo, 'add', '.');
  gitIn(repo, 'commit', '--quiet', '-m', 'initial');
  // Retries: a `git worktree add` started by a service the test abandoned ("crashed") may still be writing files.
  const cleanup = () => rmSync(base, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  return { base, repo, dataDir: join(base, 'data'), cleanup };
}

const fixtures = fileURLToPath(new URL('../fixtures/agent', import.meta.url));
/** `node <absolute fixture path>`: the command runs inside the job's worktree, not the project. */
export const agent = (name: string) => `node ${join(fixtures, name)}`;
