// Focus return in Chromium, the React build: closing gives focus back to what opened the assistant, or to the
// launcher once it shows again — at 1280 px (a popover beside the page) and at 390 and 320 px, where the panel fills
// the screen and the launcher is hidden while it is open. Ctrl+I with the panel open and focus on the page takes the
// reader to the question box; Escape closes the popover when the reader's last interaction was with it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';
import { citedAnswer } from './answers';
import { focused } from './focus';
import { openWidgetPage, questionBox } from './page';

let browser: Browser;
let server: WidgetServer;

beforeAll(async () => {
  server = await startWidgetServer({ appJs: await bundleApp(), fallback: citedAnswer() });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];

async function openPage(viewport: { width: number; height: number }) {
  return openWidgetPage(browser, server, {}, { viewport });
}

const launcher = (page: Page) => page.getByRole('button', { name: 'Ask AI', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Ask AI' });

async function openFromLauncher(page: Page) {
  await launcher(page).focus();
  await page.keyboard.press('Enter');
  await dialog(page).waitFor();
  await expect.poll(async () => (await focused(page)).name).toBe('textbox "Ask a question about the docs"');
}

describe.each(WIDTHS)('focus after closing at $width px', (viewport) => {
  it('Escape from the question box gives focus back to the launcher', async () => {
    const { context, page } = await openPage(viewport);
    await openFromLauncher(page);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).name).toBe('button "Ask AI"');
    await context.close();
  });

  it('the close button gives focus back to the launcher', async () => {
    const { context, page } = await openPage(viewport);
    await openFromLauncher(page);
    await page.getByRole('button', { name: 'Close assistant' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).name).toBe('button "Ask AI"');
    await context.close();
  });

  it('opened with the shortcut from a page control, closing gives focus back to that control', async () => {
    const { context, page } = await openPage(viewport);
    await page.getByRole('button', { name: 'A page button' }).focus();
    await page.keyboard.press('Control+i');
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).name).toBe('button "A page button"');
    await context.close();
  });

  it('opened with the shortcut with nothing focused, closing gives focus to the launcher', async () => {
    const { context, page } = await openPage(viewport);
    await page.keyboard.press('Control+i');
    await dialog(page).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).name).toBe('button "Ask AI"');
    await context.close();
  });
});

describe('keys with the popover open and focus on the page (1280 px)', () => {
  it('Ctrl+I takes the reader to the question box, and pressed there it closes', async () => {
    const { context, page } = await openPage(WIDTHS[0]!);
    await openFromLauncher(page);
    await questionBox(page).fill('How do I');
    await page.getByRole('button', { name: 'A page button' }).focus();
    await page.keyboard.press('Control+i');
    await expect.poll(async () => (await focused(page)).name).toBe('textbox "Ask a question about the docs"');
    await expect.poll(() => dialog(page).isVisible()).toBe(true);
    expect(await questionBox(page).inputValue()).toBe('How do I');
    await page.keyboard.press('Control+i');
    await dialog(page).waitFor({ state: 'detached' });
    await context.close();
  });

  it('Escape closes the popover after a click on its text, and not after a click on the page', async () => {
    const { context, page } = await openPage(WIDTHS[0]!);
    await openFromLauncher(page);
    // A click on the panel's own text: focus goes to <body>, but the reader is still with the assistant.
    await dialog(page).getByRole('heading').first().click();
    await expect.poll(async () => (await focused(page)).inWidget).toBe(false);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).name).toBe('button "Ask AI"');

    await openFromLauncher(page);
    // A click on the page's text: the reader is reading the page beside the popover; its Escape is the page's.
    await page.getByRole('heading', { name: 'Getting started' }).click();
    await page.keyboard.press('Escape');
    expect(await dialog(page).isVisible()).toBe(true);
    await context.close();
  });
});
