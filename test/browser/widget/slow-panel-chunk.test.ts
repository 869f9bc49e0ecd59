// In Chromium at 390x844, with the panel's chunk held back as on a slow network (a first visit to a Next.js site
// takes over a second): the loading frame that fills the screen meanwhile makes the page behind it inert, as the panel
// does — Tab stays in it, the host's links take no focus — and closing it gives focus back to the page element that
// opened it only once the frame is gone and the page is live again. Then the chunk arrives: the panel takes over
// with the page still inert. A chunk that never comes (the panel's, the search view's) leaves the host's page standing:
// the frame says so and tries again. In the React build and on the embed's runtime (Preact), both split as a host
// ships them.
import { fileURLToPath } from 'node:url';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { streamAnswer, textChunks } from '../support/sse-answers';
import { bundleApp, startWidgetServer, type SplitApp, type WidgetServer } from '../support/widget-server';

const PAGE = fileURLToPath(new URL('./slow-panel-page.tsx', import.meta.url));
const PANEL = 'src/ui/panel.tsx';
const RUNTIMES = ['react', 'preact'] as const;

let browser: Browser;
const apps = new Map<(typeof RUNTIMES)[number], { app: SplitApp; server: WidgetServer }>();

beforeAll(async () => {
  browser = await launchChromium();
  for (const runtime of RUNTIMES) {
    const app = await bundleApp(PAGE, { splitting: true, runtime: runtime === 'preact' ? 'preact' : undefined });
    const server = await startWidgetServer({
      appJs: app.appJs,
      chunks: app.chunks,
      fallback: streamAnswer(textChunks(['Unused.'])),
    });
    apps.set(runtime, { app, server });
  }
});

afterAll(async () => {
  await Promise.all([browser?.close(), ...[...apps.values()].map(({ server }) => server.close())]);
});

/**
 * The page at 390x844 with the panel's own chunk (the bulk of what opening loads) held until `release()`; the small
 * chunks it shares with the loading frame come as they would.
 */
async function openWithPanelHeld(runtime: (typeof RUNTIMES)[number]) {
  const { app, server } = apps.get(runtime)!;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const held: Route[] = [];
  let released = false;
  const panelFiles = new Set(app.lazy[PANEL]!.slice(0, 1));
  expect(panelFiles.size).toBe(1);
  await page.route(
    (url) => panelFiles.has(url.pathname.slice(1)),
    (route) => (released ? route.continue() : void held.push(route)),
  );
  await page.goto(server.pageUrl());
  await launcher(page).waitFor();
  const release = async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
  return { context, page, release, held };
}

const launcher = (page: Page) => page.getByRole('button', { name: 'Ask AI', exact: true });
const loadingFrame = (page: Page) => page.locator('[data-da-slot="panel"][data-state="loading"]');
const openPanel = (page: Page) => page.locator('[data-da-slot="panel"][data-state="open"]');
const questionBox = (page: Page) => page.getByRole('textbox', { name: 'Ask a question about the docs' });
const HOST_LINKS = ['Guides', 'Reference', 'install guide'];

/** Where focus is: in the assistant's frame, on the launcher, on a host link (by its text), or nowhere. */
const focusIs = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    if (el.closest('[data-da-slot="panel"]')) return 'frame';
    if (el.closest('[data-da-slot="launcher"]')) return 'launcher';
    return `page: ${el.textContent?.trim()}`;
  });

/** Which host links script can focus (an inert one cannot); focus goes back where it was after. */
const focusableLinks = (page: Page) =>
  page.evaluate((names) => {
    const before = document.activeElement as HTMLElement | null;
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a')].filter((a) => names.includes(a.text));
    const result = links.filter((link) => (link.focus(), document.activeElement === link)).map((link) => link.text);
    before?.focus();
    return result;
  }, HOST_LINKS);

/** The focus stops of 12 presses of `key` from the question box. */
async function tabStops(page: Page, key: string) {
  await questionBox(page).focus();
  const stops = new Set<string>();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press(key);
    stops.add(await focusIs(page));
  }
  return [...stops];
}

