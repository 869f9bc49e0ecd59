// The real bin as a new user runs it: a child process on pipes (not a terminal), no build needed (in a clone
// without dist/ the bin runs the sources through tsx).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/docs-assistant.js', import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  cwd?: string;
  env?: Record<string, string | undefined>;
  /** Another user to run as: only ever `ANOTHER_USER` from another-user.ts, which says when and why. */
  user?: { uid: number; gid: number };
  /** Sends SIGINT once stdout so far satisfies it (a service that is up). */
  until?: (stdout: string) => boolean;
}

export function cli(args: string[], options: CliOptions = {}): Promise<CliRun> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      ...(options.cwd ? { cwd: options.cwd } : {}),
      ...options.user,
      env: {
        ...process.env,
        DOCS_ASSISTANT_KEYS: undefined,
        DOCS_ASSISTANT_ADMIN_KEYS: undefined,
        DOCS_ASSISTANT_ADMIN_KEY: undefined,
        DOCS_ASSISTANT_PROJECT: undefined,
        DOCS_ASSISTANT_BASE_URL: undefined,
        DOCS_ASSISTANT_MODEL: undefined,
        COLUMNS: undefined,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let signalled = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!signalled && options.until?.(stdout)) {
        signalled = true;
        child.kill('SIGINT');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Node could not be started at all (EACCES as another user): a run that failed, not an uncaught exception.
    child.on('error', (error) => done({ code: null, stdout, stderr: stderr || error.message }));
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

/** Exactly `line` on stderr, nothing on stdout, the exit code: a mistake said once, without a stack trace. */
export function oneLine(run: CliRun): { code: number | null; line: string } {
  return {
    code: run.code,
    line:
      run.stdout === '' && run.stderr.split('\n').length === 2
        ? run.stderr.trimEnd()
        : `stdout: ${run.stdout}\nstderr: ${run.stderr}`,
  };
}
