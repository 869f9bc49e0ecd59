// Issue 23 in Chromium with the React entry: `<PageActions>` beside a page's title and `<DocsAssistant>` on the same
// page, bundled with code splitting as a host ships them. "Ask AI about this page" opens the React widget; the
// converter is a chunk fetched on the first click that needs it, never on the page view.
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { streamAnswer, textChunks } from '../support/sse-answers';
import { bundleApp, startWidgetServer, type SplitApp, type WidgetServer } from '../support/widget-server';

const CONVERTER = 'src/page-actions/convert-page.ts';

let browser: Browser;
let server: WidgetServer;
let app: SplitApp;
let context: BrowserContext | undefined;

beforeAll(async () => {
  app = await bundleApp(fileURLToPath(new URL('./page-actions-page.tsx', import.meta.url)), { splitting: true });
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

async function openPage(): Promise<{ page: Page; scripts: string[] }> {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname.slice(1));
  });
  await page.goto(server.pageUrl());
  await page.getByRole('button', { name: 'Copy page' }).waitFor();
  await page.waitForLoadState('networkidle');
  return { page, scripts };
}

describe('<PageActions> with <DocsAssistant> (React)', () => {
  it('the converter is its own chunk, fetched on the first copy and not before', async () => {
    const converter = app.lazy[CONVERTER]!;
    expect(converter.length).toBeGreaterThan(0);
    const { page, scripts } = await openPage();
    expect(scripts.filter((script) => converter.includes(script))).toEqual([]);
    await page.getByRole('button', { name: 'Copy page' }).click();
    await page.locator('[data-da-page-actions][data-status="copied"]').waitFor();
    expect(scripts).toContain(converter[0]);
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    expect(markdown).toMatch(/^# Getting started\n/);
    expect(markdown).toMatch(/1\. {1,2}Install the package\n2\. {1,2}Import the stylesheet/);
    expect(markdown).toContain('```bash\nnpm install docs-assistant\n```');
    expect(markdown).not.toContain('Copy page');
  });

  it('Ask AI about this page opens the widget; closing it gives focus back to the menu’s button', async () => {
    const { page } = await openPage();
    await page.getByRole('button', { name: 'More page actions' }).click();
    await page.getByRole('menuitem', { name: /Ask AI about this page/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask AI' });
    await dialog.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Ask a question about the docs');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('More page actions');
  });

  it('a host that listens for the documented event takes "Ask AI" itself', async () => {
    const { page } = await openPage();
    await page.evaluate(() => {
      document.addEventListener('docs-assistant:ask-about-page', (event) => {
        event.preventDefault();
        (window as unknown as { __asked: unknown }).__asked = (event as CustomEvent).detail;
      });
    });
    await page.getByRole('button', { name: 'More page actions' }).click();
    await page.getByRole('menuitem', { name: /Ask AI about this page/ }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __asked?: { title: string; url: string } }).__asked))
      .toEqual({ title: 'Getting started', url: page.url(), question: undefined });
    // The widget stayed closed: the host took it.
    expect(await page.getByRole('dialog', { name: 'Ask AI' }).count()).toBe(0);
  });
});
