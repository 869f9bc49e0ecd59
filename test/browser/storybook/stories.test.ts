// The built Storybook in Chromium, offline: every state the issue asks for has a story, and each story shows that
// state (its play function asks the question where one is needed) without any request leaving the page.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAxe, type AxeFinding } from '../a11y/axe';
import { buildStorybook, serveStorybook, showStory } from './static-storybook';

let dir: string;
let browser: Browser;
let page: Page;
let outside: string[];

beforeAll(async () => {
  [dir, browser] = await Promise.all([buildStorybook(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

beforeAll(async () => {
  page = await (await browser.newContext()).newPage();
  outside = await serveStorybook(page, dir);
});

beforeEach(() => page.setViewportSize({ width: 1100, height: 800 }));

afterEach(() => {
  expect(outside.splice(0)).toEqual([]);
});

const open = (id: string, scheme?: 'dark') => showStory(page, id, scheme);
const ANSWER_TIMEOUT = { timeout: 20_000 };

/** The full panel, not the input shell that may show for a frame while its chunk loads. */
const PANEL = '[data-da-slot="panel"][data-state="open"]';
const openPanel = () => page.locator(PANEL);

/** Whether an element's computed background is dark (each channel's mean under 80 of 255). */
async function hasDarkBackground(selector: string): Promise<boolean> {
  const background = await page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = background.match(/\d+/g)!.map(Number) as [number, number, number];
  return r + g + b < 3 * 80;
}

/** Axe's WCAG A/AA violations on the page as it is now. */
async function axeViolations(): Promise<AxeFinding[]> {
  return (await runAxe(page)).violations;
}

/** The error states of errors.stories.tsx and errors-dark.stories.tsx, with the kind each one's notice names. */
const ERROR_STORIES = {
  'cut-stream': 'interrupted',
  'stalled-stream': 'interrupted',
  'unreadable-response': 'invalid-response',
  'bad-request': 'bad-request',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  'not-found': 'not-found',
  'rate-limited': 'rate-limited',
  'server-error': 'server',
  offline: 'network',
  'admin-key-refused': 'key',
} as const;

describe('the built Storybook', () => {
  it('has a story for every state, variant and theme', async () => {
    const index = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8')) as { entries: Record<string, unknown> };
    const ids = Object.keys(index.entries);
    for (const state of [
      'empty',
      'searching',
      'streaming',
      'answered',
      'server-error',
      'rate-limited',
      'network-error',
      'unauthorized',
      'admin-key-refused',
      'long-conversation',
      'answering-in-another-tab',
    ])
      expect(ids).toContain(`docsassistant-states--${state}`);
    for (const variant of ['popover', 'sidebar', 'modal', 'inline', 'own-button'])
      expect(ids).toContain(`docsassistant-variants--${variant}`);
    for (const theme of ['dark', 'french-labels', 'custom-accent-radius-font', 'unstyled-with-class-names']) {
      expect(ids).toContain(`docsassistant-theming--${theme}`);
    }
    for (const state of [...Object.keys(ERROR_STORIES), 'stopped-by-reader']) {
      expect(ids).toContain(`docsassistant-errors--${state}`);
      expect(ids).toContain(`docsassistant-errors-dark--${state}`);
    }
    for (const state of ['attached', 'one-expanded']) expect(ids).toContain(`docsassistant-context-chips--${state}`);
    for (const state of ['empty', 'streaming', 'answered', 'stopped-by-reader', 'rate-limited', 'long-conversation'])
      expect(ids).toContain(`docsassistant-phone--${state}`);
    for (const state of ['empty', 'several', 'storage-full']) expect(ids).toContain(`docsassistant-history--${state}`);
    for (const state of ['empty-with-recents', 'results', 'no-results', 'failed', 'phone'])
      expect(ids).toContain(`docsassistant-search--${state}`);
    for (const state of ['closed', 'menu-open']) expect(ids).toContain(`pageactions--${state}`);
  });

  it('Empty: the open panel offers the starter questions', async () => {
    await open('docsassistant-states--empty');
    const starters = page.getByRole('dialog', { name: 'Ask AI' }).getByRole('group', { name: 'Suggested questions' });
    await starters.waitFor();
    expect(await starters.getByRole('button').allInnerTexts()).toEqual([
      'How do I install the SDK?',
      'Which regions are there?',
      'How do retries work?',
    ]);
  });

  it('Answered: a streamed answer with code, a table, its sources and follow-ups', async () => {
    await open('docsassistant-states--answered');
    const followUps = page.getByRole('group', { name: 'Related questions' });
    await followUps.waitFor(ANSWER_TIMEOUT);
    expect(await followUps.getByRole('button').allInnerTexts()).toEqual([
      'How do I choose a region?',
      'What does the client retry?',
      'Can I use it in the browser?',
    ]);
    const sources = page.getByRole('group', { name: 'Sources' });
    expect(await sources.getByRole('link').locator('[data-da-part="title"]').allInnerTexts()).toEqual([
      'Quickstart',
      'Client options',
      'Announcing Acme SDK 2',
    ]);
    expect(await page.getByRole('table').getByRole('row').count()).toBe(4);
    expect(await page.getByRole('button', { name: 'Copy code' }).count()).toBe(2);
  });

  it("Headless: a panel of the host's own, from exported parts only, streams a cited answer and runs the host's handlers", async () => {
    await open('docsassistant-headless--custom-panel-from-parts');
    const card = page.getByRole('region', { name: 'Docs helper' });
    // The story's play function asked; the answer arrives in the host's card, through the exported parts.
    await card.getByRole('group', { name: 'Related questions' }).waitFor(ANSWER_TIMEOUT);
    expect(await card.getByRole('group', { name: 'Sources' }).getByRole('link').count()).toBeGreaterThan(0);
    // Host props reached the parts (its data attributes, its class) and its submit handler ran beside ours.
    expect(await card.locator('form[data-host-part="composer"]').count()).toBe(1);
    expect(await card.locator('[data-host-part="conversation"].host-conversation').count()).toBe(1);
    await card.getByText('Questions sent from this card: 1').waitFor();
  });

  it('Headless: an answer the host rearranged from exported parts: sources above the text, its actions in a menu', async () => {
    await open('docsassistant-headless--recomposed-answer');
    const answer = page.locator('article[data-host-part="answer"]');
    await answer.getByRole('group', { name: 'Related questions' }).waitFor(ANSWER_TIMEOUT);
    // The host's props reached the root and the parts; the sources come before the text, as the host placed them.
    expect(await answer.evaluate((el) => el.classList.contains('host-answer'))).toBe(true);
    const order = await answer.evaluate((el) =>
      [...el.querySelectorAll('[data-host-part]')].map((part) => part.getAttribute('data-host-part')),
    );
    expect(order.indexOf('sources')).toBeLessThan(order.indexOf('text'));
    expect(await answer.getByRole('group', { name: 'Sources' }).getByRole('link').count()).toBe(3);
    // No row of actions: they are in the host's menu, opened by its menu button.
    expect(await answer.locator('[data-da-slot="actions"]').count()).toBe(0);
    const more = answer.getByRole('button', { name: 'More' });
    await more.click();
    const menu = answer.getByRole('menu', { name: 'Answer actions' });
    expect(
      await menu.getByRole('menuitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))),
    ).toEqual(['Copy answer', 'Regenerate answer', 'Helpful', 'Not helpful']);
    // The host's click handler ran beside ours (ours rates the answer and thanks the reader).
    await menu.getByRole('menuitem', { name: 'Copy answer' }).click();
    await answer.getByText('Copied from the menu: 1').waitFor();
    await menu.getByRole('menuitem', { name: 'Helpful', exact: true }).click();
    expect(await menu.getByRole('menuitem', { name: 'Helpful', exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await answer.getByRole('status').filter({ hasText: 'Thanks for the feedback' }).waitFor();
    // Escape closes the host's menu and gives focus back to its button.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('Streaming: stalled mid-answer, with Stop instead of Send and no follow-ups yet', async () => {
    await open('docsassistant-states--streaming');
    await page.getByRole('button', { name: 'Stop answering' }).waitFor(ANSWER_TIMEOUT);
    await page.getByText('Install the SDK, then create a client').waitFor();
    expect(await page.getByRole('group', { name: 'Related questions' }).count()).toBe(0);
  });

  it('ServerError: a specific message, and Try again gets the answer', async () => {
    await open('docsassistant-states--server-error');
    const alert = page.getByRole('alert');
    await alert.waitFor(ANSWER_TIMEOUT);
    expect(await alert.innerText()).toContain('The assistant service had a problem answering');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('group', { name: 'Related questions' }).waitFor(ANSWER_TIMEOUT);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('RateLimited and NetworkError: each says what happened; 429 says when to retry', async () => {
    await open('docsassistant-states--rate-limited');
    await page.getByRole('alert').waitFor(ANSWER_TIMEOUT);
    expect(await page.getByRole('alert').innerText()).toContain('You can try again in 30 s.');

    await open('docsassistant-states--network-error');
    await page.getByRole('alert').waitFor(ANSWER_TIMEOUT);
    expect(await page.getByRole('alert').innerText()).toContain('Could not reach the assistant');
  });

  it('LongConversation: a saved conversation opens on its newest 24 messages, earlier ones on request', async () => {
    await open('docsassistant-states--long-conversation');
    const messages = page.locator('[data-da-slot="messages"]');
    await messages.and(page.locator(':not([aria-busy])')).waitFor();
    expect(await messages.locator('article[data-role]').count()).toBe(24);
    await page.getByRole('button', { name: 'Show 36 earlier messages' }).click();
    await page.getByRole('button', { name: 'Show 12 earlier messages' }).waitFor();
  });

  it('AnsweringInAnotherTab: under the last question, a status line says another tab is answering it', async () => {
    await open('docsassistant-states--answering-in-another-tab');
    const line = openPanel().getByRole('status').filter({ hasText: 'Answering in another tab…' });
    await line.waitFor();
    expect(await openPanel().locator('article[data-role="user"]').last().innerText()).toContain(
      'Which regions are there?',
    );
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('AdminKeyRefused: says why and offers nothing to retry', async () => {
    await open('docsassistant-states--admin-key-refused');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain('secret key');
    expect(await alert.getByRole('button').count()).toBe(0);
  });

  it('Variants: popover, sidebar and modal are dialogs (modal with a backdrop), inline a region, closed a launcher', async () => {
    for (const variant of ['popover', 'sidebar']) {
      await open(`docsassistant-variants--${variant}`);
      await page.getByRole('dialog', { name: 'Ask AI' }).waitFor();
    }
    await open('docsassistant-variants--modal');
    await page.locator('[role="dialog"][aria-modal="true"]').waitFor();
    await page.locator('[data-da-slot="backdrop"]').waitFor();
    await open('docsassistant-variants--inline');
    await page.getByRole('region', { name: 'Ask AI' }).waitFor();
    await open('docsassistant-variants--popover-closed');
    await page.getByRole('button', { name: 'Ask AI' }).click();
    await page.getByRole('dialog', { name: 'Ask AI' }).waitFor();
    // No launcher: the story's play function has opened it from the page's own button.
    await open('docsassistant-variants--own-button');
    await page.getByRole('dialog', { name: 'Ask AI' }).waitFor();
    expect(await page.getByRole('button', { name: 'Ask AI', exact: true }).count()).toBe(0);
  });

  it('Dark and French: the dark panel is dark; the strings are the French locale’s, the host’s title over it', async () => {
    await open('docsassistant-theming--dark');
    // The full panel, not the input shell that may show for a frame while its chunk loads.
    const panel = page.getByRole('dialog', { name: 'Ask AI' }).and(page.locator('[data-state="open"]'));
    await panel.waitFor();
    const background = await panel.evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number) as [number, number, number];
    expect(r + g + b).toBeLessThan(3 * 80);

    await open('docsassistant-theming--french-labels');
    await page.getByRole('dialog', { name: 'Assistant de la documentation' }).waitFor();
    await page.getByRole('group', { name: 'Questions associées' }).waitFor(ANSWER_TIMEOUT);
    await page.getByRole('button', { name: 'Copier le code' }).waitFor();
  });

  it('Unstyled: the host’s classes style the panel; the preset’s do not', async () => {
    await open('docsassistant-theming--unstyled-with-class-names');
    const panel = page.getByRole('region', { name: 'Ask AI' }).and(page.locator('[data-state="open"]'));
    await panel.waitFor();
    expect(
      await panel.evaluate((el) => getComputedStyle(el).borderTopStyle + ' ' + getComputedStyle(el).borderTopWidth),
    ).toBe('solid 2px');
    const launcherLike = page.locator('[data-da-slot="send"]');
    expect(await launcherLike.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 216, 77)');
  });

  it('Live: without a configured service, explains how to start one', async () => {
    await open('docsassistant-live-local-service--popover');
    const note = page.getByRole('note', { name: 'Live service not running' });
    await note.waitFor();
    expect(await note.innerText()).toContain('npm run storybook:live');
  });

  // One test per story: each finishes well inside any timeout on a busy machine.
  it.each(Object.entries(ERROR_STORIES))(
    'Errors, %s: the failure, through the real transport, ends in its own notice (%s); a broken stream keeps its part',
    async (story, kind) => {
      await open(`docsassistant-errors--${story}`);
      await page.locator(`[role="alert"][data-kind="${kind}"]`).waitFor(ANSWER_TIMEOUT);
      if (kind !== 'interrupted') return;
      // A cut or stalled stream keeps what arrived before it broke, and offers no follow-ups for it.
      await page.locator('article[data-role="assistant"]').getByText('create a client with your project key').waitFor();
      expect(await page.getByRole('group', { name: 'Related questions' }).count()).toBe(0);
    },
  );

  it('StoppedByReader: the partial answer stays, with no error and no Stop', async () => {
    await open('docsassistant-errors--stopped-by-reader');
    const answer = page.locator('article[data-role="assistant"]');
    await answer.getByText('create a client with your project key').waitFor(ANSWER_TIMEOUT);
    await page.getByRole('button', { name: 'Stop answering' }).waitFor({ state: 'detached', ...ANSWER_TIMEOUT });
    expect(await answer.getAttribute('data-status')).not.toBe('streaming');
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it.each(Object.entries(ERROR_STORIES))(
    'Errors (dark), %s: its notice on a dark panel over a dark page, axe clean',
    async (story, kind) => {
      await open(`docsassistant-errors-dark--${story}`);
      await page.locator(`[role="alert"][data-kind="${kind}"]`).waitFor(ANSWER_TIMEOUT);
      expect(await hasDarkBackground(PANEL)).toBe(true);
      expect(await hasDarkBackground('.host-page')).toBe(true);
      expect(await axeViolations()).toEqual([]);
    },
  );

  it('The Scheme global renders any story dark: widget and host page', async () => {
    await open('docsassistant-states--empty', 'dark');
    await openPanel().waitFor();
    expect(await hasDarkBackground(PANEL)).toBe(true);
    expect(await hasDarkBackground('.host-page')).toBe(true);
    await open('docsassistant-states--empty');
    await openPanel().waitFor();
    expect(await hasDarkBackground(PANEL)).toBe(false);
  });

  it('Context chips: two attached above the input; the expanded one shows its full text, axe clean', async () => {
    await open('docsassistant-context-chips--attached');
    const chips = page.getByRole('list', { name: 'Attached context' });
    await chips.waitFor();
    expect(await chips.getByRole('listitem').count()).toBe(2);
    expect(await chips.locator('[aria-expanded="true"]').count()).toBe(0);

    await open('docsassistant-context-chips--one-expanded');
    const expanded = page.getByRole('list', { name: 'Attached context' }).locator('[aria-expanded="true"]');
    await expanded.waitFor();
    expect(await expanded.innerText()).toContain('Code');
    expect(await page.locator('[data-da-slot="contextChip"] pre').innerText()).toContain(
      "const acme = createClient({ region: 'eu', timeout: '10s' });",
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('Phone: at 390×844 the open panel fits the screen and an answer reaches its follow-ups, axe clean', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open('docsassistant-phone--answered');
    await page.getByRole('group', { name: 'Related questions' }).waitFor(ANSWER_TIMEOUT);
    const box = (await openPanel().boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(await axeViolations()).toEqual([]);
    await open('docsassistant-phone--rate-limited');
    await page.locator('[role="alert"][data-kind="rate-limited"]').waitFor(ANSWER_TIMEOUT);
  });

  it('History, Empty: the view opens on its heading and says there are none yet', async () => {
    await open('docsassistant-history--empty');
    const view = page.getByRole('region', { name: 'Conversation history' });
    await view.waitFor();
    await view.getByText('No conversations yet.', { exact: false }).waitFor();
    expect(await view.getByRole('listitem').count()).toBe(0);
    expect(await view.getByRole('button', { name: 'Clear all' }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Conversation history');
    expect(await page.getByRole('button', { name: 'Conversation history' }).getAttribute('aria-pressed')).toBe('true');
  });

  for (const scheme of [undefined, 'dark'] as const) {
    it(`History, Several${scheme ? ' (dark)' : ''}: newest first, each with when and where it started, its delete button; axe clean`, async () => {
      await open('docsassistant-history--several', scheme);
      const view = page.getByRole('region', { name: 'Conversation history' });
      await view.waitFor();
      expect(await view.locator('[data-da-history-title]').allInnerTexts()).toEqual([
        'How do I install the SDK?',
        'Which regions are there, and can I pin my project to one of them for data residency?',
        'How do retries work?',
        'Can I use it in the browser?',
      ]);
      const meta = await view.locator('[data-da-history-meta]').allInnerTexts();
      expect(meta.map((line) => line.split(' · ')[1])).toEqual([
        '/docs/install',
        '/docs/regions',
        '/docs/guides/retries-and-timeouts',
        '/docs/browser',
      ]);
      expect(meta[0]).toMatch(/^\d+ minutes? ago · /);
      expect(await view.getByRole('button', { name: 'Delete “How do retries work?”' }).count()).toBe(1);
      expect(await view.getByRole('button', { name: 'Clear all' }).count()).toBe(1);
      expect(await hasDarkBackground(PANEL)).toBe(scheme === 'dark');
      expect(await axeViolations()).toEqual([]);
      // Opening one shows its conversation and closes the view.
      await view.getByRole('button', { name: /^How do retries work\?/ }).click();
      await view.waitFor({ state: 'detached' });
      await page.locator('article[data-role="user"]').getByText('How do retries work?').waitFor();
    });
  }

  it('History, StorageFull: the answer still comes, the list holds it from memory, one notice says why', async () => {
    await open('docsassistant-history--storage-full');
    const view = page.getByRole('region', { name: 'Conversation history' });
    // The play function asked, waited for the answer, then opened the view.
    await view.waitFor(ANSWER_TIMEOUT);
    expect(await view.locator('[data-da-history-title]').allInnerTexts()).toEqual(['How do I install the SDK?']);
    const notices = page.getByRole('status').filter({ hasText: 'storage is full or blocked' });
    await notices.first().waitFor();
    expect(await notices.count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    await notices.getByRole('button', { name: 'Dismiss' }).click();
    await notices.waitFor({ state: 'detached' });
  });

  it('PageActions, Closed: "Copy page" and its menu button beside the title, the menu closed', async () => {
    await open('pageactions--closed');
    await page.getByRole('button', { name: 'Copy page' }).waitFor();
    const more = page.getByRole('button', { name: 'More page actions' });
    expect(await more.getAttribute('aria-haspopup')).toBe('menu');
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('menu').count()).toBe(0);
    expect(await axeViolations()).toEqual([]);
  });

  for (const scheme of [undefined, 'dark'] as const) {
    it(`PageActions, MenuOpen${scheme ? ' (dark)' : ''}: every action in order, focus on the first, axe clean`, async () => {
      await open('pageactions--menu-open', scheme);
      const menu = page.getByRole('menu', { name: 'Page actions' });
      await menu.waitFor();
      expect(await page.getByRole('button', { name: 'More page actions' }).getAttribute('aria-expanded')).toBe('true');
      expect(
        await menu.getByRole('menuitem').evaluateAll((items) => items.map((item) => item.getAttribute('data-action'))),
      ).toEqual(['copy-page', 'view-markdown', 'open-in-chatgpt', 'open-in-claude', 'ask-ai']);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-action')))
        .toBe('copy-page');
      expect(await hasDarkBackground('[data-mode]')).toBe(scheme === 'dark');
      expect(await axeViolations()).toEqual([]);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
    });
  }
});
