// Recent conversations in the embed (dist/embed, `npm run build` first) on a MkDocs-shaped page, against the local
// service: the same list across a reload and two tabs, opening one continues its thread, delete, the element's
// `clearHistory()`, the `history="false"` attribute, a full storage, and axe and keyboard at 1280 and 390 px.
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
  SEEDED,
  seededHistory,
  showList,
  titles,
  WAIT,
  watchAssistant,
} from '../support/recent-conversations';
import { startEmbedSite, type EmbedSite } from './embed-site';

let browser: Browser;
let site: EmbedSite;
let service: StartedLocalService;
const HISTORY_KEY = 'docs-assistant:acme:history';

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

describe('recent conversations in the embed', () => {
  it('keeps them across a reload and two tabs, continues the one opened, deletes and clears', async () => {
    const errors: string[] = [];
    const context = await browser.newContext();
    const a = await openTab(context, errors);
    await ask(a.page, 'How do I install it?');
    const first = a.threads[0]!;
    await newConversation(a.page);
    await ask(a.page, 'How do I configure the theme?');
    await reload(a.page);

    const b = await openTab(context, errors);
    await newConversation(b.page);
    await ask(b.page, 'Which Node versions are supported?');
    await showList(a.page);
    await expect
      .poll(() => titles(a.page))
      .toEqual(['Which Node versions are supported?', 'How do I configure the theme?', 'How do I install it?']);

    await entry(a.page, 'How do I install it?').click();
    await expect.poll(() => questions(a.page), WAIT).toEqual(['How do I install it?']);
    await ask(a.page, 'And on Windows?');
    expect(a.sent.at(-1)).toMatchObject({ threadId: first.threadId, threadKey: first.threadKey });
    expect(await a.page.getByRole('alert').count()).toBe(0);

    await showList(a.page);
    await historyView(a.page).getByRole('button', { name: 'Delete “How do I configure the theme?”' }).click();
    await showList(b.page);
    await expect
      .poll(() => titles(b.page), WAIT)
      .toEqual(['How do I install it?', 'Which Node versions are supported?']);
    // The element's method, as a host's "forget me" button would call it.
    await b.page.evaluate(() =>
      (document.querySelector('docs-assistant') as HTMLElement & { clearHistory(): void }).clearHistory(),
    );
    await expect.poll(() => titles(b.page), WAIT).toEqual([]);
    await expect.poll(() => titles(a.page), WAIT).toEqual([]);
    expect(await a.page.evaluate((key) => localStorage.getItem(key), HISTORY_KEY)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stores nothing with history="false", and answers with one notice when storage is full', async () => {
    const errors: string[] = [];
    const off = await browser.newContext();
    const { page } = await openTab(off, errors, { history: 'false' });
    await ask(page, 'How do I install it?');
    expect(await historyButton(page).count()).toBe(0);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith(':history')))).toEqual([]);
    await off.close();

    const full = await browser.newContext();
    await full.addInitScript(() => {
      Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    const tab = await openTab(full, errors);
    await ask(tab.page, 'How do I install it?');
    await newConversation(tab.page);
    await ask(tab.page, 'How do I configure the theme?');
    const notices = tab.page.getByRole('status').filter({ hasText: defaultLabels.historyUnsaved });
    expect(await notices.count()).toBe(1);
    await showList(tab.page);
    expect(await titles(tab.page)).toEqual(['How do I configure the theme?', 'How do I install it?']);
    expect(errors).toEqual([]);
    await full.close();
  });

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
