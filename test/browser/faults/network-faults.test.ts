// Network and server faults in Chromium: each one, in turn on the same page, must end in a specific alert with the
// partial answer kept and marked interrupted; "Try again" must work every time without a reload; the question must
// never be lost or duplicated. Then: offline, and the tab going to the background mid-answer.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultLabels } from '../../../src/ui/labels';
import { launchChromium } from '../support/chromium';
import { gate, streamAnswer, textChunks } from '../support/sse-answers';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';
import { faults, PARTIAL } from './fault-handlers';

/** Short in tests: the stall fault must end in seconds, not the default 30. */
const IDLE_TIMEOUT_MS = 1_500;
const QUESTION = 'How do I install the widget?';

let browser: Browser;
let server: WidgetServer;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];
const counts = { faults: 0, states: 0, retries: 0 };

beforeAll(async () => {
  const appJs = await bundleApp();
  server = await startWidgetServer({ appJs, fallback: streamAnswer(textChunks(['A full ', 'answer.'])) });
  browser = await launchChromium();
});

afterAll(async () => {
  console.log(
    `[faults] faultsInjected=${counts.faults} statesChecked=${counts.states} retries=${counts.retries} (network-faults suite)`,
  );
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(server.pageUrl({ defaultOpen: true, idleTimeoutMs: IDLE_TIMEOUT_MS }));
  await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady);
  return async () => {
    expect(pageErrors).toEqual([]);
    await context.close();
  };
});

const input = () => page.getByRole('textbox', { name: defaultLabels.inputLabel });
const alert = () => page.getByRole('alert');
const answers = () => page.locator('article[data-role="assistant"]');
const questions = () => page.locator('[data-role="user"]');
const retryButton = () => page.getByRole('button', { name: defaultLabels.retry });

async function ask(text: string) {
  await input().fill(text);
  await input().press('Enter');
}

/** A request's newest user message: what the service was asked. */
function askedIn(request: unknown): string {
  const body = request as { messages: Array<{ role: string; parts: Array<{ text: string }> }> };
  return body.messages.filter((m) => m.role === 'user').at(-1)!.parts[0]!.text;
}
const lastAskedQuestion = () => askedIn(server.requests.at(-1));

async function expectFaultState(fault: (typeof faults)[number]) {
  await expect.poll(() => alert().getAttribute('data-kind')).toBe(fault.kind);
  await expect
    .poll(() => alert().textContent())
    .toContain(defaultLabels.errors[fault.kind as keyof typeof defaultLabels.errors]);
  if (fault.wait) {
    // Counting down from the service's Retry-After; "Try again" works once it reaches zero.
    expect(await alert().textContent()).toMatch(/try again in [12] s\./);
    await expect.poll(() => retryButton().isEnabled(), { timeout: 10_000 }).toBe(true);
  }
  // The question is still there, once, whatever broke.
  await expect.poll(() => questions().allTextContents()).toEqual([expect.stringContaining(QUESTION)]);
  if (fault.partial) {
    const last = answers().last();
    await expect.poll(() => last.getAttribute('data-status')).toBe('interrupted');
    expect(await last.textContent()).toContain(fault.partial);
    // One message says it was cut off (the alert, with "Try again"), and a partial answer is not one to rate.
    expect(await last.textContent()).not.toContain(defaultLabels.interrupted);
    expect(await last.getByRole('button', { name: defaultLabels.helpful }).count()).toBe(0);
  } else {
    // Nothing streamed: no empty answer bubble pretending to be one.
    expect(await answers().filter({ hasText: /\S/ }).count()).toBe(0);
  }
  // The composer is usable again (not stuck in "streaming").
  expect(await page.getByRole('button', { name: defaultLabels.send }).count()).toBe(1);
  counts.states++;
}

