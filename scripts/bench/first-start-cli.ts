// One first start through the CLI as a user runs it (`docs-assistant serve`: the built dist when there is one, else
// the sources through tsx), on an empty data dir: the process's peak RSS until it prints its routes (it listens only
// once the docs are indexed), its RSS then and its CPU (every thread's), read from /proc; then it is killed. Linux
// only. The environment passes through, so an allocator setting can be compared side by side:
//   npx tsx scripts/bench/first-start-cli.ts --docs /tmp/scale-bench/docs-10000
//   MALLOC_MMAP_THRESHOLD_=131072 npx tsx scripts/bench/first-start-cli.ts --docs /tmp/scale-bench/docs-10000
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { docs: { type: 'string' } } });
const data = mkdtempSync(join(tmpdir(), 'docs-assistant-first-start-'));
const started = Date.now();
const child = spawn(
  process.execPath,
  [
    resolve('packages/service/bin/docs-assistant.js'),
    'serve',
    '--docs',
    values.docs ?? 'docs',
    '--data-dir',
    data,
    '--port',
    '0',
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
let out = '';
let measured = false;
child.stdout.on('data', (chunk: Buffer) => {
  out += chunk.toString();
  if (measured || !/assistant:\s+POST/.test(out)) return;
  measured = true;
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const mib = (field: string) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) / 1024);
  // utime and stime, in clock ticks (100 a second on Linux), of every thread: the parse workers' too.
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const cpuS = (Number(fields[11]) + Number(fields[12])) / 100;
  const allocator = Object.entries(process.env).filter(([name]) => /^MALLOC_|^GLIBC_TUNABLES$/.test(name));
  console.log(
    `${allocator.map(([name, value]) => `${name}=${value} `).join('')}ready ${((Date.now() - started) / 1000).toFixed(1)} s (CPU ${cpuS.toFixed(1)} s); ` +
      `RSS ${mib('VmRSS')} MiB (peak until ready ${mib('VmHWM')} MiB); ${/indexed [^;]*/.exec(out)?.[0] ?? ''}`,
  );
  child.kill('SIGKILL');
});
child.on('exit', () => {
  rmSync(data, { recursive: true, force: true });
  if (!measured) {
    console.error(`the service stopped before it was ready:\n${out}`);
    process.exitCode = 1;
  }
});
