// `npm run bench:llms-full`: what many readers of llms-full.txt cost everyone else. The service reads a generated
// docs folder (default 2,000 pages, ~10.4 MB) in this process; the clients run in a worker thread, so their own
// parsing never lands on the service's event loop. Two phases, side by side in one run:
//   - idle: /healthz asked every 20 ms with nothing else going on;
//   - load: `--clients` (default 20) concurrent downloads of /llms-full.txt, `--rounds` times (default 3), with
//     /healthz asked every 20 ms beside them.
// For each phase: the service's event-loop delay (perf_hooks.monitorEventLoopDelay, 1 ms resolution) and the
// /healthz round trip as the worker saw it, p50 / p99 / max.
// Options: --pages N, --page-bytes N (default 5,100), --clients N, --rounds N.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { createLocalService } from '../../packages/service/src';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '2000' },
    'page-bytes': { type: 'string', default: '5100' },
    clients: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '3' },
  },
});
const PAGES = Number(values.pages);
const PAGE_BYTES = Number(values['page-bytes']);
const CLIENTS = Number(values.clients);
const ROUNDS = Number(values.rounds);
const TOPICS = ['render', 'cache', 'deploy', 'theme', 'auth', 'logging', 'plugins', 'routing', 'export', 'testing'];

async function writeCorpus(docs: string): Promise<number> {
  let bytes = 0;
  for (let p = 0; p < PAGES; p++) {
    const folder = join(docs, `area-${p % 20}`);
    await mkdir(folder, { recursive: true });
    const parts = [`---\ntitle: Page ${p}\n---\n\n# Page ${p}\n`];
    for (let s = 0; parts.join('\n').length < PAGE_BYTES; s++) {
      const topic = TOPICS[(p + s) % TOPICS.length];
      parts.push(
        `## ${topic} option ${p}-${s}\n\nSet \`${topic}.level${s}\` to change how ${topic} works on page ${p}. ` +
          'Widgets are configured per dashboard and per panel, and each panel keeps its own settings.\n',
      );
    }
    const text = parts.join('\n');
    bytes += Buffer.byteLength(text);
    await writeFile(join(folder, `page-${p}.md`), text);
  }
  return bytes;
}

/**
 * The clients, as plain JavaScript evaluated in a worker: a probe asking /healthz every 20 ms for the whole phase,
 * and in the load phase the downloads, each read to its end and counted.
 */
const CLIENT_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, clients, rounds } = workerData;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
async function probe(until) {
  const times = [];
  while (!until()) {
    const started = performance.now();
    const response = await fetch(url + '/healthz');
    await response.text();
    times.push(performance.now() - started);
    await sleep(20);
  }
  return times;
}
async function download() {
  const response = await fetch(url + '/llms-full.txt');
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return bytes;
}
parentPort.on('message', async (phase) => {
  if (phase === 'idle') {
    const ends = performance.now() + 3000;
    parentPort.postMessage({ phase, healthz: await probe(() => performance.now() > ends) });
    return;
  }
  let done = false;
  const started = performance.now();
  const probing = probe(() => done);
  let bytes = 0;
  for (let round = 0; round < rounds; round++) {
    const sizes = await Promise.all(Array.from({ length: clients }, download));
    bytes += sizes.reduce((a, b) => a + b, 0);
  }
  const ms = performance.now() - started;
  done = true;
  parentPort.postMessage({ phase, healthz: await probing, bytes, ms });
});
`;

interface PhaseResult {
  phase: string;
  healthz: number[];
  bytes?: number;
  ms?: number;
}

type LoopDelay = ReturnType<typeof monitorEventLoopDelay>;

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const figures = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${pct(sorted, 0.5).toFixed(1)} / p99 ${pct(sorted, 0.99).toFixed(1)} / max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
};
const loopFigures = (h: LoopDelay) =>
  `p50 ${(h.percentile(50) / 1e6).toFixed(1)} / p99 ${(h.percentile(99) / 1e6).toFixed(1)} / max ${(h.max / 1e6).toFixed(1)} ms`;

const root = await mkdtemp(join(tmpdir(), 'docs-assistant-bench-llms-full-'));
try {
  const docs = join(root, 'docs');
  const corpusBytes = await writeCorpus(docs);
  const service = createLocalService({
    docs,
    dataDir: join(root, 'data'),
    assistantKeys: ['mint_dsc_bench'],
    adminKeys: ['mint_bench_admin'],
    model: null,
  });
  const { url } = await service.listen(0);
  // The index is saved for the next start just after ready: let that pass before anything is measured.
  await new Promise((done) => setTimeout(done, 1000));
  const worker = new Worker(CLIENT_CODE, { eval: true, workerData: { url, clients: CLIENTS, rounds: ROUNDS } });
  const run = (phase: string) =>
    new Promise<{ result: PhaseResult; loop: LoopDelay }>((done) => {
      const loop = monitorEventLoopDelay({ resolution: 1 });
      loop.enable();
      worker.once('message', (result: PhaseResult) => {
        loop.disable();
        done({ result, loop });
      });
      worker.postMessage(phase);
    });
  console.log(
    `llms-full.txt bench: ${PAGES.toLocaleString('en')} pages, ${(corpusBytes / 1e6).toFixed(1)} MB of Markdown, ` +
      `node ${process.version}, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
  );
  const idle = await run('idle');
  console.log(
    `idle                         event loop ${loopFigures(idle.loop)}; /healthz ${figures(idle.result.healthz)} (${idle.result.healthz.length} asked)`,
  );
  const load = await run('load');
  const mb = (load.result.bytes ?? 0) / 1e6;
  console.log(
    `${CLIENTS} clients × ${ROUNDS} rounds    event loop ${loopFigures(load.loop)}; /healthz ${figures(load.result.healthz)} (${load.result.healthz.length} asked); ` +
      `${mb.toFixed(0)} MB in ${((load.result.ms ?? 0) / 1000).toFixed(1)} s`,
  );
  await worker.terminate();
  await service.close();
} finally {
  await rm(root, { recursive: true, force: true });
}