describe('network faults in Chromium', () => {
  it(`every fault (${faults.length}) ends in a clear state and "Try again" recovers each time without a reload`, async () => {
    const [first, ...rest] = faults;
    server.respond(first!.handler);
    const before = server.requests.length;
    await ask(QUESTION);
    counts.faults++;
    await expectFaultState(first!);

    for (const fault of rest) {
      server.respond(fault.handler);
      await page.getByRole('button', { name: defaultLabels.retry }).click();
      counts.faults++;
      counts.retries++;
      await expectFaultState(fault);
      expect(lastAskedQuestion()).toBe(QUESTION);
    }

    // And the last retry gets the whole answer: no alert, one question, one complete answer.
    await page.getByRole('button', { name: defaultLabels.retry }).click();
    counts.retries++;
    await expect.poll(() => answers().last().getAttribute('data-status')).toBe('complete');
    expect(await answers().last().textContent()).toContain('A full answer.');
    expect(await alert().count()).toBe(0);
    expect(await questions().count()).toBe(1);
    expect(await answers().count()).toBe(1);
    expect(server.requests.length - before).toBe(faults.length + 1);
    expect(server.requests.slice(before).map(askedIn)).toEqual(Array(faults.length + 1).fill(QUESTION));
    counts.states++;
  });

  it('offline: the question fails with a network alert, is kept, and is answered once back online', async () => {
    await context.setOffline(true);
    const before = server.requests.length;
    await ask(QUESTION);
    counts.faults++;
    await expect.poll(() => alert().getAttribute('data-kind')).toBe('network');
    expect(await alert().textContent()).toContain(defaultLabels.errors.network);
    await expect.poll(() => questions().allTextContents()).toEqual([expect.stringContaining(QUESTION)]);
    expect(server.requests.length).toBe(before);
    counts.states++;

    // Retrying while still offline fails the same clear way; back online it works.
    await page.getByRole('button', { name: defaultLabels.retry }).click();
    counts.retries++;
    await expect.poll(() => alert().getAttribute('data-kind')).toBe('network');
    await context.setOffline(false);
    await page.getByRole('button', { name: defaultLabels.retry }).click();
    counts.retries++;
    await expect.poll(() => answers().last().getAttribute('data-status')).toBe('complete');
    expect(await alert().count()).toBe(0);
    expect(lastAskedQuestion()).toBe(QUESTION);
    counts.states++;
  });

  it('going offline mid-answer ends it as interrupted, partial kept, and retry works once online', async () => {
    server.respond((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(
        `data: ${JSON.stringify({ type: 'start' })}\n\ndata: ${JSON.stringify({ type: 'text-start', id: 't' })}\n\n`,
      );
      res.write(`data: ${JSON.stringify({ type: 'text-delta', id: 't', delta: PARTIAL })}\n\n`);
      // Then nothing: the network is gone. Chromium keeps an open response alive offline, so the idle timeout ends it.
    });
    await ask(QUESTION);
    await expect.poll(() => answers().last().textContent()).toContain(PARTIAL);
    await context.setOffline(true);
    counts.faults++;
    await expect.poll(() => alert().getAttribute('data-kind')).toMatch(/^(network|interrupted)$/);
    await expect.poll(() => answers().last().getAttribute('data-status')).toBe('interrupted');
    expect(await answers().last().textContent()).toContain(PARTIAL);
    counts.states++;
    await context.setOffline(false);
    await page.getByRole('button', { name: defaultLabels.retry }).click();
    counts.retries++;
    await expect.poll(() => answers().last().getAttribute('data-status')).toBe('complete');
    expect(await answers().count()).toBe(1);
    counts.states++;
  });

  it('the tab going to the background mid-answer does not break it: the answer completes and is kept', async () => {
    // Its first words, then held until the tab is hidden: the rest arrives while it is.
    const hidden = gate();
    server.respond(
      streamAnswer(textChunks(['Answer ', 'arriving ', 'while ', 'the ', 'tab ', 'is ', 'hidden.']), {
        gapMs: 120,
        before: { at: 3, gate: hidden.gate },
      }),
    );
    await ask(QUESTION);
    await expect.poll(() => answers().last().getAttribute('data-status')).toBe('streaming');
    counts.faults++;
    // Hidden as a browser reports it, and another tab really brought to the front.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('blur'));
    });
    const other = await context.newPage();
    await other.bringToFront();
    hidden.open();
    await expect.poll(() => answers().last().getAttribute('data-status'), { timeout: 15_000 }).toBe('complete');
    expect(await answers().last().textContent()).toContain('Answer arriving while the tab is hidden.');
    await page.bringToFront();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await alert().count()).toBe(0);
    // And the conversation carries on.
    await ask('And then?');
    await expect.poll(() => answers().count()).toBe(2);
    await expect.poll(() => answers().last().getAttribute('data-status')).toBe('complete');
    counts.states++;
  });
});
