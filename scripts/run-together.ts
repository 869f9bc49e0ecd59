// `tsx scripts/run-together.ts 'command a' 'command b' …`: runs the commands at the same time, each through the shell,
// and prints each one's output whole once it ends (never interleaved), under a line naming it. Exits non-zero when any
// fails, after all have ended, so every failure is reported at once. `npm test` uses it to type-check and lint with
// ESLint (a core's worth for a minute or two) while the other checks and the build run on the other core.
import { spawn } from 'node:child_process';

interface Finished {
  command: string;
  code: number;
  output: string;
  seconds: number;
}

function run(command: string): Promise<Finished> {
  const started = performance.now();
  const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const chunks: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve) => {
    const finish = (code: number) =>
      resolve({
        command,
        code,
        output: Buffer.concat(chunks).toString(),
        seconds: (performance.now() - started) / 1000,
      });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(127);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 128 : 1)));
  });
}

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: tsx scripts/run-together.ts <command> [<command> …]');
  process.exit(2);
}

let failed = 0;
await Promise.all(
  commands.map(async (command) => {
    const { code, output, seconds } = await run(command);
    const verdict = code === 0 ? 'passed' : `FAILED (exit ${code})`;
    process.stdout.write(`\n── ${command}: ${verdict} in ${seconds.toFixed(1)} s\n${output}`);
    if (code !== 0) failed += 1;
  }),
);
if (failed > 0) {
  console.error(`\n${failed} of ${commands.length} failed.`);
  process.exit(1);
}
