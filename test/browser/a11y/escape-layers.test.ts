// The page's Escape layers in Chromium (primitives/escape-layers.ts): with `<PageActions>`' menu open inside the
// assistant's panel, Escape closes the menu only, wherever focus is in the panel, and the next Escape the panel;
// a host keeps the panel open with its `onEscapeKeyDown`, or every layer with a listener that prevents the key first.
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { streamAnswer, textChunks } from '../support/sse-answers';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';
import { focused } from './focus';
import { questionBox } from './page';

let browser: Browser;
let server: WidgetServer;
let context: BrowserContext | undefined;

beforeAll(async () => {
  const appJs = await bundleApp(fileURLToPath(new URL('./escape-layers-app.tsx', import.meta.url)));
  [browser, server] = await Promise.all([
    launchChromium(),
    startWidgetServer({ appJs, fallback: streamAnswer(textChunks(['Unused.'])) }),
  ]);
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});

/** How many Escapes the panel's `onEscapeKeyDown` and the page's own listener have kept. */
const kept = (page: Page) =>
  page.evaluate(() => (window as unknown as { __kept: { panel: number; page: number } }).__kept);
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Ask AI' });
const menu = (page: Page) => page.getByRole('menu', { name: 'Page actions' });
const menuButton = (page: Page) => dialog(page).getByRole('button', { name: 'More page actions' });

/** The panel opened from its launcher, and the page actions' menu opened from its button inside the panel. */
async function openMenuInPanel(query = ''): Promise<Page> {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${server.origin}/${query}`);
  await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady);
  await page.getByRole('button', { name: 'Ask AI', exact: true }).click();
  await questionBox(page).waitFor();
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await menu(page).getByRole('menuitem').first().waitFor();
  await expect.poll(async () => (await focused(page)).name).toMatch(/^menuitem /);
  return page;
}

it('Escape closes the menu inside the panel, focus back on its button; the next Escape closes the panel', async () => {
  const page = await openMenuInPanel();
  await page.keyboard.press('Escape');
  await menu(page).waitFor({ state: 'detached' });
  expect(await dialog(page).isVisible()).toBe(true);
  await expect.poll(async () => (await focused(page)).name).toBe('button "More page actions"');
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'detached' });
  await expect.poll(async () => (await focused(page)).name).toBe('button "Ask AI"');
});

it('with focus elsewhere in the panel, Escape still closes the menu above it first, not the panel', async () => {
  const page = await openMenuInPanel();
  // Moved without a press outside the menu (a script, a screen reader): the menu stays open, the top layer.
  await questionBox(page).focus();
  await page.keyboard.press('Escape');
  await menu(page).waitFor({ state: 'detached' });
  expect(await dialog(page).isVisible()).toBe(true);
  await page.keyboard.press('Escape');
  await dialog(page).waitFor({ state: 'detached' });
});

it('a host keeps the panel open with onEscapeKeyDown, and every layer with a listener that prevents Escape', async () => {
  const page = await openMenuInPanel('?keep-panel');
  // The menu is the top layer: the panel's handler is not asked.
  await page.keyboard.press('Escape');
  await menu(page).waitFor({ state: 'detached' });
  expect((await kept(page)).panel).toBe(0);
  // The panel's Escape goes to the host, which keeps it; asked again, it keeps it again.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await kept(page)).panel).toBe(2);
  expect(await dialog(page).isVisible()).toBe(true);

  await menuButton(page).press('Enter');
  await menu(page).getByRole('menuitem').first().waitFor();
  await page.evaluate(() => ((window as unknown as { __keepEscape: boolean }).__keepEscape = true));
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await kept(page)).page).toBe(1);
  expect(await menu(page).isVisible()).toBe(true);
  expect((await kept(page)).panel).toBe(2);
});
