import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBrowserEntry } from '../../../scripts/check-browser-bundle';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'bundle-check-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('browser bundle check', () => {
  it('passes the browser entries built from source', async () => {
    for (const entry of ['src/index.ts', 'src/agent-jobs/ui/index.ts']) {
      const report = await checkBrowserEntry(join(root, entry));
      expect(report.problems, entry).toEqual([]);
      expect(report.bytes).toBeGreaterThan(0);
    }
  });

  it('catches an entry that reaches server code, even code with no Node imports', async () => {
    const leaky = join(scratch, 'leaky.ts');
    writeFileSync(
      leaky,
      `export { createAgentClient } from ${JSON.stringify(join(root, 'src/agent-jobs/agent-client.ts'))};\n`,
    );
    const report = await checkBrowserEntry(leaky);
    expect(report.problems).toContain('server code found: createAgentClient');
    expect(report.problems.some((p) => p.startsWith('server-only marker found'))).toBe(true);
    expect(report.problems.some((p) => p.startsWith('server module bundled'))).toBe(true);
  });

  it('catches the whole server entry (it needs Node built-ins)', async () => {
    const report = await checkBrowserEntry(join(root, 'src/proxy/index.ts'));
    expect(report.problems.join('\n')).toMatch(/node:/);
  });

  // `npm test` builds first, so there this checks the real dist/ files a host installs.
  it.skipIf(!existsSync(join(root, 'dist/agent-jobs/ui/index.js')))(
    'passes the built dist/ browser entries',
    async () => {
      for (const entry of ['dist/index.js', 'dist/agent-jobs/ui/index.js']) {
        expect((await checkBrowserEntry(join(root, entry))).problems, entry).toEqual([]);
      }
    },
  );
});
