// The history in the embed (dist/embed, `npm run build` first) on a MkDocs-shaped page, against the local
// service (which checks every thread's key: a wrong one is a 404): three conversations across two reloads and two
// tabs, opening one continues its own thread, delete and the element's `clearHistory()` reach the other tab, a full
// or denied storage keeps it answering with one notice, `history="false"` stores no conversation but the open one,
// and axe and keyboard alone at 1280 and 390 px.
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
import { startEmbedSite, type EmbedSite } from './embed-site';

let browser: Browser;
let site: EmbedSite;
let service: StartedLocalService;
const CONVERSATION_KEY = 'docs-assistant:acme';
const HISTORY_KEY = `${CONVERSATION_KEY}:history`;

beforeAll(async () => {
  [browser, service] = await Promise.all([launchChromium(), startLocalService()]);
  site = await startEmbedSite({ serviceUrl: service.url });
});

afterAll(async () => {
  await Promise.all([browser?.close(), site?.close(), service?.close()]);
});

const url = (extra: Record<string, string> = {}) =>
  site.url('/mkdocs/', {
    domain: 'acme',
    'base-url': service.url,
    'api-key': service.assistantKey,
    'default-open': '',
    ...extra,
  });

async function openTab(context: BrowserContext, errors: string[], extra: Record<string, string> = {}) {
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (error) => errors.push(error.message));
  const watched = watchAssistant(page);
  await page.goto(url(extra));
  await page.getByRole('textbox', { name: defaultLabels.inputLabel }).waitFor();
  return { page, ...watched };
}

async function reload(page: Page) {
  await page.reload();
  await page.getByRole('textbox', { name: defaultLabels.inputLabel }).waitFor();
}

const newConversation = (page: Page) => page.getByRole('button', { name: defaultLabels.newConversation }).click();

const notices = (page: Page) => page.getByRole('status').filter({ hasText: defaultLabels.historyUnsaved });

describe('the history in the embed', () => {
  it('keeps three conversations across two reloads and two tabs, continues the one opened, deletes and clears', async () => {
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
      .poll(() => titles(a.page), WAIT)
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
    for (const line of meta) expect(line).toMatch(/^(now|\d+ (seconds?|minutes?) ago) · \/mkdocs\/$/);

    // Opening the second continues its own thread: the service accepts its key (a wrong one is a 404).
    await entry(a.page, 'How do I configure the theme?').click();
    await expect.poll(() => questions(a.page), WAIT).toEqual(['How do I configure the theme?']);
    await ask(a.page, 'And the dark mode?');
    const followUp = a.sent.at(-1)!;
    expect(followUp).toMatchObject({ threadId: second.threadId, threadKey: second.threadKey });
    expect(followUp.threadId).not.toBe(third.threadId);
    expect(followUp.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(await a.page.getByRole('alert').count()).toBe(0);

    // Used last, it moves to the top, in both tabs.
    const order = ['How do I configure the theme?', 'Which Node versions are supported?', 'How do I install it?'];
    await showList(a.page);
    expect(await titles(a.page)).toEqual(order);
    await showList(b.page);
    await expect.poll(() => titles(b.page), WAIT).toEqual(order);

    // Delete one in A: gone in B too. The element's `clearHistory()` in B, as a host's "forget me" button would
    // call it: both lists empty, and storage too, across a reload.
    await historyView(a.page).getByRole('button', { name: 'Delete “Which Node versions are supported?”' }).click();
    await expect.poll(() => titles(a.page), WAIT).toEqual([order[0], order[2]]);
    await expect.poll(() => titles(b.page), WAIT).toEqual([order[0], order[2]]);
    await b.page.evaluate(() =>
      (document.querySelector('docs-assistant') as HTMLElement & { clearHistory(): void }).clearHistory(),
    );
    await expect.poll(() => titles(b.page), WAIT).toEqual([]);
    await expect.poll(() => titles(a.page), WAIT).toEqual([]);
    expect(await a.page.evaluate((key) => localStorage.getItem(key), HISTORY_KEY)).toBeNull();
    await reload(a.page);
    await showList(a.page);
    expect(await titles(a.page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  // Documented (docs/embed.md, docs/props.md): `history="false"` writes no list, and the open conversation is still
  // kept across reloads under `docs-assistant:<domain>` (with its thread and draft), as `storage` says.
  it('with history="false" keeps no past conversation: storage gains only the open one (thread and draft)', async () => {
    const errors: string[] = [];
    const context = await browser.newContext();
    const { page } = await openTab(context, errors, { history: 'false' });
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

  for (const kind of ['full', 'denied'] as const) {
    it(`keeps answering when storage is ${kind}, and says so once`, async () => {
      const errors: string[] = [];
      const context = await browser.newContext();
      await breakStorage(context, kind);
      const { page } = await openTab(context, errors);
      await ask(page, 'How do I install it?');
      // The notice is waited for before it is counted: the refused write and its notice follow the answer.
      await expect.poll(() => notices(page).count(), WAIT).toBe(1);
      await newConversation(page);
      await ask(page, 'How do I configure the theme?');
      expect(await notices(page).count()).toBe(1);
      // The list still works for this page, from memory, and the conversation opened from it continues.
      await showList(page);
      expect(await titles(page)).toEqual(['How do I configure the theme?', 'How do I install it?']);
      await entry(page, 'How do I install it?').click();
      await expect.poll(() => questions(page), WAIT).toEqual(['How do I install it?']);
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

  for (const width of [1280, 390]) {
    it(`is axe-clean and works by keyboard alone at ${width} px`, async () => {
      const errors: string[] = [];
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      await context.addInitScript(
        ([key, value]) => localStorage.setItem(key!, value!),
        [HISTORY_KEY, seededHistory(SEEDED)],
      );
      const { page } = await openTab(context, errors);
      await checkListByKeyboard(
        page,
        SEEDED.map((item) => item.title),
        'docs-assistant',
      );
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
