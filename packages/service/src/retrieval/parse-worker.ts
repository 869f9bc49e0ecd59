// A parse worker (parse-pool.ts): files' text in, their pages out, one at a time. Nothing else runs here.
import { parentPort, workerData } from 'node:worker_threads';
import type { Generator } from './generator';
import { parseDocsFile } from './parse-file';
import type { ParseJob, ParseReply } from './parse-pool';

const generator = (workerData as { generator: Generator }).generator;
parentPort?.on('message', (job: ParseJob) => {
  const reply: ParseReply = { id: job.id, result: parseDocsFile(job.name, job.source, generator) };
  parentPort?.postMessage(reply);
});
parentPort?.postMessage({ ready: true } satisfies ParseReply);
