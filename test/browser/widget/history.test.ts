// The history in real Chromium against the local service (which checks every thread's key: a wrong one is
// a 404): three conversations across two reloads and two tabs, opening one continues its own thread, delete and
// clear reach the other tab, a full or denied storage keeps the widget answering with one notice, `history: false`
// stores no conversation but the open one, and the list passes axe and works by keyboard alone at 1280 and 390 px.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLabels } from '../../../src/ui/labels';
import { startLocalService, type StartedLocalService } from '../../support/local-service';
import { launchChromium } from '../support/chromium';
import {
  ask,
  checkListByKeyboard,
  entry,
  historyButton,
  historyView,
  questions,
  changedKeys,
  SEEDED,
  seededHistory,
  showList,
  storedState,
  titles,
  WAIT,
  watchAssistant,
  breakStorage,
} from '../support/history';
import { streamAnswer, textChunks } from '../support/sse-answers';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';

let browser: Browser;
let pageServer: WidgetServer;
let service: StartedLocalService;
let props: Record<string, unknown>;
const CONVERSATION_KEY = 'docs-assistant:browser-test';
const HISTORY_KEY = `${CONVERSATION_KEY}:history`;

beforeAll(async () => {
  service = await startLocalService();
  pageServer = await startWidgetServer({ appJs: await bundleApp(), fallback: streamAnswer(textChunks(['unused'])) });
  props = {
    storage: 'local',
    defaultOpen: true,
    api: `${service.url}/discovery/v2/assistant/browser-test/message`,
    apiKey: service.assistantKey,
  };
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await pageServer?.close();
  await service?.close();
});

async function openTab(context: BrowserContext, errors: string[], extra: Record<string, unknown> = {}) {
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (error) => errors.push(error.message));
  const watched = watchAssistant(page);
  await page.goto(pageServer.pageUrl({ ...props, ...extra }));
  await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady);
  return { page, ...watched };
}

async function reload(page: Page) {
  await page.reload();
  await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady);
}

const newConversation = (page: Page) => page.getByRole('button', { name: defaultLabels.newConversation }).click();
const notices = (page: Page) => page.getByRole('status').filter({ hasText: defaultLabels.historyUnsaved });

