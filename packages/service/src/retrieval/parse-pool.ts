import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Generator } from './generator';
import type { Placement } from './layout/place-file';
import type { SiteLayout } from './site-layout';
import { countCachedPage, handOver, readAndParseFile, type FileToParse, type HandedOverFile } from './parse-file';
import type { PageTerms } from './page-terms';

/** One file for a parse worker: its name in the docs folder, where to read it (or its text), where its site places it. */
export interface ParseJob {
  id: number;
  name: string;
  input: FileToParse;
  placement?: Placement;
}

/** A page the page cache keeps whole (its JSON), whose words a worker counts. */
export interface CountJob {
  id: number;
  counted: string;
}

export type PoolJob = ParseJob | CountJob;

/** A page's counted words (none for a skipped file, or when the worker died on it). */
type Counted = { terms?: PageTerms };

/**
 * A page parsed or counted, or `ready` once the worker has loaded (a worker that dies before that could not start).
 */
export type ParseReply = ({ id: number } & (HandedOverFile | Counted)) | { ready: true };

export interface ParsePool {
  /** The file's page (or why it is skipped) and its counted words, as a worker hands them over; never rejects. */
  parse(name: string, input: FileToParse, placement?: Placement): Promise<HandedOverFile>;
  /** The words of a page the page cache keeps whole (its JSON); undefined if it is a skipped file's. Never rejects. */
  count(whole: string): Promise<PageTerms | undefined>;
  /** Ends the workers (a pool is made per load: idle workers would hold their heaps for nothing). */
  close(): Promise<void>;
}

/** How many files may wait at once: enough to keep every worker busy while the next files are read. */
export const parseConcurrency = (pool: ParsePool | undefined) => (pool ? 2 * poolSize() + 2 : 1);

/** A worker per core, at most 8 (micromark parses at ~1 MB/s a core: 100 MB of docs take minutes on one). */
export const poolSize = () => Math.max(1, Math.min(8, availableParallelism()));

/** Fewer files than this to parse are parsed on the main thread: starting workers costs more than it saves. */
export const POOL_MIN_FILES = 16;

/**
 * Parse workers: parsing is ~90 % of a first start at 10,000 pages, and on the main thread it would block the event
 * loop for seconds per batch. Each worker takes one file at a time, so when one dies on a file
 * (out of memory, a crash in the parser) that file alone is skipped, with one warning naming it, and a new worker
 * takes its place. Workers that cannot start at all (a bundle missing its worker file, say) leave the parsing to the
 * main thread, with one warning: the index is the same either way, only slower.
 */
export function createParsePool(
  generator: Generator,
  warn: (line: string) => void,
  options: { size?: number; workerUrl?: URL; site?: SiteLayout } = {},
): ParsePool {
  const size = options.size ?? poolSize();
  const entry = options.workerUrl ?? workerEntry();
  type Task = { job: PoolJob; resolve: (answer: HandedOverFile | Counted) => void };
  const queue: Task[] = [];
  const idle: Worker[] = [];
  const busy = new Map<Worker, Task>();
  const all = new Set<Worker>();
  let workers = 0;
  let nextId = 0;
  let failedStarts = 0;
  let inline = !entry;
  let closed = false;
  if (!entry) warn('docs: no parse worker found beside the service; parsing on the main thread');

  const parseHere = (job: PoolJob) =>
    'counted' in job
      ? { terms: countCachedPage(job.counted) }
      : handOver(readAndParseFile(job.name, job.input, generator, options.site, job.placement));

  const spawn = () => {
    if (!entry) return;
    let worker: Worker;
    try {
      worker = startWorker(entry, generator, options.site);
    } catch (error) {
      inline = true;
      warn(`docs: parse workers could not start (${(error as Error).message}); parsing on the main thread`);
      return;
    }
    let started = false;
    workers++;
    all.add(worker);
    worker.on('message', (reply: ParseReply) => {
      // Given files only once loaded: a worker that dies with a file in hand died on that file.
      if ('ready' in reply) {
        started = true;
        failedStarts = 0;
        idle.push(worker);
        pump();
        return;
      }
      const task = busy.get(worker);
      busy.delete(worker);
      const { id: _id, ...handed } = reply;
      task?.resolve(handed);
      idle.push(worker);
      pump();
    });
    let gone = false;
    const failed = (reason: string) => {
      if (gone) return;
      gone = true;
      workers--;
      all.delete(worker);
      const index = idle.indexOf(worker);
      if (index >= 0) idle.splice(index, 1);
      const task = busy.get(worker);
      busy.delete(worker);
      if (closed) {
        task?.resolve(parseHere(task.job));
        return;
      }
      if (task && 'counted' in task.job) {
        // Counting a page it parsed before killed it: the loader counts that page itself, the others go on.
        task.resolve({});
      } else if (task) {
        // The file it was parsing killed it: that file is skipped, the others go on in a new worker.
        task.resolve({ result: { skipped: `the parser stopped on it (${reason})`, cause: 'unparsable' } });
      } else if (!started) {
        if (++failedStarts >= 3 && !inline) {
          inline = true;
          warn(`docs: parse workers could not start (${reason}); parsing on the main thread`);
        }
      }
      pump();
    };
    worker.on('error', (error: Error) => failed(error.message));
    worker.on('exit', (code) => {
      if (!gone) failed(`exit code ${code}`);
    });
  };

  const pump = () => {
    if (closed) return;
    if (inline) {
      for (let task = queue.shift(); task; task = queue.shift()) task.resolve(parseHere(task.job));
      return;
    }
    // Workers are started while more files wait than workers are free or starting, up to the pool's size.
    while (!inline && workers < size && queue.length > workers - busy.size) spawn();
    if (inline) return pump();
    while (queue.length > 0) {
      const worker = idle.shift();
      if (!worker) return;
      const task = queue.shift() as (typeof queue)[number];
      busy.set(worker, task);
      worker.postMessage(task.job);
    }
  };

  return {
    parse(name, input, placement) {
      return new Promise<HandedOverFile>((resolve) => {
        queue.push({
          job: { id: nextId++, name, input, placement },
          resolve: (answer) => resolve(answer as HandedOverFile),
        });
        pump();
      });
    },
    count(whole) {
      return new Promise<PageTerms | undefined>((resolve) => {
        queue.push({ job: { id: nextId++, counted: whole }, resolve: (answer) => resolve((answer as Counted).terms) });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.resolve(parseHere(task.job));
      idle.length = 0;
      await Promise.all([...all].map((worker) => worker.terminate()));
    },
  };
}

/**
 * The worker's file: `parse-worker.js` beside the bundled CLI (the package's vite.config.ts builds it as an entry of its own),
 * or the TypeScript source, run through tsx, from a clone. Undefined when neither is there.
 */
function workerEntry(): URL | undefined {
  const here = import.meta.url;
  for (const candidate of ['./parse-worker.js', '../parse-worker.js', './parse-worker.ts']) {
    const url = new URL(candidate, here);
    if (url.protocol === 'file:' && existsSync(fileURLToPath(url))) return url;
  }
  return undefined;
}

function startWorker(entry: URL, generator: Generator, site: SiteLayout | undefined): Worker {
  const options = { workerData: { generator, site }, stdout: false, stderr: false };
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options);
  // From the sources: tsx registered inside the worker, then the worker's module loaded through it.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href;
  const code = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(code, { ...options, eval: true, execArgv: [] });
}
