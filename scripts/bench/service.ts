// `npm run bench:service` (also `npm run bench -- --only service`): the local service on loopback, in this process.
// Reports answer latency p50/p95 with 100 and 100,000 stored threads (sequential questions, half continuing a stored
// thread, half starting one), 200 concurrent streams, and for each hostile input its status, the RSS after it and the
// longest event-loop delay while it was answered (perf_hooks.monitorEventLoopDelay). The stored threads are written
// as a `threads.json` data dir before start, the format every version of the service reads (the SQLite store
// migrates it on first start), so the same script measures the store before and after a change.
// Options: --threads 100,100000 (stored-thread counts), --questions N (sequential questions per count, default 100),
// --streams N (default 200), --docs <folder> (default packages/service/test/fixtures/docs-small); then the service at 100, 1,000 and
// 10,000 pages (scale.ts): --pages 100,1000,10000 (`--pages 0` skips it), --pages-from <folders> (default: the eval
// corpora and fastify's docs).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createHash, randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createLocalService } from '../../packages/service/src';
import { scaleBench } from './scale';

export interface ServiceBenchOptions {
  pages?: string;
  'pages-from'?: string;
  threads?: string;
  questions?: string;
  streams?: string;
  docs?: string;
}

let THREAD_COUNTS: number[] = [];
let QUESTIONS = 100;
let STREAMS = 200;
let DOCS = '';
const ASSISTANT_KEY = 'mint_dsc_bench';
const ADMIN_KEY = 'mint_bench_admin';
const NO_LIMITS = { keyPerMonth: 1e9, orgPerHour: 1e9, ipPerDay: 1e9, jobsPerProjectPerHour: 1e9 };
const QUESTION_TEXTS = [
  'How do I install it?',
  'How do I configure the theme?',
  'What keyboard shortcuts are there?',
  'How do I use page context?',
];

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** A data dir holding `count` threads of one question and answer each; returns the ids and keys of the first 1,000. */
async function seedThreads(dataDir: string, count: number) {
  const threads: Record<string, unknown> = {};
  const known: Array<{ id: string; key: string }> = [];
  const now = new Date().toISOString();
  for (let i = 0; i < count; i++) {
    const id = `th_seed${i.toString(16).padStart(12, '0')}`;
    const key = `tk_seed_${i}`;
    if (known.length < 1000) known.push({ id, key });
    threads[id] = {
      id,
      domain: 'bench',
      fp: `reader-${i}`,
      keyHash: sha(key),
      createdAt: now,
      updatedAt: now,
      messages: [
        { id: `q${i}`, role: 'user', text: QUESTION_TEXTS[i % QUESTION_TEXTS.length], createdAt: now },
        {
          id: `q${i}_answer`,
          role: 'assistant',
          text: 'From **[Install](/install)**: run npm install.',
          sources: ['/install'],
          createdAt: now,
        },
      ],
    };
  }
  await writeFile(join(dataDir, 'threads.json'), JSON.stringify({ version: 1, threads }));
  return known;
}

async function startService(dataDir: string) {
  // Start-up includes opening the store (and, after the change to SQLite, migrating threads.json).
  const started = performance.now();
  const service = createLocalService({
    docs: DOCS,
    dataDir,
    model: null,
    assistantKeys: [ASSISTANT_KEY],
    adminKeys: [ADMIN_KEY],
    rateLimits: NO_LIMITS,
    chunkDelayMs: 0,
  });
  const { url } = await service.listen(0, '127.0.0.1');
  // The first request opens (and, after the change, migrates) the store: time it as start-up, not as an answer.
  await ask(url, { fp: 'warm', messages: [message('warm up')] });
  return { service, url, startMs: performance.now() - started };
}

const message = (text: string) => ({
  id: `m_${randomBytes(6).toString('hex')}`,
  role: 'user',
  parts: [{ type: 'text', text }],
});