describe('the history in Chromium against the local service', () => {
  it('keeps three conversations across two reloads and two tabs, and continues the one opened in its own thread', async () => {
    const errors: string[] = [];
    const context = await browser.newContext();
    const a = await openTab(context, errors);

    await ask(a.page, 'How do I install it?');
    const first = a.threads[0]!;
    await newConversation(a.page);
    await reload(a.page);
    await ask(a.page, 'How do I configure the theme?');
    const second = a.threads[1]!;
    expect(second.threadId).not.toBe(first.threadId);

    // A second tab lists both, and starts a third conversation there.
    const b = await openTab(context, errors);
    await showList(b.page);
    expect(await titles(b.page)).toEqual(['How do I configure the theme?', 'How do I install it?']);
    await newConversation(b.page);
    await ask(b.page, 'Which Node versions are supported?');
    const third = b.threads[0]!;

    // Tab A, idle all along, lists it too; and after a second reload, all three, newest first, each with its page.
    await showList(a.page);
    await expect
      .poll(() => titles(a.page))
      .toEqual(['Which Node versions are supported?', 'How do I configure the theme?', 'How do I install it?']);
    await reload(a.page);
    await showList(a.page);
    expect(await titles(a.page)).toEqual([
      'Which Node versions are supported?',
      'How do I configure the theme?',
      'How do I install it?',
    ]);
    const meta = await historyView(a.page).locator('[data-da-history-meta]').allTextContents();
    expect(meta).toHaveLength(3);
    for (const line of meta) expect(line).toMatch(/^(now|\d+ (seconds?|minutes?) ago) · \/$/);

    // Opening the second continues its own thread: the service accepts its key (a wrong one is a 404).
    await entry(a.page, 'How do I configure the theme?').click();
    await expect.poll(() => questions(a.page), WAIT).toEqual(['How do I configure the theme?']);
    await ask(a.page, 'And the dark mode?');
    const followUp = a.sent.at(-1)!;
    expect(followUp.threadId).toBe(second.threadId);
    expect(followUp.threadKey).toBe(second.threadKey);
    expect(followUp.threadId).not.toBe(third.threadId);
    expect(followUp.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(await a.page.getByRole('alert').count()).toBe(0);

    // Used last, it moves to the top, in both tabs.
    const order = ['How do I configure the theme?', 'Which Node versions are supported?', 'How do I install it?'];
    await showList(a.page);
    expect(await titles(a.page)).toEqual(order);
    await showList(b.page);
    await expect.poll(() => titles(b.page), WAIT).toEqual(order);

    // Delete one in A: gone in B too. Clear all in A: B's list is empty, and so is storage.
    await historyView(a.page).getByRole('button', { name: 'Delete “Which Node versions are supported?”' }).click();
    await expect.poll(() => titles(a.page), WAIT).toEqual([order[0], order[2]]);
    await expect.poll(() => titles(b.page), WAIT).toEqual([order[0], order[2]]);
    await historyView(a.page).getByRole('button', { name: defaultLabels.clearHistory }).click();
    await a.page.getByRole('button', { name: defaultLabels.clearHistoryConfirmed }).click();
    await expect.poll(() => titles(a.page), WAIT).toEqual([]);
    await expect.poll(() => titles(b.page), WAIT).toEqual([]);
    expect(await a.page.evaluate((key) => localStorage.getItem(key), HISTORY_KEY)).toBeNull();
    await reload(a.page);
    await showList(a.page);
    expect(await titles(a.page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const kind of ['full', 'denied'] as const) {
    it(`keeps answering when storage is ${kind}, and says so once`, async () => {
      const errors: string[] = [];
      const context = await browser.newContext();
      await breakStorage(context, kind);
      const { page } = await openTab(context, errors);
      await ask(page, 'How do I install it?');
      await expect.poll(() => notices(page).count(), WAIT).toBe(1);
      await newConversation(page);
      await ask(page, 'How do I configure the theme?');
      expect(await notices(page).count()).toBe(1);
      // The list still works for this page, from memory.
      await showList(page);
      expect(await titles(page)).toEqual(['How do I configure the theme?', 'How do I install it?']);
      await entry(page, 'How do I install it?').click();
      await ask(page, 'And on Windows?');
      // Dismissed, it does not come back with the next refused write.
      await notices(page).getByRole('button', { name: defaultLabels.dismiss }).click();
      await ask(page, 'And on macOS?');
      expect(await notices(page).count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  // Documented (docs/props.md): `history: false` writes no list, and the open conversation is still kept across
  // reloads under `docs-assistant:<domain>` (with its thread and draft), as `storage` says.
  it('with history: false keeps no past conversation: storage gains only the open one (thread and draft)', async () => {
    const errors: string[] = [];
    const context = await browser.newContext();
    const { page } = await openTab(context, errors, { history: false });
    const before = await storedState(page);
    await ask(page, 'How do I install it?');
    await newConversation(page);
    await ask(page, 'How do I configure the theme?');
    // Waited for: what is checked next is checked after the widget has written, not before.
    await expect
      .poll(async () => (await storedState(page)).local[CONVERSATION_KEY] ?? '', WAIT)
      .toContain('How do I configure the theme?');
    const after = await storedState(page);
    expect(changedKeys(before, after)).toEqual({ local: [CONVERSATION_KEY], session: [] });
    expect(after.indexedDB).toEqual(before.indexedDB);
    // The conversation left behind is nowhere: not in a key of its own, not beside the open one.
    expect(JSON.stringify(after)).not.toContain('How do I install it?');
    expect(await historyButton(page).count()).toBe(0);
    await reload(page);
    await expect.poll(() => questions(page), WAIT).toEqual(['How do I configure the theme?']);
    expect(await historyButton(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const width of [1280, 390]) {
    it(`is axe-clean and works by keyboard alone at ${width} px`, async () => {
      const errors: string[] = [];
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await context.addInitScript(
        ([key, value]) => {
          if (!sessionStorage.getItem('seeded')) localStorage.setItem(key!, value!);
          sessionStorage.setItem('seeded', '1');
        },
        [HISTORY_KEY, seededHistory(SEEDED)],
      );
      const { page } = await openTab(context, errors);
      await checkListByKeyboard(
        page,
        SEEDED.map((item) => item.title),
      );
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
