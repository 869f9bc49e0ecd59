import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('./cli-entry.ts', import.meta.url));

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `docs-assistant agent …` from source as a child on pipes (not a TTY); `onStderr` may act while it runs. */
export function runAgentCli(
  args: string[],
  env: Record<string, string | undefined>,
  onStderr?: (text: string, child: ChildProcess) => void,
): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, 'agent', ...args], {
      env: {
        ...process.env,
        DOCS_ASSISTANT_ADMIN_KEY: undefined,
        DOCS_ASSISTANT_PROJECT: undefined,
        DOCS_ASSISTANT_BASE_URL: undefined,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => {
      stderr += d;
      onStderr?.(stderr, child);
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
