// Page context in a real browser: select with the mouse and the keyboard, ask about code, send, and read the request
// the service would get; navigate client-side; unmount and check nothing of ours is left on the page.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/chromium';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sseBody } from '../../support/sse';
import { bundleApp } from '../support/widget-server';

const ORIGIN = 'http://docs.test';
/** What docs-page.tsx and the listener probe put on `window` for these tests. */
interface DocsPageWindow {
  __docs: { setWidget(on: boolean): void };
  __showLater(): void;
  __listeners(): string[];
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

let browser: Browser;
let appJs: string;
let css: string;
let census: string;

beforeAll(async () => {
  appJs = await bundleApp(here('./docs-page.tsx'));
  css = await readFile(here('../../../src/styles/docs-assistant.css'), 'utf8');
  census = await readFile(here('./listener-census.js'), 'utf8');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

interface SentBody {
  context?: Array<{ type: string; value: string; path?: string; elementId?: string }>;
  currentPath?: string;
}

let page: Page;
let requests: SentBody[];

beforeEach(async () => {
  const context = await browser.newContext();
  page = await context.newPage();
  requests = [];
  await page.addInitScript(census);
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/api/assistant') {
      requests.push(route.request().postDataJSON() as SentBody);
      return route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' },
        body: sseBody([
          { type: 'start' },
          { type: 'text-start', id: 't' },
          { type: 'text-delta', id: 't', delta: 'An answer.' },
          { type: 'text-end', id: 't' },
          { type: 'finish', threadId: `thread-${requests.length}` },
        ]),
      });
    }
    if (url.pathname === '/app.js') return route.fulfill({ contentType: 'text/javascript', body: appJs });
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><head><style>${css}</style></head><body><div id="app"></div><script type="module" src="/app.js"></script></body></html>`,
    });
  });
  await page.goto(`${ORIGIN}/guide/start`);
  await page.waitForFunction(() => 'document' in window && (window as unknown as DocsPageWindow).__docs);
  return () => context.close();
});

const selectionButton = () => page.locator('[data-da-affordance="selection"]');
const codeButtons = () => page.locator('[data-da-affordance="code"]');

/** Viewport coordinates of a character offset in the first text node of `selector`. */
async function pointAt(selector: string, offset: number) {
  return page.evaluate(
    ({ selector, offset }) => {
      const text = document.querySelector(selector)!.firstChild!;
      const range = document.createRange();
      range.setStart(text, offset);
      range.setEnd(text, offset + 1);
      const rect = range.getBoundingClientRect();
      return { x: rect.left + 1, y: rect.top + rect.height / 2 };
    },
    { selector, offset },
  );
}

async function askInPanel(question: string) {
  const before = requests.length;
  const input = page.getByRole('textbox', { name: 'Ask a question about the docs' });
  await input.fill(question);
  await input.press('Enter');
  await expect.poll(() => requests.length).toBe(before + 1);
  return requests[before]!;
}

describe('page context in Chromium', () => {
  it('attaches a mouse selection and a code block, shows them as chips, and sends them with the path', async () => {
    await page.evaluate(() => (window as unknown as DocsPageWindow).__docs.setWidget(true));
    // Drag across "the installer" in the Install section.
    const start = await pointAt('.install-prose', 4);
    const end = await pointAt('.install-prose', 17);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(end.x, end.y, { steps: 5 });
    await page.mouse.up();
    const ask = page.getByRole('button', { name: 'Ask AI about the selected text' });
    await ask.waitFor();
    expect(await ask.textContent()).toBe('');
    expect(await ask.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"Ask AI"');
    await ask.click();

    const chips = page.getByRole('list', { name: 'Attached context' });
    await chips.waitFor();
    expect(await selectionButton().count()).toBe(0);

    // The popover covers part of the page; the reader closes it to reach the next code block.
    await page.keyboard.press('Escape');
    // The code block's button sits inside the block but adds nothing to its text.
    const install = page.locator('pre', { hasText: 'npm install' });
    expect(await install.evaluate((el) => el.textContent)).toBe('npm install docs-assistant');
    await install.getByRole('button', { name: 'Ask about this code' }).click();
    await expect.poll(() => chips.getByRole('listitem').count()).toBe(2);
    await page.getByRole('button', { name: /^Remove Code: npm install/ }).waitFor();

    const body = await askInPanel('What does this do?');
    expect(body.currentPath).toBe('/guide/start');
    expect(body.context).toEqual([
      { type: 'textSelection', value: 'the installer', path: '/guide/start', elementId: 'install' },
      { type: 'code', value: 'npm install docs-assistant', path: '/guide/start', elementId: 'install' },
    ]);
    // Sent context leaves the composer.
    await expect.poll(() => chips.count()).toBe(0);
  });

  it('offers the button after a keyboard selection, reachable with Tab, and sends the new path after pushState', async () => {
    await page.evaluate(() => (window as unknown as DocsPageWindow).__docs.setWidget(true));
    // Without caret browsing, Chromium extends a selection from the keyboard only once one exists: double-click a
    // word, then grow it with Shift+Arrow; the button follows the selection as the keyboard changes it.
    const word = await pointAt('.usage-prose', 1);
    await page.mouse.dblclick(word.x, word.y);
    await selectionButton().waitFor();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowRight');
    const selected = await page.evaluate(() => document.getSelection()!.toString().trim());
    expect(selected).toMatch(/^Render th/);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-da-affordance'))).toBe('selection');
    await page.keyboard.press('Enter');
    await page.getByRole('list', { name: 'Attached context' }).waitFor();

    await page.evaluate(() => history.pushState({}, '', '/guide/usage?tab=react#usage'));
    const body = await askInPanel('Where does it go?');
    expect(body.currentPath).toBe('/guide/usage');
    expect(body.context).toEqual([
      { type: 'textSelection', value: selected, path: '/guide/start', elementId: 'usage' },
    ]);

    const again = await askInPanel('And after going back?');
    expect(again.context).toBeUndefined();
    await page.evaluate(() => history.back());
    await page.waitForFunction(() => location.pathname === '/guide/start');
    expect((await askInPanel('Now?')).currentPath).toBe('/guide/start');
  });

  it('hides the button when the selection moves into the widget, and buttons new code blocks as they appear', async () => {
    await page.evaluate(() => (window as unknown as DocsPageWindow).__docs.setWidget(true));
    // Nothing is placed on the page before the reader reaches for it: no code button while the pointer is elsewhere…
    await page.mouse.move(1, 1);
    expect(await codeButtons().count()).toBe(0);
    // …then, with the pointer on a code block, every code block has its button.
    await page.locator('pre').first().hover();
    await expect.poll(() => codeButtons().count()).toBe(2);
    await page.evaluate(() => (window as unknown as DocsPageWindow).__showLater());
    await expect.poll(() => codeButtons().count()).toBe(3);

    const word = await pointAt('.lead', 1);
    await page.mouse.dblclick(word.x, word.y);
    await selectionButton().waitFor();
    await page.keyboard.press('Control+i');
    const input = page.getByRole('textbox', { name: 'Ask a question about the docs' });
    await input.fill('typed words');
    await input.selectText();
    await expect.poll(() => selectionButton().count()).toBe(0);
    // Nor is the widget's own markup offered as code, whatever it renders.
    expect(await page.locator('[data-da-slot] [data-da-affordance]').count()).toBe(0);
  });

  it('leaves no listener, button or stylesheet behind after unmount, and listens to no scroll', async () => {
    const baseline = await page.evaluate(() => (window as unknown as DocsPageWindow).__listeners());
    // Up front: the shortcuts' keydowns (the assistant's, the search view's), and three passive listeners standing in
    // for the affordances, which load on the reader's first selection or first reach (pointer or focus) for a code
    // block. Read in the task that mounts the widget (`flushSync` runs its effects).
    const upFront: string[] = await page.evaluate(() => {
      (window as unknown as DocsPageWindow).__docs.setWidget(true);
      return (window as unknown as DocsPageWindow).__listeners();
    });
    const count = (list: string[], name: string) => list.filter((l) => l === name).length;
    expect(count(upFront, 'document:selectionchange')).toBe(count(baseline, 'document:selectionchange') + 1);
    expect(upFront.filter((l) => !baseline.includes(l)).sort()).toEqual([
      'document:focusin',
      'document:keydown',
      'document:keydown',
      'document:pointerover',
    ]);
    // A page view with no intent places nothing and loads nothing more.
    expect(await codeButtons().count()).toBe(0);
    await page.locator('pre').first().hover();
    await expect.poll(() => codeButtons().count()).toBe(2);
    const mounted: string[] = await page.evaluate(() => (window as unknown as DocsPageWindow).__listeners());
    // No listener runs while the page scrolls (the launcher's placement looks once a scroll has ended: `scrollend`).
    expect(mounted.filter((l) => /:(scroll|wheel|touchmove)(:|$)/.test(l))).toEqual([]);
    expect(mounted).toContain('document:selectionchange:capture');
    // Chromium has the Navigation API: history stays the browser's own.
    expect(await page.evaluate(() => history.pushState.toString().includes('[native code]'))).toBe(true);

    const start = await pointAt('.lead', 0);
    const end = await pointAt('.lead', 20);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(end.x, end.y, { steps: 3 });
    await page.mouse.up();
    await selectionButton().waitFor();

    await page.evaluate(() => (window as unknown as DocsPageWindow).__docs.setWidget(false));
    expect(await page.locator('[data-da-affordance]').count()).toBe(0);
    expect(await page.locator('style[data-da-affordance-styles]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as DocsPageWindow).__listeners())).toEqual(baseline);
    expect(
      await page.locator('pre').evaluateAll((pres) => pres.map((pre) => (pre as HTMLElement).style.position)),
    ).toEqual(['', '']);
  });
});
