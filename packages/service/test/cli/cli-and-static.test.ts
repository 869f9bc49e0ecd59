import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLocalService } from '../../src';
import { FIXTURE_DOCS, startLocalService, type StartedLocalService } from '../../../../test/support/local-service';

let site: string;
let service: StartedLocalService;
beforeAll(async () => {
  site = await mkdtemp(join(tmpdir(), 'docs-assistant-site-'));
  await mkdir(join(site, 'assets'));
  await writeFile(join(site, 'index.html'), '<!doctype html><title>Demo</title>');
  await writeFile(join(site, 'assets', 'app.js'), 'console.log(1)');
  service = await startLocalService({ staticDir: site });
});
afterAll(async () => {
  await service.close();
  await rm(site, { recursive: true, force: true });
});

it('serves a built site at / with its assets, falling back to index.html for client routes', async () => {
  const index = await fetch(`${service.url}/`);
  expect(index.status).toBe(200);
  expect(index.headers.get('content-type')).toContain('text/html');
  expect(await index.text()).toContain('<title>Demo</title>');
  const asset = await fetch(`${service.url}/assets/app.js`);
  expect(asset.headers.get('content-type')).toContain('javascript');
  expect(await (await fetch(`${service.url}/guides/installation`)).text()).toContain('<title>Demo</title>');
  expect((await fetch(`${service.url}/assets/missing.js`)).status).toBe(404);
});

it('never serves a file outside the site folder', async () => {
  for (const path of [
    '/../package.json',
    '/%2e%2e/package.json',
    '/assets/..%2f..%2fpackage.json',
    '/..%5c..%5cpackage.json',
  ]) {
    const response = await fetch(`${service.url}${path}`);
    const text = await response.text();
    expect(text).not.toContain('"devDependencies"');
  }
});

it('generates a key pair when none is given and keeps it across restarts', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'docs-assistant-keys-'));
  try {
    const first = createLocalService({ docs: FIXTURE_DOCS, dataDir, model: null });
    const second = createLocalService({ docs: FIXTURE_DOCS, dataDir, model: null });
    expect(first.keys.assistant[0]).toMatch(/^mint_dsc_/);
    expect(first.keys.admin[0]).toMatch(/^mint_(?!dsc_)/);
    expect(second.keys).toEqual(first.keys);
    await first.close();
    await second.close();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});

it('refuses to start with a key of the wrong kind', () => {
  expect(() => createLocalService({ docs: FIXTURE_DOCS, assistantKeys: ['mint_admin_like'], model: null })).toThrow(
    /mint_dsc_/,
  );
  expect(() => createLocalService({ docs: FIXTURE_DOCS, adminKeys: ['mint_dsc_x'], model: null })).toThrow(
    /Admin keys/,
  );
});
