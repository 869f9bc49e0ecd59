// A parse worker that answers every file with the thread it ran in (as a skipped file's reason), so a test can see
// which worker parsed which file.
import { parentPort, threadId } from 'node:worker_threads';
import type { ParseJob } from '../../src/retrieval/parse-pool';

parentPort?.on('message', (job: ParseJob) => {
  parentPort?.postMessage({ id: job.id, result: { skipped: `thread ${threadId}`, cause: 'unparsable' } });
});
parentPort?.postMessage({ ready: true });
