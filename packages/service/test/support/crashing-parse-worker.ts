// A parse worker that dies on one file (`crash.md`), as a worker would that ran out of memory on it; every other
// file is parsed as the real worker (parse-worker.ts) parses it.
import { parentPort } from 'node:worker_threads';
import { handOver, readAndParseFile } from '../../src/retrieval/parse-file';
import type { ParseJob } from '../../src/retrieval/parse-pool';

parentPort?.on('message', (job: ParseJob) => {
  if (job.name === 'crash.md') throw new Error('the parser blew up');
  parentPort?.postMessage({
    id: job.id,
    ...handOver(readAndParseFile(job.name, job.input, 'github', undefined, undefined)),
  });
});
parentPort?.postMessage({ ready: true });
