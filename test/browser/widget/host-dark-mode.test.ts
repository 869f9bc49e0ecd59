// The docs theme's own dark mode wins over the reader's OS setting, both ways, and a switch of the theme flips the
// open panel at once — in real Chromium, reading the colours a reader sees.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citedAnswer } from '../a11y/answers';
import { openWidgetPage } from '../a11y/page';
import { launchChromium } from '../support/chromium';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';

let browser: Browser;
let server: WidgetServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchChromium(),
    bundleApp().then((appJs) => startWidgetServer({ appJs, fallback: citedAnswer() })),
  ]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});

/** Whether the open panel's background is dark (relative luminance under a half). */
const panelIsDark = (page: Page) =>
  page.locator('[data-da-slot="panel"]').evaluate((panel) => {
    const [r, g, b] = getComputedStyle(panel).backgroundColor.match(/\d+/g)!.map(Number) as [number, number, number];
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.5;
  });

// Each generator family's marker, set and cleared on the page the way its theme switch does.
const MARKERS = [
  {
    name: 'Docusaurus / Starlight',
    dark: `document.documentElement.dataset.theme = 'dark'`,
    light: `document.documentElement.dataset.theme = 'light'`,
  },
  {
    name: 'Tailwind / Nextra / VitePress',
    dark: `document.documentElement.classList.add('dark')`,
    light: `document.documentElement.classList.remove('dark')`,
  },
  {
    name: 'MkDocs Material',
    dark: `document.body.dataset.mdColorScheme = 'slate'`,
    light: `document.body.dataset.mdColorScheme = 'default'`,
  },
] as const;

describe.each(MARKERS)('the $name dark marker', (marker) => {
  it('darkens the panel with the OS light, and lightens it again, live', async () => {
    const { context, page } = await openWidgetPage(browser, server, { defaultOpen: true }, { colorScheme: 'light' });
    await page.locator('[data-da-slot="panel"][data-state="open"]').waitFor();
    expect(await panelIsDark(page)).toBe(false);
    await page.evaluate(marker.dark);
    await expect.poll(() => panelIsDark(page)).toBe(true);
    await page.evaluate(marker.light);
    await expect.poll(() => panelIsDark(page)).toBe(false);
    await context.close();
  });
});

describe('the OS setting', () => {
  it('decides when the page has no marker, and a light marker wins over a dark OS', async () => {
    const { context, page } = await openWidgetPage(browser, server, { defaultOpen: true }, { colorScheme: 'dark' });
    await page.locator('[data-da-slot="panel"][data-state="open"]').waitFor();
    expect(await panelIsDark(page)).toBe(true);
    await page.evaluate(`document.documentElement.dataset.theme = 'light'`);
    await expect.poll(() => panelIsDark(page)).toBe(false);
    await context.close();
  });
});
