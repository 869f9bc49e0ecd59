// What the history suites do to a page, the React widget's (test/browser/widget) and the embed's
// (test/browser/embed) alike: ask and wait, open the list, read it, and walk it by keyboard.
import type { BrowserContext, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { defaultLabels } from '../../../src/ui/labels';
import { runAxe } from '../a11y/axe';
import { panelShows } from './panel-shows';

export interface SentBody {
  threadId?: string;
  threadKey?: string;
  messages: Array<{ role: string }>;
}

/** Thread ids and keys the service returned (its `X-Thread-Id`/`X-Thread-Key` headers), by the question asked. */
export interface Thread {
  threadId: string;
  threadKey: string;
}

/** Records the page's assistant requests (bodies) and the threads the service handed back, in order. */
export function watchAssistant(page: Page): { sent: SentBody[]; threads: Thread[] } {
  const sent: SentBody[] = [];
  const threads: Thread[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/discovery/v2/assistant/'))
      sent.push(request.postDataJSON() as SentBody);
  });
  page.on('response', (response: Response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !request.url().includes('/discovery/v2/assistant/')) return;
    const headers = response.headers();
    if (headers['x-thread-id'] && headers['x-thread-key'])
      threads.push({ threadId: headers['x-thread-id'], threadKey: headers['x-thread-key'] });
  });
  return { sent, threads };
}

/** How long a state may take to show on a busy two-core machine: waited for, never assumed. */
export const WAIT = { timeout: 10_000 };

const input = (page: Page) => page.getByRole('textbox', { name: defaultLabels.inputLabel });
const answers = (page: Page) => page.locator('article[data-role="assistant"]');

/** Asks in the open panel and waits until the answer is complete and the list is no longer busy. */
export async function ask(page: Page, question: string): Promise<void> {
  const before = await answers(page).count();
  const responses = answerResponses(page);
  await input(page).fill(question);
  await input(page).press('Enter');
  try {
    await expect
      .poll(
        async () => [
          (await answers(page).count()) > before,
          await answers(page).nth(before).getAttribute('data-status', { timeout: 1_000 }),
          await page.locator('[data-da-slot="messages"]').getAttribute('aria-busy'),
        ],
        { timeout: 20_000 },
      )
      .toEqual([true, 'complete', null]);
  } catch (error) {
    throw new Error(
      `No complete answer to “${question}”. The panel shows: ${await panelShows(page)}; ` +
        `answer requests: ${JSON.stringify(await responses.settled())}`,
      { cause: error },
    );
  } finally {
    responses.stop();
  }
}

/**
 * The page's answer requests from now on, for a failure's message: each one's status and the kinds of the chunks its
 * stream carried (a stream that ended without `finish`, or no request at all, are told apart).
 */
function answerResponses(page: Page) {
  const seen: Array<{ status: number; chunks: Promise<string[]> }> = [];
  const onResponse = (response: Response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !request.url().endsWith('/message')) return;
    const chunks = response.text().then(
      (body) => runs([...body.matchAll(/"type":"([a-z-]+)"/g)].map((m) => m[1]!)),
      () => ['(body unread)'],
    );
    seen.push({ status: response.status(), chunks });
  };
  page.on('response', onResponse);
  return {
    // A stream that stalled never ends: the failure is told at once, with what had not finished marked so.
    settled: () => {
      const stillStreaming = new Promise<string[]>((resolve) =>
        setTimeout(() => resolve(['(still streaming)']), 1_000),
      );
      return Promise.all(
        seen.map(async ({ status, chunks }) => ({ status, chunks: await Promise.race([chunks, stillStreaming]) })),
      );
    },
    stop: () => page.off('response', onResponse),
  };
}

export const historyButton = (page: Page) => page.getByRole('button', { name: defaultLabels.history });
export const historyView = (page: Page) => page.getByRole('region', { name: defaultLabels.history });

/** Shows the list (pressing the header's button unless it is already shown). */
export async function showList(page: Page): Promise<void> {
  if ((await historyButton(page).getAttribute('aria-pressed')) !== 'true') await historyButton(page).click();
  await historyView(page).waitFor();
}

/** The titles the list shows, in order. */
export const titles = (page: Page) => historyView(page).locator('[data-da-history-title]').allTextContents();

/** The entry's button that opens it (named by its title, then its meta line). */
export const entry = (page: Page, title: string) =>
  historyView(page).getByRole('button', { name: new RegExp(`^${title.replace(/[?.]/g, '\\$&')}`) });

/** The questions of the conversation shown. */
export const questions = (page: Page) => page.locator('article[data-role="user"]').allTextContents();

// Nothing focused (<body>) names nothing: its text holds every title, and would pass any `toContain`.
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return '';
    return active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '';
  });

/**
 * axe on the list, then the list by keyboard alone: reach it from the input, tab through its entries (each in view
 * and inside the panel's width), delete the second with Enter (focus stays in the list), open the first with Enter.
 * Expects the list to hold `expected` titles, and the panel open with focus in the input. `axeScope`: a selector to
 * check only inside (a generator's page has markup of its own).
 */
