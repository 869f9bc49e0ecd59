// Nothing from outside the folders the owner named: a symlink inside `--static` or `--docs` that leads outside is
// neither served nor indexed, and each one is reported once at start-up. Links that stay inside keep working.
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';
import { answerText, postJson, readChunks, userMessage } from '../support/helpers';

let base: string;
let service: StartedLocalService;
const warnings: string[] = [];

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'docs-assistant-links-'));
  const outside = join(base, 'outside');
  const site = join(base, 'site');
  const docs = join(base, 'docs');
  await Promise.all([
    mkdir(outside),
    mkdir(join(site, 'assets'), { recursive: true }),
    mkdir(join(docs, 'guides'), { recursive: true }),
  ]);
  await writeFile(join(outside, 'secret.txt'), 'TOP-SECRET-FILE');
  await writeFile(join(outside, 'secret.md'), '# Zebra secrets\n\nThe zebra password is TOP-SECRET-DOC.\n');
  await writeFile(join(site, 'index.html'), '<!doctype html><title>Site</title>');
  await writeFile(join(site, 'assets', 'real.js'), 'console.log("real")');
  await symlink(join(outside, 'secret.txt'), join(site, 'passwd.txt'));
  await symlink(outside, join(site, 'escape'));
  await symlink(join(site, 'assets', 'real.js'), join(site, 'alias.js'));
  await writeFile(join(docs, 'index.md'), '# Home\n\nWelcome to the zebra docs.\n');
  await writeFile(join(docs, 'guides', 'install.md'), '# Install\n\nRun the installer.\n');
  await symlink(join(outside, 'secret.md'), join(docs, 'zebra.md'));
  await symlink(join(docs, 'guides', 'install.md'), join(docs, 'setup.md'));
  service = await startLocalService({ docs, staticDir: site, warn: (line) => warnings.push(line) });
});
afterAll(async () => {
  await service?.close();
  await rm(base, { recursive: true, force: true });
});

it('does not serve a link that leads outside the site folder, by file or through a linked folder', async () => {
  for (const path of ['/passwd.txt', '/escape/secret.txt']) {
    const response = await fetch(`${service.url}${path}`);
    expect(await response.text()).not.toContain('TOP-SECRET-FILE');
    expect(response.status).toBe(404);
  }
  // A link that stays inside is served.
  expect(await (await fetch(`${service.url}/alias.js`)).text()).toContain('real');
});

it('does not index a markdown link that leads outside the docs folder; a link inside is indexed', async () => {
  const response = await postJson(
    `${service.url}/discovery/v2/assistant/acme/message`,
    { fp: 'a', messages: [userMessage('What is the zebra password?')] },
    service.assistantKey,
  );
  const text = answerText(await readChunks(response));
  expect(text).not.toContain('TOP-SECRET-DOC');
  const health = (await (await fetch(`${service.url}/healthz`)).json()) as { pages: number };
  expect(health.pages).toBe(3);
});

it('says once at start-up which links it skipped and where they lead', () => {
  expect(warnings.filter((line) => line.includes('zebra.md'))).toEqual([
    `docs-assistant: docs: not indexing zebra.md (a link to ${join(base, 'outside', 'secret.md')}, outside the docs folder)`,
  ]);
  expect(warnings.filter((line) => line.startsWith('docs-assistant: static:')).sort()).toEqual([
    `docs-assistant: static: not serving escape (a link to ${join(base, 'outside')}, outside the site folder)`,
    `docs-assistant: static: not serving passwd.txt (a link to ${join(base, 'outside', 'secret.txt')}, outside the site folder)`,
  ]);
});
