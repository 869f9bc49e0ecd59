// The search view in Chromium: opened by Ctrl+K and by the panel's Search button, results grouped by page with the
// query's words marked, the keyboard model (↓↓ Enter navigates, Escape gives focus back), "Ask AI" sending the query
// as the question, the request race, recents across a reload, the phone layout, Pagefind and `search={false}`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runAxe } from '../a11y/axe';
import { settle } from '../a11y/page';
import { launchChromium } from '../support/chromium';
import { streamAnswer, textChunks } from '../support/sse-answers';
import { SEARCH_DEBOUNCE_MS } from '../../../src/search/search-runner';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';

type SearchHandler = (body: { query: string }, response: ServerResponse) => void | Promise<void>;

const RESULTS = [
  {
    content: 'Rotate your **token** every 30 days with `rotateToken()`.',
    path: '/docs/auth#rotate-tokens',
    metadata: { title: 'Authentication', heading: 'Rotate tokens', trail: ['Tokens'] },
  },
  {
    // Results are untrusted text: this must show as characters, never become an element.
    content: 'Token scopes <img src=x onerror="window.__xss=1"> limit what a key can do.',
    path: '/docs/auth#scopes',
    metadata: { title: 'Authentication', heading: 'Scopes' },
  },
  { content: 'Install the package, then set the token.', path: '/docs/install', metadata: { title: 'Install' } },
];

const json = (response: ServerResponse, body: unknown) =>
  void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const PAGEFIND_STUB = `
export async function options(o) { window.__pagefind = { ...window.__pagefind, options: o }; }
export async function init() { window.__pagefind = { ...window.__pagefind, init: true }; }
export async function search(query) {
  return { results: [{ data: async () => ({
    url: '/docs/guide/', meta: { title: 'Guide' }, excerpt: 'The <mark>' + query + '</mark> guide',
    sub_results: [
      { title: 'Guide', url: '/docs/guide/', excerpt: 'The <mark>' + query + '</mark> guide' },
      { title: 'Setup', url: '/docs/guide/#setup', excerpt: 'Run the <mark>' + query + '</mark> setup &amp; go' },
    ],
  }) }] };
}`;

let browser: Browser;
let site: WidgetServer;
let onSearch: SearchHandler = (_body, response) => json(response, RESULTS);
const searches: string[] = [];

beforeAll(async () => {
  [browser, site] = await Promise.all([
    launchChromium(),
    bundleApp().then((appJs) =>
      startWidgetServer({
        appJs,
        files: { '/pagefind/pagefind.js': { type: 'text/javascript', body: PAGEFIND_STUB } },
        fallback: async (request: IncomingMessage, response, body) => {
          const query = (body as { query?: unknown }).query;
          if (typeof query !== 'string') return streamAnswer(textChunks(['Hello.']))(request, response, body);
          searches.push(query);
          await onSearch(body as { query: string }, response);
        },
      }),
    ),
  ]);
});

afterEach(() => {
  onSearch = (_body, response) => json(response, RESULTS);
  searches.splice(0);
  site.reset();
});

afterAll(async () => {
  await Promise.all([browser?.close(), site?.close()]);
});

async function openPage(props: Record<string, unknown> = {}, viewport?: { width: number; height: number }) {
  const page = await browser.newPage(viewport ? { viewport } : {});
  await page.goto(site.pageUrl(props));
  await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady === true);
  return page;
}

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search the docs' });
const isFocused = (page: Page, locator: ReturnType<Page['locator']>) =>
  locator.evaluate((element) => element === document.activeElement);

async function openSearchByKey(page: Page) {
  await page.keyboard.press('Control+k');
  await expect.poll(() => isFocused(page, combobox(page)), { timeout: 15_000 }).toBe(true);
}

async function typeAndWait(page: Page, query: string) {
  await combobox(page).fill(query);
  await expect.poll(() => page.locator('[data-da-search-status]').getAttribute('data-da-search-status')).toBe('done');
}

