// Memory through one start of the service (what a first start's peak is made of): the process's RSS and the main
// thread's heap and array buffers sampled every half second until ready, then after a full GC.
//   node --expose-gc --import tsx scripts/bench/first-start-memory.ts --docs /tmp/scale-bench/docs-10000 --data-dir <empty dir>
import { parseArgs } from 'node:util';
import { createLocalService } from '../../packages/service/src';

const { values } = parseArgs({ options: { docs: { type: 'string' }, 'data-dir': { type: 'string' } } });
const MiB = (n: number) => Math.round(n / 1048576);
const started = Date.now();
const sample = (label: string) => {
  const m = process.memoryUsage();
  console.log(
    `${label.padEnd(8)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  rss ${MiB(m.rss)}  heap ${MiB(m.heapUsed)}/${MiB(m.heapTotal)}  external ${MiB(m.external)}  arrayBuffers ${MiB(m.arrayBuffers)}  maxRSS ${Math.round(process.resourceUsage().maxRSS / 1024)}`,
  );
};
const timer = setInterval(() => sample('sample'), 2000);
const service = createLocalService({
  docs: values.docs ?? 'docs',
  dataDir: values['data-dir'],
  model: null,
  warn: () => undefined,
});
await service.ready;
clearInterval(timer);
sample('ready');
await new Promise((resolve) => setTimeout(resolve, 3000));
sample('ready+3s');
(globalThis as { gc?: () => void }).gc?.();
sample('gc');
await service.close();
