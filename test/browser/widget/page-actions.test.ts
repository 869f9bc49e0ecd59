// In Chromium with the React entry: `<PageActions>` beside a page's title and `<DocsAssistant>` on the same
// page, bundled with code splitting as a host ships them. "Ask AI about this page" opens the React widget; the
// converter is a chunk fetched on the first click that needs it, never on the page view. On the embed suite's
// generator-shaped pages (test/browser/embed/page-actions-site.ts), the React part copies the same Markdown as the
// embed's element.
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectPageMarkdown, PAGE_ACTIONS_PAGES } from '../embed/page-actions-pages';
import { startPageActionsSite, type PageActionsSite } from '../embed/page-actions-site';
import { launchChromium } from '../support/chromium';
import { streamAnswer, textChunks } from '../support/sse-answers';
import { bundleApp, startWidgetServer, type SplitApp, type WidgetServer } from '../support/widget-server';

const CONVERTER = 'src/page-actions/convert-page.ts';
/** The menu, its actions and the Markdown reading: fetched on the reader's first intent, not with the page. */
const MENU = 'src/page-actions/ui/page-actions-menu-items.tsx';

let browser: Browser;
let server: WidgetServer;
let app: SplitApp;
let generatorApp: SplitApp;
let site: PageActionsSite;
let context: BrowserContext | undefined;

beforeAll(async () => {
  [app, generatorApp] = await Promise.all([
    bundleApp(fileURLToPath(new URL('./page-actions-page.tsx', import.meta.url)), { splitting: true }),
    bundleApp(fileURLToPath(new URL('../embed/page-actions-react-app.tsx', import.meta.url)), { splitting: true }),
  ]);
  [browser, server, site] = await Promise.all([
    launchChromium(),
    startWidgetServer({ appJs: app.appJs, chunks: app.chunks, fallback: streamAnswer(textChunks(['Unused.'])) }),
    startPageActionsSite({ reactApp: generatorApp }),
  ]);
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close(), site?.close()]);
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

/**
 * Holds back the menu's chunk until `release()`: the reader is faster than the network. `requested` resolves when
 * the browser has asked for it (the intent that loads it happened).
 */
async function holdMenuChunk(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  const files = new Set(app.lazy[MENU]!.map((file) => `/${file}`));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(
    (url) => files.has(url.pathname),
    async (route) => {
      asked();
      await released;
      await route.continue();
    },
  );
  return { requested, release };
}

const activeName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

describe('<PageActions> up front, its menu on intent', () => {
  it('a page view fetches neither the menu nor the converter; a pointer on the buttons fetches the menu', async () => {
    expect(app.lazy[MENU]?.length).toBeGreaterThan(0);
    const { page, scripts } = await openPage();
    const lazy = [...app.lazy[MENU]!, ...app.lazy[CONVERTER]!];
    expect(scripts.filter((script) => lazy.includes(script))).toEqual([]);
    await page.getByRole('button', { name: 'More page actions' }).hover();
    await expect.poll(() => scripts).toContain(app.lazy[MENU]![0]);
    expect(scripts.filter((script) => app.lazy[CONVERTER]!.includes(script))).toEqual([]);
  });

  it('a click before the menu has arrived opens it when it does, focus on its first item', async () => {
    const { page } = await openPage();
    const chunk = await holdMenuChunk(page);
    const trigger = page.getByRole('button', { name: 'More page actions' });
    await trigger.click();
    await chunk.requested;
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('menu').count()).toBe(0);
    chunk.release();
    const menu = page.getByRole('menu', { name: 'Page actions' });
    await menu.waitFor();
    await expect.poll(() => activeName(page)).toMatch(/^Copy page/);
    // The click that opened it still toggles it: a second one closes it.
    await trigger.click();
    await menu.waitFor({ state: 'detached' });
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter on the menu button before the menu has arrived opens it on its first item; the keys then work', async () => {
    const { page } = await openPage();
    const chunk = await holdMenuChunk(page);
    await page.getByRole('button', { name: 'More page actions' }).focus();
    await chunk.requested;
    await page.keyboard.press('Enter');
    expect(await page.getByRole('button', { name: 'More page actions' }).getAttribute('aria-expanded')).toBe('true');
    chunk.release();
    await page.getByRole('menu', { name: 'Page actions' }).waitFor();
    await expect.poll(() => activeName(page)).toMatch(/^Copy page/);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => activeName(page)).toMatch(/^View as Markdown/);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await expect.poll(() => activeName(page)).toBe('More page actions');
  });

  it('ArrowUp before the menu has arrived opens it on its last item', async () => {
    const { page } = await openPage();
    const chunk = await holdMenuChunk(page);
    await page.getByRole('button', { name: 'More page actions' }).focus();
    await chunk.requested;
    await page.keyboard.press('ArrowUp');
    chunk.release();
    await page.getByRole('menu', { name: 'Page actions' }).waitFor();
    await expect.poll(() => activeName(page)).toMatch(/^Ask AI about this page/);
  });

  it('"Copy page" clicked before the menu has arrived copies once it does', async () => {
    const { page } = await openPage();
    const chunk = await holdMenuChunk(page);
    await page.getByRole('button', { name: 'Copy page' }).click();
    await chunk.requested;
    await page.locator('[data-da-page-actions][data-status="preparing"]').waitFor();
    chunk.release();
    await page.locator('[data-da-page-actions][data-status="copied"]').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Getting started\n/);
  });
});

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

describe('<PageActions> (React) on each generator’s page', () => {
  for (const generator of PAGE_ACTIONS_PAGES) {
    it(`${generator.name}: the copied Markdown has its headings, list, fenced code with its language, table and absolute links; none of the theme’s chrome`, async () => {
      context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => scripts.push(new URL(request.url()).pathname.slice(1)));
      const address = site.url(generator.path, { react: true });
      await page.goto(address);
      // The React part, where the embed's element was: nothing of the converter fetched for it.
      await page.locator('[data-page-actions-host] [data-host="react"]').waitFor();
      const converter = generatorApp.lazy[CONVERTER]!;
      expect(converter.length).toBeGreaterThan(0);
      expect(scripts.filter((script) => converter.includes(script))).toEqual([]);
      await page.getByRole('button', { name: 'Copy page' }).click();
      await page.locator('[data-da-page-actions][data-status="copied"]').waitFor();
      expect(scripts).toContain(converter[0]);
      expectPageMarkdown(await page.evaluate(() => navigator.clipboard.readText()), address);
    });
  }
});