describe('opening and closing', () => {
  it('opens with Ctrl+K on the field, and Escape closes it and gives focus back', async () => {
    const page = await openPage();
    await page.getByTestId('page-button').focus();
    await openSearchByKey(page);
    expect(await page.getByRole('dialog', { name: 'Search' }).count()).toBe(1);
    // Ctrl+K again, from the field, closes it; once more opens it.
    await page.keyboard.press('Control+k');
    await expect.poll(() => page.getByRole('dialog', { name: 'Search' }).count()).toBe(0);
    await page.getByTestId('page-button').focus();
    await openSearchByKey(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog', { name: 'Search' }).count()).toBe(0);
    await expect.poll(() => isFocused(page, page.getByTestId('page-button'))).toBe(true);
    await page.close();
  });

  it('opens from the panel header’s Search button, and gives focus back to it', async () => {
    const page = await openPage();
    await page.getByRole('button', { name: 'Ask AI' }).click();
    const button = page.getByRole('dialog', { name: 'Ask AI' }).getByRole('button', { name: 'Search' });
    await button.click();
    await expect.poll(() => isFocused(page, combobox(page)), { timeout: 15_000 }).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => isFocused(page, button)).toBe(true);
    // The panel under the search view is still open.
    expect(await page.getByRole('dialog', { name: 'Ask AI' }).count()).toBe(1);
    await page.close();
  });

  it('leaves Ctrl+K to the page’s own search (a DocSearch button)', async () => {
    const page = await openPage();
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.className = 'DocSearch DocSearch-Button';
      button.textContent = 'Search';
      document.querySelector('main')!.append(button);
    });
    // The listener is in place before the key is pressed: a listener added by an evaluate left pending could come
    // after the key, and the test then waited for ever (seen under load).
    await page.evaluate(() => {
      const w = window as unknown as { __ctrlKPrevented?: boolean };
      window.addEventListener('keydown', (event) => {
        if (event.key === 'k') w.__ctrlKPrevented = event.defaultPrevented;
      });
    });
    await page.keyboard.press('Control+k');
    const prevented = () => page.evaluate(() => (window as unknown as { __ctrlKPrevented?: boolean }).__ctrlKPrevented);
    await expect.poll(prevented).toBeDefined();
    expect(await prevented()).toBe(false);
    // Ctrl+I still opens the assistant; by then Ctrl+K has long been handled, and no search view came.
    await page.keyboard.press('Control+i');
    await page.getByRole('dialog', { name: 'Ask AI' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Search' }).count()).toBe(0);
    await page.close();
  });
});

describe('results', () => {
  it('shows "Ask AI" first, then the results grouped by page with the query’s words marked and links on this origin', async () => {
    const page = await openPage();
    await openSearchByKey(page);
    await typeAndWait(page, 'token');
    const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
    expect(await options.count()).toBe(4);
    expect(await options.first().textContent()).toBe('Ask AI: “token”');
    const groups = page.getByRole('group');
    expect(
      await groups.evaluateAll((all) =>
        all.map(
          (group) =>
            group.getAttribute('aria-labelledby') &&
            document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent,
        ),
      ),
    ).toEqual(['Authentication', 'Install']);
    expect(
      await groups
        .first()
        .getByRole('option')
        .evaluateAll((all) => all.map((a) => a.getAttribute('href'))),
    ).toEqual(['/docs/auth#rotate-tokens', '/docs/auth#scopes']);
    expect(await options.nth(1).textContent()).toMatch(/^Tokens › Rotate tokens/);
    const marks = await page.locator('[data-da-slot="search"] mark').allTextContents();
    expect(marks.length).toBeGreaterThanOrEqual(3);
    expect(new Set(marks.map((mark) => mark.toLowerCase()))).toEqual(new Set(['token']));
    // The hostile snippet is text.
    expect(await page.locator('[data-da-slot="search"] img').count()).toBe(0);
    expect(await options.nth(2).textContent()).toContain('<img src=x onerror="window.__xss=1">');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.getByRole('status').filter({ hasText: 'Results: 3' }).count()).toBe(1);
    await page.close();
  });

  it('draws one ✕ in the field’s row, ours (Close search): the browser adds no clear button of its own', async () => {
    const page = await openPage();
    await openSearchByKey(page);
    // The view slides in: measured and drawn while it moved, the first picture was of other pixels.
    await settle(page);
    const field = (await combobox(page).boundingBox())!;
    // The field's right end, where Chromium draws its own clear button once a search field holds text: the same
    // pixels with a query as without one. (The query's letters and the caret stay at the left.)
    const clip = { x: field.x + field.width - 36, y: field.y, width: 34, height: field.height };
    const empty = await page.screenshot({ clip });
    await typeAndWait(page, 'token');
    expect((await page.screenshot({ clip })).equals(empty)).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Search' }).getByRole('button').count()).toBe(1);
    await page.close();
  });

  it('says so when nothing is found, and offers to try again after a failure', async () => {
    const page = await openPage();
    onSearch = (body, response) =>
      body.query === 'broken'
        ? void response.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}')
        : json(response, []);
    await openSearchByKey(page);
    await typeAndWait(page, 'nothing here');
    expect(await page.getByRole('status').textContent()).toBe('No results for “nothing here”.');
    await combobox(page).fill('broken');
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    expect(await page.getByRole('status').textContent()).toBe('Search is not available just now.');
    onSearch = (_body, response) => json(response, RESULTS);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => page.getByRole('option').count()).toBe(4);
    await page.close();
  });

  it('sends only query and pageSize (and filter when set) to the proxy', async () => {
    const page = await openPage({ filter: { version: 'v2' } });
    await openSearchByKey(page);
    await typeAndWait(page, 'token');
    const bodies = site.requests.filter((body) => typeof (body as { query?: unknown }).query === 'string');
    expect(bodies.at(-1)).toEqual({ query: 'token', pageSize: 10, filter: { version: 'v2' } });
    await page.close();
  });
});

