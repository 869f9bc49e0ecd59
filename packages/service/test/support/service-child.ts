// A local service in a child process, for tests that kill it:
// `tsx service-child.ts <dataDir> <assistantKey> [<docs folder> [watch]]` (the fixture docs when no folder is given).
// Prints `listening <url>` once it accepts requests; answers immediately (no chunk delay).
import { fileURLToPath } from 'node:url';
import { createLocalService } from '../../src';

const [dataDir, assistantKey, docs, watch] = process.argv.slice(2);
const service = createLocalService({
  docs: docs ?? fileURLToPath(new URL('../fixtures/docs-small', import.meta.url)),
  watch: watch === 'watch',
  dataDir,
  model: null,
  assistantKeys: [assistantKey ?? 'mint_dsc_child'],
  adminKeys: ['mint_child_admin'],
  rateLimits: { keyPerMonth: 1e9, orgPerHour: 1e9, ipPerDay: 1e9 },
});
const { url } = await service.listen(0, '127.0.0.1');
console.log(`listening ${url}`);