export async function checkListByKeyboard(page: Page, expected: string[], axeScope?: string): Promise<void> {
  await input(page).focus();
  // From the input backwards to the header's button: never more stops than the panel has buttons.
  for (let i = 0; i < 12 && (await focusedName(page)) !== defaultLabels.history; i++)
    await page.keyboard.press('Shift+Tab');
  expect(await focusedName(page)).toBe(defaultLabels.history);
  await page.keyboard.press('Enter');
  await historyView(page).waitFor();
  expect(await titles(page)).toEqual(expected);
  const axe = await runAxe(page, axeScope);
  expect(axe.violations).toEqual([]);

  // The heading has focus; then "Clear all", then each entry's open and delete buttons.
  expect(await focusedName(page)).toBe(defaultLabels.history);
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe(defaultLabels.clearHistory);
  const panel = await page.locator('[data-da-slot="panel"]').boundingBox();
  for (const title of expected) {
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toContain(title);
    const box = await page.evaluate(() => document.activeElement!.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.left).toBeGreaterThanOrEqual(panel!.x - 0.5);
    expect(box.right).toBeLessThanOrEqual(panel!.x + panel!.width + 0.5);
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe(`Delete “${title}”`);
  }
  // Back to the second entry's delete button, and delete it: focus goes to the entry now in its place.
  for (let i = 0; i < (expected.length - 2) * 2; i++) await page.keyboard.press('Shift+Tab');
  expect(await focusedName(page)).toBe(`Delete “${expected[1]}”`);
  await page.keyboard.press('Enter');
  const left = expected.filter((_, i) => i !== 1);
  await expect.poll(() => titles(page), WAIT).toEqual(left);
  expect(await focusedName(page)).toContain(left[Math.min(1, left.length - 1)]!);
  // Up to the first entry and open it: the list closes and the input has focus, the conversation shown.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await focusedName(page)).toContain(expected[0]!);
  await page.keyboard.press('Enter');
  await expect.poll(() => historyView(page).count(), WAIT).toBe(0);
  expect(await input(page).evaluate((el) => el === document.activeElement)).toBe(true);
  await expect.poll(() => questions(page), WAIT).toContain(expected[0]);
}

/** A saved list of conversations (the shape store/history.ts writes), newest first, for `localStorage`. */
export function seededHistory(items: Array<{ title: string; path: string; minutesAgo: number }>): string {
  const now = Date.now();
  const conversations = items.map(({ title, path, minutesAgo }, i) => ({
    id: `seed-u${i}`,
    title,
    path,
    updatedAt: now - minutesAgo * 60_000,
    threadId: null,
    threadKey: null,
    messages: [
      { id: `seed-u${i}`, role: 'user', parts: [{ type: 'text', text: title }], metadata: { currentPath: path } },
      { id: `seed-a${i}`, role: 'assistant', parts: [{ type: 'text', text: `An answer to “${title}”.` }] },
    ],
  }));
  return JSON.stringify({ conversations, version: 1 });
}

export const SEEDED = [
  { title: 'How do I install it?', path: '/docs/install', minutesAgo: 3 },
  { title: 'Can I change the theme colours?', path: '/docs/theming', minutesAgo: 90 },
  { title: 'Which Node versions are supported?', path: '/docs/requirements', minutesAgo: 60 * 30 },
];

/** Everything the page keeps in its storages: both Web Storages' keys and values, and its IndexedDB databases. */
export interface StoredState {
  local: Record<string, string>;
  session: Record<string, string>;
  indexedDB: string[];
}

export const storedState = (page: Page): Promise<StoredState> =>
  page.evaluate(async () => {
    const entries = (storage: Storage) =>
      Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key) ?? '']));
    const databases = await indexedDB.databases();
    return {
      local: entries(localStorage),
      session: entries(sessionStorage),
      indexedDB: databases.map((database) => database.name ?? ''),
    };
  });

/** The keys `after` has that `before` had not (or holds with another value), per storage. */
export function changedKeys(before: StoredState, after: StoredState): { local: string[]; session: string[] } {
  const changed = (was: Record<string, string>, now: Record<string, string>) =>
    Object.keys(now).filter((key) => was[key] !== now[key]);
  return { local: changed(before.local, after.local), session: changed(before.session, after.session) };
}

/** Every page of the context meets storage that is `full` (each write throws) or `denied` (reading it throws). */
export async function breakStorage(context: BrowserContext, kind: 'full' | 'denied'): Promise<void> {
  await context.addInitScript((which) => {
    if (which === 'full') {
      Storage.prototype.setItem = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    } else {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    }
  }, kind);
}

/** `a, b, b, b, c` as `a, b×3, c`. */
function runs(kinds: string[]): string[] {
  const out: Array<{ kind: string; count: number }> = [];
  for (const kind of kinds) {
    const last = out[out.length - 1];
    if (last?.kind === kind) last.count++;
    else out.push({ kind, count: 1 });
  }
  return out.map(({ kind, count }) => (count > 1 ? `${kind}×${count}` : kind));
}
