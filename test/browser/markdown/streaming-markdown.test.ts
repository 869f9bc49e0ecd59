import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { bundleApp } from '../support/widget-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../../scripts/bench/serve-static';

let dir: string;
let browser: Browser;
let page: Page;
let close: () => void;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'da-markdown-'));
  await writeFile(join(dir, 'page.js'), await bundleApp(fileURLToPath(new URL('./page.tsx', import.meta.url))));
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><meta charset="utf-8"><div id="streamed"></div><div id="one-shot" hidden></div><script type="module" src="./page.js"></script>',
  );
  const served = await serveStatic(dir);
  close = () => served.server.close();
  browser = await launchChromium();
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: served.url });
  page = await context.newPage();
  await page.goto(`${served.url}/index.html`);
  await page.waitForFunction(() => (window as unknown as { __ready?: boolean }).__ready === true);
});

afterAll(async () => {
  await browser?.close();
  close?.();
  await rm(dir, { recursive: true, force: true });
});

describe('StreamingMarkdown in Chromium', () => {
  it('streams to the same DOM as a one-shot render', async () => {
    const [streamed, oneShot] = await page.evaluate(() =>
      ['#streamed', '#one-shot'].map((s) =>
        (document.querySelector(s)?.innerHTML ?? '')
          .replace(/ data-da-block="\d+"| data-state="(?:streaming|done)"/g, '')
          .replace(/>\s+</g, '><'),
      ),
    );
    expect(streamed).toBe(oneShot);
  });

  it('runs no script from the answer and creates no image, script or frame', async () => {
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(await page.locator('#streamed :is(img, script, iframe)').count()).toBe(0);
    const hrefs = await page.locator('#streamed [href]').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs.every((href) => !/^\s*(javascript|data|vbscript):/i.test(href ?? ''))).toBe(true);
    expect(await page.getByRole('link', { name: 'y' }).first().getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('copies a code block to the real clipboard and announces it', async () => {
    await page.locator('#streamed').getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => page.locator('#streamed').getByRole('status').textContent()).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install acme\n');
  });
});