describe('keyboard', () => {
  it('↓↓ Enter follows the second result', async () => {
    const page = await openPage();
    await openSearchByKey(page);
    await typeAndWait(page, 'token');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const active = await combobox(page).getAttribute('aria-activedescendant');
    expect(await page.locator(`[id="${active}"]`).getAttribute('href')).toBe('/docs/auth#scopes');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.origin}/docs/auth#scopes`);
    await page.close();
  });
});

describe('Ask AI', () => {
  it('sends the query as the question, and "Back to search" comes back with it', async () => {
    const page = await openPage();
    await openSearchByKey(page);
    await typeAndWait(page, 'how do I rotate a token');
    await page.keyboard.press('Control+Enter');
    const answer = page.locator('[data-role="assistant"]').last();
    await expect.poll(() => answer.getAttribute('data-status'), { timeout: 15_000 }).toBe('complete');
    const question = site.requests.find((body) => 'messages' in (body as object)) as {
      messages: Array<{ role: string; parts: Array<{ type: string; text?: string }> }>;
    };
    expect(question.messages.at(-1)!.parts.find((part) => part.type === 'text')!.text).toBe('how do I rotate a token');
    await page.getByRole('button', { name: 'Back to search' }).click();
    await expect.poll(() => combobox(page).inputValue()).toBe('how do I rotate a token');
    await expect.poll(() => page.getByRole('option').count()).toBe(4);
    await page.close();
  });
});

describe('the request race', () => {
  it('never shows a slow early answer over a later one', async () => {
    const page = await openPage();
    let releaseEarly!: () => void;
    const early = new Promise<void>((resolve) => (releaseEarly = resolve));
    let earlyAnswered!: () => void;
    const earlyDone = new Promise<void>((resolve) => (earlyAnswered = resolve));
    onSearch = async (body, response) => {
      if (body.query === 'rot') {
        await early;
        json(response, [{ content: 'old', path: '/docs/old', metadata: { title: 'Old' } }]);
        earlyAnswered();
      } else json(response, [{ content: 'rotate', path: '/docs/new', metadata: { title: 'New' } }]);
    };
    await openSearchByKey(page);
    await combobox(page).fill('rot');
    await expect.poll(() => searches.includes('rot')).toBe(true);
    await combobox(page).fill('rotate');
    await expect.poll(() => page.getByRole('option', { name: /rotate/ }).count()).toBe(2);
    releaseEarly();
    await earlyDone;
    // The late answer has come back (or was aborted): the page still shows the newer one, and only it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.locator('a[role="option"]').evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
      ['/docs/new'],
    );
    await page.close();
  });

  it('sends one request for a word typed at a reader’s pace, and one more when the reader pauses mid-word', async () => {
    // The page's timers run on a clock the test moves: keys exactly 120 ms apart (a reader's pace) and a pause
    // exactly as long as written. Real key delays stretch on a busy machine, and each stretch past the debounce sends
    // a request no reader at that pace would cause.
    const page = await browser.newPage();
    await page.clock.install();
    await page.goto(site.pageUrl({}));
    await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady === true);
    await openSearchByKey(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const typeAtPace = async (text: string) => {
      for (const key of text) {
        await page.keyboard.press(key);
        await page.clock.runFor(120);
      }
    };

    await typeAtPace('author');
    expect(searches).toEqual([]);
    await page.clock.runFor(SEARCH_DEBOUNCE_MS);
    await expect.poll(() => searches).toEqual(['author']);
    await typeAtPace('ization');
    await page.clock.runFor(SEARCH_DEBOUNCE_MS);
    await expect.poll(() => searches).toEqual(['author', 'authorization']);
    await page.clock.resume();
    await expect.poll(() => page.locator('[data-da-search-status]').getAttribute('data-da-search-status')).toBe('done');
    expect(await combobox(page).inputValue()).toBe('authorization');
    await page.close();
  });
});