describe.each(RUNTIMES)('the loading frame at 390 px (%s)', (runtime) => {
  it('makes the page inert while it shows, and gives focus back to its opener only once it is gone', async () => {
    const { context, page, held } = await openWithPanelHeld(runtime);
    expect(await focusableLinks(page)).toEqual(HOST_LINKS);

    // Opened by the shortcut from a link in the host's header: the chunk is asked for and held.
    await page.getByRole('link', { name: 'Guides' }).focus();
    await page.keyboard.press('Control+i');
    await loadingFrame(page).waitFor();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect.poll(() => focusIs(page)).toBe('frame');
    // The cover's small chunk comes a round trip after the frame shows: wait for it, not for the held panel.
    await expect.poll(() => focusableLinks(page)).toEqual([]);
    expect(await tabStops(page, 'Tab')).toEqual(['frame']);
    expect(await tabStops(page, 'Shift+Tab')).toEqual(['frame']);

    // Closed before the panel came: back on the link that opened it, which is live again.
    await page.keyboard.press('Escape');
    await loadingFrame(page).waitFor({ state: 'detached' });
    await expect.poll(() => focusIs(page)).toBe('page: Guides');
    expect(await focusableLinks(page)).toEqual(HOST_LINKS);
    expect(await openPanel(page).count()).toBe(0);
    await context.close();
  });

  it('keeps the page inert as the panel replaces the frame, and gives it back on close', async () => {
    const { context, page, release } = await openWithPanelHeld(runtime);
    await launcher(page).click();
    await loadingFrame(page).waitFor();
    await expect.poll(() => focusableLinks(page)).toEqual([]);
    await questionBox(page).pressSequentially('How do I ');

    await release();
    await openPanel(page).waitFor();
    expect(await focusableLinks(page)).toEqual([]);
    expect(await tabStops(page, 'Tab')).toEqual(['frame']);
    await expect.poll(() => questionBox(page).inputValue()).toBe('How do I ');

    await page.getByRole('button', { name: 'Close assistant' }).click();
    await openPanel(page).waitFor({ state: 'detached' });
    await expect.poll(() => focusIs(page)).toBe('launcher');
    expect(await focusableLinks(page)).toEqual(HOST_LINKS);
    await context.close();
  });

  it('takes an Escape pressed the moment the panel replaces the frame', async () => {
    const { context, page, release } = await openWithPanelHeld(runtime);
    await launcher(page).click();
    await loadingFrame(page).waitFor();
    await expect.poll(() => focusIs(page)).toBe('frame');
    // The reader's key lands right after the panel's first commit, before any effect scheduled after paint has run
    // (on a busy machine that gap is tens of milliseconds): it must close the panel as it closes the frame.
    await page.evaluate(() => {
      const pressEscapeOnArrival = new MutationObserver(() => {
        if (!document.querySelector('[data-da-slot="panel"][data-state="open"]')) return;
        pressEscapeOnArrival.disconnect();
        const target = document.activeElement ?? document.body;
        target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
      });
      pressEscapeOnArrival.observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await release();
    await expect.poll(() => focusIs(page)).toBe('launcher');
    expect(await loadingFrame(page).count()).toBe(0);
    expect(await openPanel(page).count()).toBe(0);
    await context.close();
  });
});

/**
 * The page at 1280x800 with lazy chunks refused (a dropped connection, or a deploy that replaced the files) until
 * `restore()`: the files the page loaded up front came. `file` is the first target's own chunk.
 */
async function openWithChunkRefused(runtime: (typeof RUNTIMES)[number], ...targets: string[]) {
  const { app, server } = apps.get(runtime)!;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const files = targets.map((target) => `/${app.lazy[target]![0]!}`);
  const file = files[0]!;
  let refused = true;
  await page.route(
    (url) => files.includes(url.pathname),
    (route) => (refused ? route.abort('connectionrefused') : route.continue()),
  );
  await page.goto(server.pageUrl());
  await launcher(page).waitFor();
  return { context, page, file, restore: () => void (refused = false) };
}

const hostHeading = (page: Page) => page.getByRole('heading', { name: 'Getting started' });

describe.each(RUNTIMES)('a lazy chunk that does not come (%s)', (runtime) => {
  it("the panel's and the engine's: the frame says so, one Try again brings both, the draft kept, and the host's page stays", async () => {
    const { context, page, restore } = await openWithChunkRefused(runtime, PANEL, 'src/engine/index.ts');
    await launcher(page).click();
    const alert = page.getByRole('dialog', { name: 'Ask AI' }).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Could not reach the assistant. Check your connection');
    // Nothing of ours took the host's tree down with it.
    expect(await hostHeading(page).isVisible()).toBe(true);
    expect(await launcher(page).isVisible()).toBe(true);
    await questionBox(page).fill('How do I install it?');

    restore();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await openPanel(page).waitFor();
    await expect.poll(() => questionBox(page).inputValue()).toBe('How do I install it?');
    await expect.poll(() => focusIs(page)).toBe('frame');
    // The engine came with the same press: no second failure to retry, and the question is answered.
    expect(await page.getByRole('alert').count()).toBe(0);
    await questionBox(page).press('Enter');
    await page.locator('[data-role="assistant"][data-status="complete"]').waitFor();
    await context.close();
  });

  it("the search view's: nothing opens, the host's page stays, and the Search button opens it once the chunk comes", async () => {
    const { context, page, file, restore } = await openWithChunkRefused(runtime, 'src/ui/search-chunk.ts');
    const failed = page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname === file);
    await page.keyboard.press('Control+k');
    await failed;
    // The assistant still opens (its own chunk comes: by then the refused one has long been dealt with).
    await launcher(page).click();
    await openPanel(page).waitFor();
    expect(await hostHeading(page).isVisible()).toBe(true);

    restore();
    await openPanel(page).getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search the docs' }).waitFor();
    await context.close();
  });
});
