// `npm start`'s demo as a newcomer meets it in Chromium: the docs site built from docs/ with the widget and the page
// actions, served by the local service with the embed beside it (demo/site/build-demo.ts, scripts/start-demo.ts). Built
// into a folder of its own: demo/dist may be serving someone's `npm start`, with that start's key in its pages.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDemo } from '../../../demo/site/build-demo';
import { createLocalService, type LocalService } from '../../../packages/service/src';
import { launchChromium } from '../support/chromium';

const DOCS = fileURLToPath(new URL('../../../docs', import.meta.url));

let scratch: string;
let service: LocalService;
let url: string;
let browser: Browser;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'docs-assistant-demo-'));
  const site = join(scratch, 'site');
  service = createLocalService({ docs: DOCS, dataDir: join(scratch, 'data'), staticDir: site, model: null });
  await buildDemo(DOCS, { assistantKey: service.keys.assistant[0]! }, site);
  [{ url }, browser] = await Promise.all([service.listen(0, '127.0.0.1'), launchChromium()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), service?.close()]);
  await rm(scratch, { recursive: true, force: true });
});

async function phonePage(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${url}${path}`);
  await page.getByRole('button', { name: 'Ask AI', exact: true }).waitFor();
  return page;
}

describe('on a 390 px phone', () => {
  it('the landing page is no wider than the screen, and the launcher is on it', async () => {
    const page = await phonePage('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const launcher = await page.getByRole('button', { name: 'Ask AI', exact: true }).boundingBox();
    expect(launcher!.x + launcher!.width).toBeLessThanOrEqual(390);
    await page.context().close();
  });

  it('no docs page is wider than the screen', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(url);
    const paths = await page
      .getByRole('navigation', { name: 'Documentation' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(paths.length).toBeGreaterThan(10);
    const wide: string[] = [];
    for (const path of paths) {
      await page.goto(`${url}${path}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) wide.push(`${path}: ${width} px`);
    }
    expect(wide).toEqual([]);
    await context.close();
  });
});

describe('page actions', () => {
  it('"Copy page" beside the title copies the page’s Markdown as the local service serves it', async () => {
    const page = await phonePage('/theming');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    await page.getByRole('button', { name: 'Copy page' }).click();
    await page.getByRole('button', { name: 'Copied' }).waitFor();
    const served = await (await fetch(`${url}/theming.md`)).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(served);
    await page.context().close();
  });

  it('"Ask AI about this page" opens the assistant', async () => {
    const page = await phonePage('/theming');
    await page.getByRole('button', { name: 'More page actions' }).click();
    await page.getByRole('menuitem', { name: /Ask AI about this page/ }).click();
    await page.getByRole('dialog', { name: /Ask/ }).waitFor();
    await page.context().close();
  });
});

it('serves the embed: <docs-assistant> from it on a page of another origin answers from the service', async () => {
  // A page of the reader's own, on another origin (another port, as a site's dev server would be): the embed's
  // module script, its chunks and its stylesheet load across origins, and the widget asks the service.
  const mine = createServer((_, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>Mine</title><h1>My docs</h1>
<script type="module" src="${url}/embed/embed.js"></script>
<docs-assistant domain="docs-assistant" base-url="${url}" api-key="${service.keys.assistant[0]}"></docs-assistant>`),
  );
  await new Promise<void>((listening) => mine.listen(0, '127.0.0.1', listening));
  const page = await browser.newPage();
  const failures: string[] = [];
  page.on('pageerror', (error) => failures.push(error.message));
  page.on('requestfailed', (request) => failures.push(`${request.url()}: ${request.failure()?.errorText}`));
  try {
    await page.goto(`http://127.0.0.1:${(mine.address() as AddressInfo).port}/`);
    const launcher = page.getByRole('button', { name: 'Ask AI', exact: true });
    // What went wrong, if it never shows: a script or a request the browser refused.
    await launcher.waitFor().catch((error: Error) => {
      throw new Error(`${error.message}\n${failures.join('\n')}`);
    });
    await launcher.click();
    const input = page.getByRole('textbox', { name: 'Ask a question about the docs' });
    await input.fill('How do I enable dark mode?');
    await input.press('Enter');
    await page.locator('[data-role="assistant"][data-status="complete"]').waitFor();
    expect(await page.locator('[data-role="assistant"] [data-da-source]').count()).toBeGreaterThan(0);
  } finally {
    await page.close();
    await new Promise((closed) => mine.close(closed));
  }
});
