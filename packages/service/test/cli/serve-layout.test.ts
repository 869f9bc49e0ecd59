// `serve --docs <a site's root>`: the start-up output says which languages and versions were found and which answer
// a question that names none; `--layout single` reads the same folder as one language and one version.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cli } from '../support/spawn-cli';

const SITE = fileURLToPath(new URL('../fixtures/i18n/docusaurus', import.meta.url));
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'docs-assistant-serve-layout-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const serve = (args: string[], dataDir: string) =>
  cli(['serve', '--docs', SITE, '--port', '0', '--data-dir', join(scratch, dataDir), ...args], {
    cwd: scratch,
    until: (out) => out.includes('  data: '),
  });

it('names the layout, its languages and versions, the defaults marked; only the docs pages are indexed', async () => {
  const result = await serve([], 'detected');
  expect(result.code).toBe(0);
  const lines = result.stdout.split('\n');
  expect(lines[0]).toMatch(/^docs-assistant: indexed 5 files \(\d+ sections\) from /);
  expect(lines).toContain(
    `  languages:      docusaurus (${join(SITE, 'docusaurus.config.js')}): en (default), ja; versions current (default), 1.0`,
  );
});

it('--layout single: every Markdown file, as one language and one version, and no languages line', async () => {
  const result = await serve(['--layout', 'single'], 'single');
  expect(result.code).toBe(0);
  const lines = result.stdout.split('\n');
  // The blog post and the README too.
  expect(lines[0]).toMatch(/^docs-assistant: indexed 7 files /);
  expect(lines.some((line) => line.startsWith('  languages:'))).toBe(false);
});
