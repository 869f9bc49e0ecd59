// A parse worker (parse-pool.ts): files in (read here), their pages out, one at a time — each page stored in the page
// cache here when the pool shares it, so only its outline crosses to the main thread; or a page the page cache kept
// in, its counted words out. Nothing else runs here.
// First: node:sqlite's ExperimentalWarning is printed per thread, and the bin's filter is the main thread's.
import '../storage/quiet-sqlite-warning';
import { parentPort, workerData } from 'node:worker_threads';
import { countCachedPage, handOver, readAndParseFile } from './parse-file';
import { openWorkerPageRows } from './page-cache-rows';
import type { ParseJob, ParseReply, ParseWorkerData, PoolJob } from './parse-pool';

const { generator, site, cache } = workerData as ParseWorkerData;
const store = cache ? openWorkerPageRows(cache) : undefined;

const parsed = (job: ParseJob): ParseReply => {
  const handed = handOver(readAndParseFile(job.name, job.input, generator, site, job.placement));
  const { stamp } = job;
  if ('whole' in handed && stamp && store?.(job.name, stamp.size, stamp.mtimeMs, handed.outline, handed.whole))
    return { id: job.id, stored: handed.outline, terms: handed.terms };
  return { id: job.id, ...handed };
};

parentPort?.on('message', (job: PoolJob) => {
  parentPort?.postMessage('counted' in job ? { id: job.id, terms: countCachedPage(job.counted) } : parsed(job));
});
parentPort?.postMessage({ ready: true } satisfies ParseReply);
