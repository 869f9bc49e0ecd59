// What a reader sees when an answer does not come, in real Chromium against real HTTP answers: a 429 counts down
// its Retry-After and only then lets them try again; a refused key (401, 403) says the site owner must act, offers
// no retry and tells the developer in the console, once; a cut stream says so once and asks for no rating; the
// reader's own Stop says "Stopped" and offers Continue and Regenerate. Axe stays clean in each state, light and dark.
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLabels } from '../../../src/ui/labels';
import { runAxe } from '../a11y/axe';
import { launchChromium } from '../support/chromium';
import { errorAnswer, streamAnswer, textChunks } from '../support/sse-answers';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';
import { PARTIAL } from './fault-handlers';

let browser: Browser;
let server: WidgetServer;

beforeAll(async () => {
  server = await startWidgetServer({
    appJs: await bundleApp(),
    fallback: streamAnswer(textChunks(['A full ', 'answer.'])),
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Opened {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
}

async function openPage(colorScheme: 'light' | 'dark'): Promise<Opened> {
  server.reset();
  const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(server.pageUrl({ defaultOpen: true }));
  await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady);
  return { context, page, consoleErrors };
}

const input = (page: Page) => page.getByRole('textbox', { name: defaultLabels.inputLabel });
const alert = (page: Page) => page.getByRole('alert');
const retry = (page: Page) => page.getByRole('button', { name: defaultLabels.retry });
const lastAnswer = (page: Page) => page.locator('article[data-role="assistant"]').last();

async function ask(page: Page, question: string) {
  await input(page).fill(question);
  await input(page).press('Enter');
}

const axeClean = async (page: Page) => expect((await runAxe(page)).violations).toEqual([]);

describe.each(['light', 'dark'] as const)('error states (%s)', (colorScheme) => {
  it('429: counts down from Retry-After, with "Try again" disabled until zero, then enabled', async () => {
    const { context, page } = await openPage(colorScheme);
    server.respond(errorAnswer(429, 'rate limited', { 'retry-after': '2' }));
    await ask(page, 'Too many?');
    await expect.poll(() => alert(page).getAttribute('data-kind')).toBe('rate-limited');
    await expect.poll(() => alert(page).textContent()).toMatch(/You can try again in [12] s\./);
    expect(await retry(page).isDisabled()).toBe(true);
    await axeClean(page);

    await expect.poll(() => retry(page).isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await alert(page).textContent()).not.toMatch(/in \d+ s/);
    await retry(page).click();
    await expect.poll(() => lastAnswer(page).textContent()).toContain('A full answer.');
    expect(await alert(page).count()).toBe(0);
    await context.close();
  });

  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
  ])('%i: the site’s key is not accepted, no "Try again", and the developer is told once', async (status, kind) => {
    const { context, page, consoleErrors } = await openPage(colorScheme);
    server.respond(errorAnswer(status, 'no'), errorAnswer(status, 'no'));
    await ask(page, 'Key question');
    await expect.poll(() => alert(page).getAttribute('data-kind')).toBe(kind);
    expect(await alert(page).textContent()).toContain(defaultLabels.errors[kind as 'unauthorized' | 'forbidden']);
    expect(await retry(page).count()).toBe(0);
    await axeClean(page);

    // Asked again, refused again: still one explanation in the console.
    await ask(page, 'Another key question');
    await expect.poll(() => server.requests.length).toBeGreaterThanOrEqual(2);
    await expect.poll(() => alert(page).getAttribute('data-kind')).toBe(kind);
    const explanations = consoleErrors.filter((text) => text.startsWith('docs-assistant: the assistant service'));
    expect(explanations).toHaveLength(1);
    expect(explanations[0]).toContain('mint_dsc_');
    await context.close();
  });

  it('a cut stream: one message, the partial answer kept, and no rating offered on it', async () => {
    const { context, page } = await openPage(colorScheme);
    server.respond(async (_request, response) => {
      await streamAnswer(
        [{ type: 'start' }, { type: 'text-start', id: 't1' }, { type: 'text-delta', id: 't1', delta: PARTIAL }],
        { hold: true },
      )(_request, response, undefined);
      response.end();
    });
    await ask(page, 'Cut question');
    await expect.poll(() => lastAnswer(page).getAttribute('data-status')).toBe('interrupted');
    expect(await lastAnswer(page).textContent()).toContain(PARTIAL);
    await expect.poll(() => alert(page).getAttribute('data-kind')).toBe('interrupted');
    // Said once: by the alert, which offers the retry; not again under the answer.
    expect(await page.getByText(defaultLabels.interrupted).count()).toBe(0);
    expect(await page.getByRole('button', { name: defaultLabels.helpful }).count()).toBe(0);
    expect(await page.getByRole('button', { name: defaultLabels.notHelpful }).count()).toBe(0);
    expect(await retry(page).isEnabled()).toBe(true);
    await axeClean(page);
    await context.close();
  });

  it('the reader’s Stop: "Stopped", with Continue and Regenerate, and no rating', async () => {
    const { context, page } = await openPage(colorScheme);
    server.respond(
      streamAnswer(
        [{ type: 'start' }, { type: 'text-start', id: 't1' }, { type: 'text-delta', id: 't1', delta: PARTIAL }],
        {
          hold: true,
        },
      ),
    );
    await ask(page, 'Stop question');
    await expect.poll(() => lastAnswer(page).textContent()).toContain(PARTIAL);
    await page.getByRole('button', { name: defaultLabels.stop }).click();
    await expect.poll(() => lastAnswer(page).getAttribute('data-status')).toBe('stopped');
    expect(await lastAnswer(page).textContent()).toContain(defaultLabels.stopped);
    expect(await page.getByText(/interrupted/i).count()).toBe(0);
    expect(await alert(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: defaultLabels.regenerate }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: defaultLabels.helpful }).count()).toBe(0);
    await axeClean(page);

    // Continue asks for the rest as a follow-up in the same conversation.
    await page.getByRole('button', { name: defaultLabels.continue }).click();
    await expect.poll(() => lastAnswer(page).getAttribute('data-status')).toBe('complete');
    const sent = server.requests.at(-1) as { messages: Array<{ role: string; parts: Array<{ text: string }> }> };
    expect(sent.messages.at(-1)).toMatchObject({ role: 'user', parts: [{ text: defaultLabels.continuePrompt }] });
    await context.close();
  });
});