async function ask(url: string, body: unknown): Promise<{ status: number; ms: number; text: string }> {
  const started = performance.now();
  const response = await fetch(`${url}/discovery/v2/assistant/bench/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ASSISTANT_KEY}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, ms: performance.now() - started, text };
}

function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] ?? NaN };
}

async function storedThreads(count: number) {
  const dataDir = await mkdtemp(join(tmpdir(), 'docs-assistant-bench-'));
  try {
    const seedStarted = performance.now();
    const known = await seedThreads(dataDir, count);
    const seedMs = performance.now() - seedStarted;
    const { service, url, startMs } = await startService(dataDir);
    const latencies: number[] = [];
    for (let i = 0; i < QUESTIONS; i++) {
      const question = message(QUESTION_TEXTS[i % QUESTION_TEXTS.length] ?? 'install');
      const thread = known[i % known.length];
      const body =
        i % 2 && thread
          ? { fp: 'bench', threadId: thread.id, threadKey: thread.key, messages: [question] }
          : { fp: 'bench', messages: [question] };
      const result = await ask(url, body);
      if (result.status !== 200) throw new Error(`question ${i}: ${result.status} ${result.text.slice(0, 200)}`);
      latencies.push(result.ms);
    }
    const concurrentStarted = performance.now();
    const concurrent = await Promise.all(
      Array.from({ length: STREAMS }, (_, i) =>
        ask(url, { fp: `c${i}`, messages: [message(QUESTION_TEXTS[i % QUESTION_TEXTS.length] ?? 'install')] }),
      ),
    );
    const concurrentMs = performance.now() - concurrentStarted;
    const failed = concurrent.filter((r) => r.status !== 200).length;
    await service.close();
    return {
      count,
      seedMs,
      startMs,
      sequential: summary(latencies),
      concurrent: summary(concurrent.map((r) => r.ms)),
      concurrentMs,
      failed,
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function hostileInputs() {
  const dataDir = await mkdtemp(join(tmpdir(), 'docs-assistant-bench-'));
  const { service, url } = await startService(dataDir);
  const cases: Array<[string, () => Promise<{ status: number; text: string }>]> = [
    ['one 8,000-character word', () => ask(url, { fp: 'h', messages: [message('a'.repeat(8_000))] })],
    [
      'context: one 20,000-character word',
      () =>
        ask(url, {
          fp: 'h',
          messages: [message('What does this do?')],
          context: [{ type: 'code', value: 'z'.repeat(20_000) }],
        }),
    ],
    ['one 40,000-character word', () => ask(url, { fp: 'h', messages: [message('a'.repeat(40_000))] })],
    [
      'one 80,000-character word',
      () => ask(url, { fp: 'h', messages: [message('configuration'.repeat(6_154).slice(0, 80_000))] }),
    ],
    [
      'a ~1 MB question of words',
      () =>
        ask(url, {
          fp: 'h',
          messages: [message('how do I configure the theme '.repeat(33_000).slice(0, 1_000_000 - 200))],
        }),
    ],
    ['retrievalPageSize 1e10', () => ask(url, { fp: 'h', retrievalPageSize: 1e10, messages: [message('install')] })],
    [
      'a 200,000-character agent prompt',
      async () => {
        const response = await fetch(`${url}/v2/agent/bench/job`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_KEY}` },
          body: JSON.stringify({ prompt: 'x'.repeat(200_000) }),
        });
        return { status: response.status, text: await response.text() };
      },
    ],
  ];
  const rows: string[] = [];
  for (const [name, run] of cases) {
    const histogram = monitorEventLoopDelay({ resolution: 1 });
    histogram.enable();
    const started = performance.now();
    const result = await run().catch((error: Error) => ({ status: 0, text: error.message }));
    const took = performance.now() - started;
    histogram.disable();
    const job = result.text.startsWith('{"id"')
      ? (JSON.parse(result.text) as { status?: string; error?: string | null })
      : undefined;
    const detail =
      result.status >= 400
        ? (result.text.match(/"error":"([^"]{0,90})/)?.[1] ?? result.text.slice(0, 90))
        : job
          ? `job ${job.status}${job.error ? `: ${job.error.slice(0, 60)}` : ''}`
          : `${result.text.length} chars streamed`;
    rows.push(
      `  ${name.padEnd(34)} ${String(result.status).padEnd(4)} ${ms(took).padStart(10)}   loop delay max ${ms(histogram.max / 1e6).padStart(10)}   RSS ${mb(process.memoryUsage().rss).padStart(7)}   ${detail}`,
    );
  }
  await service.close();
  await rm(dataDir, { recursive: true, force: true });
  return rows;
}

/** Runs the whole service bench and prints its tables (also `npm run bench -- --only service`). */
export async function serviceBench(options: ServiceBenchOptions = {}): Promise<void> {
  THREAD_COUNTS = (options.threads ?? '100,100000').split(',').map(Number);
  QUESTIONS = Number(options.questions ?? 100);
  STREAMS = Number(options.streams ?? 200);
  DOCS = resolve(options.docs ?? 'packages/service/test/fixtures/docs-small');
  console.log(`docs-assistant service bench — ${DOCS}, node ${process.version}, ${new Date().toISOString()}`);
  console.log(`\nHostile inputs (status, time, longest event-loop delay while answering, RSS after):`);
  for (const row of await hostileInputs()) console.log(row);
  console.log(`\nAnswer latency (${QUESTIONS} sequential questions, then ${STREAMS} concurrent streams):`);
  const results = [];
  for (const count of THREAD_COUNTS) {
    const result = await storedThreads(count);
    results.push(result);
    console.log(
      `  ${String(count).padStart(7)} stored threads: start ${ms(result.startMs)}; sequential p50 ${ms(result.sequential.p50)} p95 ${ms(result.sequential.p95)}; ` +
        `${STREAMS} concurrent p50 ${ms(result.concurrent.p50)} p95 ${ms(result.concurrent.p95)} (all in ${ms(result.concurrentMs)}, ${result.failed} failed); RSS ${mb(process.memoryUsage().rss)}`,
    );
  }
  if (results.length >= 2) {
    const [first, last] = [results[0]!, results[results.length - 1]!];
    console.log(
      `  p50 ratio ${last.count} vs ${first.count} stored threads: ${(last.sequential.p50 / first.sequential.p50).toFixed(2)}× (target ≤ 1.5×)`,
    );
  }
  if (options.pages !== '0') await scaleBench({ pages: options.pages, from: options['pages-from'] });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      threads: { type: 'string' },
      questions: { type: 'string' },
      streams: { type: 'string' },
      docs: { type: 'string' },
      pages: { type: 'string' },
      'pages-from': { type: 'string' },
    },
  });
  await serviceBench(values);
}
