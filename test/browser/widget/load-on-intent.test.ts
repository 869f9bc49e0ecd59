// In Chromium, on a docs page that mounts the widget with docs/getting-started.md's own block
// (`<DocsAssistant domain api />`), bundled with code splitting as a host ships it: a page view fetches only the
// up-front bundle, however long it stays idle; the lazy chunks (the engine, the panel, the page affordances) are
// fetched on the reader's signs of intent only — the pointer reaching the launcher, a text selection, the shortcut's
// modifier key. The one exception is the launcher's placement (ui/page-fit.ts, ~1 KiB), fetched after the first paint
// of every page view: keeping the launcher clear of the theme's own corner controls cannot wait for a sign of intent.
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { streamAnswer, textChunks } from '../support/sse-answers';
import { bundleApp, startWidgetServer, type SplitApp, type WidgetServer } from '../support/widget-server';

const ENGINE = 'src/engine/index.ts';
const PANEL = 'src/ui/panel.tsx';
const AFFORDANCES = 'src/page-context/affordances.ts';
const KEY_EXPLANATION = 'src/core/api-key.ts';
const PLACEMENT = 'src/ui/page-fit.ts';

let browser: Browser;
let server: WidgetServer;
let app: SplitApp;
let context: BrowserContext | undefined;

beforeAll(async () => {
  app = await bundleApp(fileURLToPath(new URL('./readme-page.tsx', import.meta.url)), { splitting: true });
  [browser, server] = await Promise.all([
    launchChromium(),
    startWidgetServer({ appJs: app.appJs, chunks: app.chunks, fallback: streamAnswer(textChunks(['Unused.'])) }),
  ]);
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});

/** The files a lazy target's `import()` fetches, as the bundle has them. */
const chunksOf = (target: string) => app.lazy[target]!;

/**
 * A fresh page, loaded and settled: the widget's launcher is up, the network is quiet, and several rounds of
 * animation frames and idle callbacks have run (each idle wait bounded at 5 s on a busy machine). Returns the page
 * and every script it has requested so far, as a live list.
 */
async function openSettledPage(): Promise<{ page: Page; scripts: string[] }> {
  context = await browser.newContext();
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' || url.pathname.endsWith('.js')) scripts.push(url.pathname.slice(1));
  });
  await page.goto(server.pageUrl());
  await page.getByRole('button', { name: 'Ask AI', exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round++) {
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 }));
    }
  });
  return { page, scripts };
}

/** What a page view fetches before any sign of intent: the up-front bundle, then the placement chunk after paint. */
const beforeIntent = () => [...app.upFront, ...chunksOf(PLACEMENT)];
const lazyFiles = (scripts: string[]) => scripts.filter((file) => !beforeIntent().includes(file));

describe('the bundle under test', () => {
  it('has the engine, the panel and the affordances as lazy chunks, apart from the up-front bundle', () => {
    for (const target of [ENGINE, PANEL, AFFORDANCES, KEY_EXPLANATION, PLACEMENT])
      expect(chunksOf(target).length).toBeGreaterThan(0);
    expect(app.upFront).toContain('app.js');
  });
});

describe('a page view with no sign of intent', () => {
  it('fetches only the up-front bundle, however long the page stays idle', async () => {
    const { scripts } = await openSettledPage();
    expect(new Set(scripts)).toEqual(new Set(beforeIntent()));
    expect(lazyFiles(scripts)).toEqual([]);
  });
});

describe('a sign of intent fetches the lazy chunks', () => {
  it('the pointer reaching the launcher fetches the engine and the panel', async () => {
    const { page, scripts } = await openSettledPage();
    expect(lazyFiles(scripts)).toEqual([]);
    await page.getByRole('button', { name: 'Ask AI', exact: true }).hover();
    await expect.poll(() => scripts).toEqual(expect.arrayContaining([...chunksOf(ENGINE), ...chunksOf(PANEL)]));
    // Only a refused key needs its explanation.
    expect(scripts).not.toContain(chunksOf(KEY_EXPLANATION)[0]);
  });

  it('keyboard focus reaching the launcher (Tab) fetches the engine and the panel', async () => {
    const { page, scripts } = await openSettledPage();
    expect(lazyFiles(scripts)).toEqual([]);
    const launcher = page.getByRole('button', { name: 'Ask AI', exact: true });
    // The page's prose and code take no focus: the launcher is the first stop.
    await page.keyboard.press('Tab');
    await expect.poll(() => launcher.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => scripts).toEqual(expect.arrayContaining([...chunksOf(ENGINE), ...chunksOf(PANEL)]));
  });

  it('a text selection fetches the affordances, and "Ask AI" appears by the selection', async () => {
    const { page, scripts } = await openSettledPage();
    expect(lazyFiles(scripts)).toEqual([]);
    await page.locator('#install-prose').selectText();
    await expect.poll(() => scripts).toEqual(expect.arrayContaining(chunksOf(AFFORDANCES)));
    await page.getByRole('button', { name: 'Ask AI about the selected text' }).waitFor();
  });

  it('pressing Control alone (the shortcut’s modifier) fetches the engine, the panel and the affordances', async () => {
    const { page, scripts } = await openSettledPage();
    expect(lazyFiles(scripts)).toEqual([]);
    await page.keyboard.press('Control');
    await expect
      .poll(() => scripts)
      .toEqual(expect.arrayContaining([...chunksOf(ENGINE), ...chunksOf(PANEL), ...chunksOf(AFFORDANCES)]));
    // The modifier alone is a sign of intent, not the shortcut: the assistant stays closed.
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
