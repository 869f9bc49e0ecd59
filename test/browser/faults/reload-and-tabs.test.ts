// A conversation in real Chromium against the local service: it survives a reload and continues its thread (the next
// request carries threadId and threadKey, which the service checks), and two tabs of the same docs stay on one
// conversation without the one that is answering being overwritten by the other.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLabels } from '../../../src/ui/labels';
import { startLocalService, type StartedLocalService } from '../../support/local-service';
import { launchChromium } from '../support/chromium';
import { startHeldProxy, type HeldProxy } from '../support/held-proxy';
import { streamAnswer, textChunks } from '../support/sse-answers';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';

let browser: Browser;
let pageServer: WidgetServer;
let service: StartedLocalService;
let proxy: HeldProxy;
let props: Record<string, unknown>;
const counts = { states: 0 };

interface SentBody {
  threadId?: string;
  threadKey?: string;
  messages: Array<{ role: string; parts: Array<{ text: string }> }>;
}

beforeAll(async () => {
  // Pieces a little apart, as a model's tokens come, so an answer can be held after its first piece of text.
  service = await startLocalService({ chunkDelayMs: 20 });
  // Between the widget and the service: a test holds an answer mid-stream while the other tab acts.
  proxy = await startHeldProxy(service.url);
  pageServer = await startWidgetServer({
    appJs: await bundleApp(),
    fallback: streamAnswer(textChunks(['unused'])),
  });
  // The widget talks to the service directly (CORS), as a docs site does with the hosted one.
  props = {
    storage: 'local',
    defaultOpen: true,
    api: `${proxy.url}/discovery/v2/assistant/browser-test/message`,
    apiKey: service.assistantKey,
  };
  browser = await launchChromium();
});

afterAll(async () => {
  console.log(`[faults] reloadAndTabsStatesChecked=${counts.states}`);
  await browser?.close();
  await pageServer?.close();
  await proxy?.close();
  await service?.close();
});

async function openTab(context: BrowserContext, errors: string[]): Promise<{ page: Page; sent: SentBody[] }> {
  const page = await context.newPage();
  // Playwright's actions wait forever by default: a stuck widget must fail the test, not hang it.
  page.setDefaultTimeout(10_000);
  const sent: SentBody[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/discovery/v2/assistant/'))
      sent.push(request.postDataJSON() as SentBody);
  });
  await page.goto(pageServer.pageUrl(props));
  await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady);
  return { page, sent };
}

const answers = (page: Page) => page.locator('article[data-role="assistant"]');
/** Whether the page is queued for the lock a tab holds while it answers (store/answering-lock.ts). */
const waitsForAnsweringTab = (page: Page) =>
  page.evaluate(async () => {
    const { pending = [] } = await navigator.locks.query();
    return pending.some((lock) => lock.name?.endsWith(':answering'));
  });
const questions = (page: Page) => page.locator('article[data-role="user"]');
/** The line under a question whose answer another tab is receiving. */
const answeringElsewhere = (page: Page) =>
  page.getByRole('status').and(page.locator('[data-da-thinking="another-tab"]'));
async function ask(page: Page, text: string) {
  const input = page.getByRole('textbox', { name: defaultLabels.inputLabel });
  await input.fill(text);
  await input.press('Enter');
}
/**
 * `count` answers, the last complete, and the message list no longer busy (`aria-busy`): a conversation that changed
 * under the list renders its earlier messages over the next tasks, and says so.
 */
const settled = (page: Page, count: number) =>
  expect
    .poll(
      async () => [
        await answers(page).count(),
        await answers(page).last().getAttribute('data-status'),
        await page.locator('[data-da-slot="messages"]').getAttribute('aria-busy'),
      ],
      { timeout: 20_000 },
    )
    .toEqual([count, 'complete', null]);

/** `count` answers, the last still coming in (held by the proxy). */
const streaming = (page: Page, count: number) =>
  expect
    .poll(async () => [await answers(page).count(), await answers(page).last().getAttribute('data-status')])
    .toEqual([count, 'streaming']);

