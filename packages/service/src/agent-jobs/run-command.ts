import { spawn } from 'node:child_process';

export interface CommandResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  /** Set when the process could not be started at all. */
  spawnError: Error | null;
  /** The last `OUTPUT_TAIL_CHARS` of stdout and stderr, interleaved as they arrived. */
  output: string;
}

/** Enough to show a stack trace or a test summary; a chatty agent's whole log would bloat the jobs file. */
export const OUTPUT_TAIL_CHARS = 8_000;

/** Time between SIGTERM and SIGKILL: lets an agent save its state, without letting it ignore the timeout. */
const KILL_GRACE_MS = 2_000;

export interface RunningCommand {
  result: Promise<CommandResult>;
  /** Kills the whole process group (the shell and everything it started). */
  stop(): void;
}

/**
 * Runs `command` through a shell in its own process group, so a timeout or shutdown kills the agent and every
 * process it spawned, not only the shell. `stdin` is written once and closed.
 */
export function runCommand(
  command: string,
  options: { cwd: string; env: NodeJS.ProcessEnv; stdin: string; timeoutMs: number },
): RunningCommand {
  const child = spawn(command, {
    cwd: options.cwd,
    env: options.env,
    shell: true,
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  let timedOut = false;
  let spawnError: Error | null = null;
  let killTimer: NodeJS.Timeout | undefined;

  const append = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  // A command that never reads stdin may exit before we finish writing: EPIPE is expected, not a failure.
  child.stdin.on('error', () => undefined);
  child.stdin.end(options.stdin);

  const signalGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  const stop = () => {
    signalGroup('SIGTERM');
    killTimer ??= setTimeout(() => signalGroup('SIGKILL'), KILL_GRACE_MS);
  };
  const timeout = setTimeout(() => {
    timedOut = true;
    stop();
  }, options.timeoutMs);

  const result = new Promise<CommandResult>((resolve) => {
    child.on('error', (error) => {
      spawnError = error;
    });
    // 'close' waits for the pipes too: every process that inherited them has exited.
    child.on('close', (exitCode, signal) => {
      clearTimeout(timeout);
      if (killTimer) clearTimeout(killTimer);
      resolve({ exitCode, signal, timedOut, spawnError, output });
    });
  });
  return { result, stop };
}
