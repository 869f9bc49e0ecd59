// A parse worker (parse-pool.ts): files in (read here), their pages out, one at a time; or a page the page cache kept
// in, its counted words out. Nothing else runs here.
import { parentPort, workerData } from 'node:worker_threads';
import type { Generator } from './generator';
import type { SiteLayout } from './site-layout';
import { countCachedPage, handOver, readAndParseFile } from './parse-file';
import type { PoolJob, ParseReply } from './parse-pool';

const { generator, site } = workerData as { generator: Generator; site?: SiteLayout };
parentPort?.on('message', (job: PoolJob) => {
  const reply: ParseReply =
    'counted' in job
      ? { id: job.id, terms: countCachedPage(job.counted) }
      : { id: job.id, ...handOver(readAndParseFile(job.name, job.input, generator, site, job.placement)) };
  parentPort?.postMessage(reply);
});
parentPort?.postMessage({ ready: true } satisfies ParseReply);
