// The built Storybook in Chromium, offline: every state the issue asks for has a story, and each story shows that
// state (its play function asks the question where one is needed) without any request leaving the page.
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildStorybook, serveStorybook, storyUrl } from './static-storybook';

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

beforeEach(async () => {
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 } });
  page = await context.newPage();
  outside = await serveStorybook(page, dir);
  return () => context.close();
});

afterEach(() => {
  expect(outside).toEqual([]);
});

const open = (id: string) => page.goto(storyUrl(id));
const ANSWER_TIMEOUT = { timeout: 20_000 };

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
    ])
      expect(ids).toContain(`docsassistant-states--${state}`);
    for (const variant of ['popover', 'sidebar', 'modal', 'inline'])
      expect(ids).toContain(`docsassistant-variants--${variant}`);
    for (const theme of ['dark', 'french-labels', 'custom-accent-radius-font', 'unstyled-with-class-names']) {
      expect(ids).toContain(`docsassistant-theming--${theme}`);
    }
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
    const sources = page.getByRole('navigation', { name: 'Sources' });
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
    expect(await card.getByRole('navigation', { name: 'Sources' }).getByRole('link').count()).toBeGreaterThan(0);
    // Host props reached the parts (its data attributes, its class) and its submit handler ran beside ours.
    expect(await card.locator('form[data-host-part="composer"]').count()).toBe(1);
    expect(await card.locator('[data-host-part="conversation"].host-conversation').count()).toBe(1);
    await card.getByText('Questions sent from this card: 1').waitFor();
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
  });

  it('Dark and French: the dark panel is dark; every string is French', async () => {
    await open('docsassistant-theming--dark');
    // The full panel, not the input shell that may show for a frame while its chunk loads.
    const panel = page.getByRole('dialog', { name: 'Ask AI' }).and(page.locator('[data-state="open"]'));
    await panel.waitFor();
    const background = await panel.evaluate((el) => getComputedStyle(el).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number) as [number, number, number];
    expect(r + g + b).toBeLessThan(3 * 80);

    await open('docsassistant-theming--french-labels');
    await page.getByRole('dialog', { name: 'Assistant de la documentation' }).waitFor();
    await page.getByRole('group', { name: 'Questions liées' }).waitFor(ANSWER_TIMEOUT);
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
    const note = page.getByRole('note', { name: 'Live service not configured' });
    await note.waitFor();
    expect(await note.innerText()).toContain('npm run storybook:live');
  });
});
