// A local service in a child process, for tests that kill it: `tsx service-child.ts <dataDir> <assistantKey>`.
// Prints `listening <url>` once it accepts requests; answers immediately (no chunk delay).
import { fileURLToPath } from 'node:url';
import { createLocalService } from '../../src';

const [dataDir, assistantKey] = process.argv.slice(2);
const service = createLocalService({
  docs: fileURLToPath(new URL('../fixtures/docs-small', import.meta.url)),
  dataDir,
  model: null,
  assistantKeys: [assistantKey ?? 'mint_dsc_child'],
  adminKeys: ['mint_child_admin'],
  rateLimits: { keyPerMonth: 1e9, orgPerHour: 1e9, ipPerDay: 1e9 },
});
const { url } = await service.listen(0, '127.0.0.1');
console.log(`listening ${url}`);