describe('persistence in Chromium against the local service', () => {
  it('keeps the conversation across a reload and continues its thread', async () => {
    const errors: string[] = [];
    const context = await browser.newContext();
    const { page, sent } = await openTab(context, errors);
    await ask(page, 'How do I install it?');
    await settled(page, 1);
    expect(sent[0]?.threadId).toBeUndefined();

    await page.reload();
    await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady);
    await expect.poll(() => questions(page).allTextContents()).toEqual(['How do I install it?']);
    expect(await answers(page).last().getAttribute('data-status')).toBe('complete');
    counts.states++;

    await ask(page, 'And how do I configure the theme?');
    await settled(page, 2);
    const followUp = sent.at(-1)!;
    expect(followUp.threadId).toMatch(/^th_/);
    expect(followUp.threadKey).toMatch(/^tk_/);
    expect(followUp.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    // The service accepted the thread (a wrong key is a 404): no alert.
    expect(await page.getByRole('alert').count()).toBe(0);
    counts.states++;
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a question typed key by key when the page reloads right after, beside a saved conversation', async () => {
    const errors: string[] = [];
    const context = await browser.newContext();
    const { page } = await openTab(context, errors);
    await ask(page, 'How do I install it?');
    await settled(page, 1);
    const input = page.getByRole('textbox', { name: defaultLabels.inputLabel });
    await input.click();
    await page.keyboard.type('And how do I upgrade?');
    // No wait of any kind: the reload follows the last key.
    await page.reload();
    await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady);
    await expect.poll(() => input.inputValue()).toBe('And how do I upgrade?');
    // The saved conversation renders once the engine's code is here, which can be after the draft shows.
    await expect.poll(() => questions(page).allTextContents()).toEqual(['How do I install it?']);
    counts.states++;

    // Emptied by hand, it stays empty after the next reload (an older draft does not come back).
    await input.fill('');
    await page.reload();
    await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady);
    await expect.poll(() => questions(page).allTextContents()).toEqual(['How do I install it?']);
    expect(await input.inputValue()).toBe('');
    counts.states++;
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an answer finished in one tab in the other, and never overwrites a tab that is answering', async () => {
    const errors: string[] = [];
    const context = await browser.newContext();
    const a = await openTab(context, errors);
    const b = await openTab(context, errors);

    await ask(a.page, 'How do I install it?');
    await settled(a.page, 1);
    // Tab B, open all along, shows the same conversation.
    await expect.poll(() => questions(b.page).allTextContents()).toEqual(['How do I install it?']);
    await settled(b.page, 1);
    counts.states++;

    // B continues the thread A started; its answer is held after its first piece.
    proxy.holdNext();
    await ask(b.page, 'How do I configure the theme?');
    await streaming(b.page, 2);
    // Mid-answer in B, A starts a new conversation: B must finish its answer regardless…
    await a.page.getByRole('button', { name: defaultLabels.newConversation }).click();
    await expect.poll(() => questions(a.page).count()).toBe(0);
    expect(await answers(b.page).last().getAttribute('data-status')).toBe('streaming');
    proxy.release();
    await settled(b.page, 2);
    expect(await questions(b.page).allTextContents()).toEqual([
      'How do I install it?',
      'How do I configure the theme?',
    ]);
    // B asked within A's thread, with its key (the service refuses a wrong one with 404: no alert here).
    expect(b.sent.at(-1)?.threadId).toMatch(/^th_/);
    expect(b.sent.at(-1)?.threadKey).toMatch(/^tk_/);
    expect(b.sent.at(-1)?.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(await b.page.getByRole('alert').count()).toBe(0);
    counts.states++;
    // …and once it has, the tabs agree again: A, idle, takes B's finished conversation.
    await expect.poll(() => questions(a.page).count()).toBe(2);
    await settled(a.page, 2);
    counts.states++;

    // A new conversation in A is a new conversation in B.
    await a.page.getByRole('button', { name: defaultLabels.newConversation }).click();
    await expect.poll(() => questions(b.page).count()).toBe(0);
    counts.states++;
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a tab opened while another answers waits for that answer; a tab reloaded mid-answer says it stopped, in both', async () => {
    const errors: string[] = [];
    const context = await browser.newContext();
    const a = await openTab(context, errors);
    proxy.holdNext();
    await ask(a.page, 'How do I install it?');
    await streaming(a.page, 1);

    // B opens now: the saved conversation ends on A's question, whose answer A is still receiving. B waits for A's
    // lock (the browser's own record of it) instead of calling the answer stopped.
    const b = await openTab(context, errors);
    await expect.poll(() => questions(b.page).allTextContents()).toEqual(['How do I install it?']);
    await expect.poll(() => waitsForAnsweringTab(b.page)).toBe(true);
    expect(await b.page.getByRole('alert').count()).toBe(0);
    // …and says where the answer is coming, rather than showing a bare question.
    await expect.poll(() => answeringElsewhere(b.page).textContent()).toBe(defaultLabels.answeringElsewhere);
    counts.states++;

    // A's answer finishes: B shows it, with no notice and no longer the line.
    proxy.release();
    await settled(a.page, 1);
    await settled(b.page, 1);
    expect(await b.page.getByRole('alert').count()).toBe(0);
    expect(await answeringElsewhere(b.page).count()).toBe(0);
    counts.states++;

    // A reloaded while its next answer comes: that answer did stop, and A says so, with Try again — and so does B,
    // which took the question from A and was waiting for its answer.
    proxy.holdNext();
    await ask(a.page, 'How do I configure the theme?');
    await streaming(a.page, 2);
    await expect.poll(() => questions(b.page).count()).toBe(2);
    expect(await b.page.getByRole('alert').count()).toBe(0);
    await expect.poll(() => answeringElsewhere(b.page).count()).toBe(1);
    await a.page.reload();
    for (const page of [a.page, b.page]) {
      const notice = page.getByRole('alert');
      await expect.poll(() => notice.textContent(), { timeout: 15_000 }).toContain(defaultLabels.errors.interrupted);
      expect(await notice.getByRole('button', { name: defaultLabels.retry }).count()).toBe(1);
    }
    expect(await answeringElsewhere(b.page).count()).toBe(0);
    proxy.release();
    counts.states++;
    expect(errors).toEqual([]);
    await context.close();
  });
});