describe('recents', () => {
  it('keeps recent searches and questions across a reload, each removable', async () => {
    const page = await openPage({ storage: 'local' });
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    // As after the later reloads: a Ctrl+K pressed before the app listens is lost.
    await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady === true);
    await openSearchByKey(page);
    await typeAndWait(page, 'token');
    await page.keyboard.press('Control+Enter');
    await page.getByRole('button', { name: 'Back to search' }).waitFor();

    await page.reload();
    await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady === true);
    await openSearchByKey(page);
    const recent = page
      .getByRole('region', { name: 'Recent' })
      .or(page.locator('section', { has: page.getByRole('heading', { name: 'Recent' }) }));
    await recent.getByRole('button', { name: 'Ask AI: “token”' }).waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await isFocused(page, recent.getByRole('button', { name: 'Ask AI: “token”' }))).toBe(true);
    await recent.getByRole('button', { name: 'Remove “token” from recent' }).click();
    await page.getByText('Type a few words to search the docs, or a question to ask AI.').waitFor();

    await page.reload();
    await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady === true);
    await openSearchByKey(page);
    await page.getByText('Type a few words to search the docs, or a question to ask AI.').waitFor();
    await page.close();
  });
});

describe('on a phone (390×844)', () => {
  it('fills the screen, makes the page behind inert, keeps every option at least 24 px, and axe finds nothing', async () => {
    const page = await openPage({}, { width: 390, height: 844 });
    await openSearchByKey(page);
    await typeAndWait(page, 'token');
    // Once its entry animation has run (a fraction of a pixel off until then).
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Search' }).boundingBox())
      .toEqual({ x: 0, y: 0, width: 390, height: 844 });
    const fieldBox = await combobox(page).boundingBox();
    expect(fieldBox!.y).toBeLessThan(60);
    expect(await page.locator('main#docs').getAttribute('inert')).toBe('');
    const heights = await page
      .getByRole('option')
      .evaluateAll((all) => all.map((o) => o.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
    const { violations } = await runAxe(page);
    expect(violations).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('main#docs').getAttribute('inert')).toBe(null);
    await page.close();
  });
});

describe('above the full-screen panel (390×844)', () => {
  it('keeps Tab in the search view, and Escape gives focus back to the panel’s Search button', async () => {
    const page = await openPage({}, { width: 390, height: 844 });
    await page.getByRole('button', { name: 'Ask AI' }).click();
    const button = page.getByRole('dialog', { name: 'Ask AI' }).getByRole('button', { name: 'Search' });
    await button.click();
    await expect.poll(() => isFocused(page, combobox(page)), { timeout: 15_000 }).toBe(true);
    const inSearch = () => page.evaluate(() => !!document.activeElement?.closest('[data-da-slot="search"]'));
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await inSearch()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => isFocused(page, button)).toBe(true);
    await page.close();
  });
});

describe('sources', () => {
  it('searches the site’s Pagefind index, with no service search request', async () => {
    const page = await openPage({ search: { source: 'pagefind' } });
    await openSearchByKey(page);
    await typeAndWait(page, 'setup');
    expect(await page.locator('a[role="option"]').evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
      ['/docs/guide/', '/docs/guide/#setup'],
    );
    expect(await page.locator('a[role="option"]').nth(1).textContent()).toBe('SetupRun the setup setup & go');
    expect(await page.evaluate(() => (window as unknown as { __pagefind: unknown }).__pagefind)).toEqual({
      options: { bundlePath: '/pagefind/' },
      init: true,
    });
    expect(searches).toEqual([]);
    await page.close();
  });

  it('has no search with search={false}: no shortcut, no Search button', async () => {
    const page = await openPage({ search: false });
    await page.keyboard.press('Control+k');
    await page.keyboard.press('Control+i');
    const panel = page.getByRole('dialog', { name: 'Ask AI' });
    await panel.waitFor();
    expect(await panel.getByRole('button', { name: 'Search' }).count()).toBe(0);
    expect(await page.getByRole('dialog', { name: 'Search' }).count()).toBe(0);
    await page.close();
  });
});
