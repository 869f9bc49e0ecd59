// A parse worker (parse-pool.ts): files in (read here), their pages out, one at a time. Nothing else runs here.
import { parentPort, workerData } from 'node:worker_threads';
import type { Generator } from './generator';
import type { SiteLayout } from './site-layout';
import { handOver, readAndParseFile } from './parse-file';
import type { ParseJob, ParseReply } from './parse-pool';

const { generator, site } = workerData as { generator: Generator; site?: SiteLayout };
parentPort?.on('message', (job: ParseJob) => {
  const parsed = readAndParseFile(job.name, job.input, generator, site, job.placement);
  const reply: ParseReply = { id: job.id, ...handOver(parsed) };
  parentPort?.postMessage(reply);
});
parentPort?.postMessage({ ready: true } satisfies ParseReply);
