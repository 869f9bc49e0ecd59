// A parse worker that dies on one file (`crash.md`), as a worker would that ran out of memory on it; every other
// file is parsed as the real worker (parse-worker.ts) parses it.
import { parentPort } from 'node:worker_threads';
import { handOver, parseAndCountFile } from '../../src/retrieval/parse-file';

parentPort?.on('message', (job: { id: number; name: string; source: string }) => {
  if (job.name === 'crash.md') throw new Error('the parser blew up');
  parentPort?.postMessage({
    id: job.id,
    ...handOver(parseAndCountFile(job.name, job.source, 'github', undefined, undefined)),
  });
});
parentPort?.postMessage({ ready: true });
