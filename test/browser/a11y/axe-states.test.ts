// axe-core (every WCAG 2.0–2.2 A and AA rule) on the real widget in Chromium, in every state a reader meets, in
// light and dark for the popover and modal variants, and in `auto` under a dark system setting for the popover: the
// stylesheet's copy of the dark values in its `prefers-color-scheme` query is one for every variant.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';
import { citedAnswer, rateLimited, serverError, streamingAnswer } from './answers';
import { runAxe, type AxeFinding } from './axe';

type Theme = 'light' | 'dark' | 'auto-dark';
const VARIANTS = ['popover', 'modal'] as const;
const themesOf = (variant: (typeof VARIANTS)[number]): Theme[] =>
  variant === 'popover' ? ['light', 'dark', 'auto-dark'] : ['light', 'dark'];
const STARTERS = ['How do I install it?', 'Can I theme it?'];

let browser: Browser;
let server: WidgetServer;
let checked = 0;
let undecidedContrast = 0;
const violations: Array<AxeFinding & { where: string }> = [];

beforeAll(async () => {
  server = await startWidgetServer({ appJs: await bundleApp(), fallback: citedAnswer() });
  browser = await launchChromium();
});

beforeEach(() => server.reset());

afterAll(async () => {
  console.log(
    `[a11y:axe] ${checked} states checked (7 states × ${VARIANTS.map(themesOf).flat().length} variant themes), ` +
      `${violations.length} violations, ${undecidedContrast} contrast checks axe left undecided`,
  );
  await browser?.close();
  await server?.close();
});

async function openPage(
  theme: Theme,
  props: Record<string, unknown>,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ colorScheme: theme === 'auto-dark' ? 'dark' : 'light' });
  const page = await context.newPage();
  const colorScheme = theme === 'auto-dark' ? 'auto' : theme;
  await page.goto(server.pageUrl({ theme: { colorScheme }, ...props }));
  await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady);
  return { context, page };
}

/** Waits for the panel's entrance animation: mid-fade colours are not what a reader reads. */
async function settle(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

async function check(page: Page, where: string) {
  await settle(page);
  const outcome = await runAxe(page);
  checked += 1;
  undecidedContrast += outcome.undecidedContrast;
  violations.push(...outcome.violations.map((v) => ({ ...v, where })));
  return outcome.violations;
}

function isDark(rgb: string): boolean {
  const [r = 255, g = 255, b = 255] = (rgb.match(/\d+/g) ?? []).map(Number);
  return (r + g + b) / 3 < 128;
}

const input = (page: Page) => page.getByRole('textbox', { name: 'Ask a question about the docs' });
async function ask(page: Page, question: string) {
  await input(page).fill(question);
  await input(page).press('Enter');
}

describe.each(VARIANTS)('%s variant', (variant) => {
  it.each(themesOf(variant))('has no WCAG violations in any state (%s)', async (theme) => {
    const { context, page } = await openPage(theme, { variant, starterQuestions: STARTERS });
    const found: Record<string, AxeFinding[]> = {};
    const at = (state: string) => `${variant}/${theme}/${state}`;

    await page.getByRole('button', { name: 'Ask AI' }).waitFor();
    found.closed = await check(page, at('closed'));

    await page.getByRole('button', { name: 'Ask AI' }).click();
    await page.getByRole('button', { name: STARTERS[0] }).waitFor();
    // The theme really applied: dark themes check dark colours, not the light ones twice.
    const panelBackground = await page.getByRole('dialog').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(isDark(panelBackground), `${theme} panel background ${panelBackground}`).toBe(theme !== 'light');
    found.openEmpty = await check(page, at('open, empty'));

    server.respond(streamingAnswer);
    await ask(page, 'How do I install it?');
    await page.locator('[data-role="assistant"][data-status="streaming"]').getByText('Install the package').waitFor();
    await page.getByRole('status').filter({ hasText: 'Searching for' }).waitFor();
    found.streaming = await check(page, at('streaming'));
    await page.getByRole('button', { name: 'Stop answering' }).click();
    await page.locator('[data-role="assistant"][data-status="stopped"]').waitFor();

    server.respond(citedAnswer());
    await ask(page, 'And then?');
    await page.getByRole('group', { name: 'Related questions' }).waitFor();
    found.answered = await check(page, at('answered'));

    server.respond(serverError);
    await ask(page, 'What went wrong?');
    await page.getByRole('alert').filter({ hasText: 'had a problem' }).waitFor();
    found.error = await check(page, at('error'));

    server.respond(rateLimited);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('alert').filter({ hasText: 'try again in 30 s' }).waitFor();
    found.rateLimited = await check(page, at('rate-limited'));
    await context.close();

    // An admin key is refused before any request: the panel says why and nothing can be sent.
    const refused = await openPage(theme, { variant, defaultOpen: true, apiKey: 'mint_admin_secret_key' });
    await refused.page.getByRole('alert').filter({ hasText: 'secret key' }).waitFor();
    found.keyRefusal = await check(refused.page, at('key refusal'));
    await refused.context.close();

    expect(found).toEqual({
      closed: [],
      openEmpty: [],
      streaming: [],
      answered: [],
      error: [],
      rateLimited: [],
      keyRefusal: [],
    });
  });
});
