// In Chromium: while the panel fills a phone's screen (390x844, 320x640), the host's page behind it is inert
// — Tab from the question box stays in the panel and never reaches a host link, and the page is out of the
// accessibility tree — and it is given back exactly as it was when the panel closes or stops covering it (a window
// widened to 1280 px): host elements that were inert or aria-hidden before stay so, elements added while it was open
// (a client-side navigation) are live. On the Docusaurus-shaped page, in the embed (dist/embed, `npm run build`
// first; the element at the end of <body>) and in the React build (inside the host's `#__docusaurus`, as a swizzled
// `Root` renders it).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { bundleApp } from '../support/widget-server';
import { startEmbedSite, type EmbedSite } from './embed-site';

let browser: Browser;
let site: EmbedSite;

beforeAll(async () => {
  const reactAppJs = await bundleApp(new URL('./inert-react-app.tsx', import.meta.url).pathname);
  // No question is asked here: the service address only has to be well-formed.
  [browser, site] = await Promise.all([
    launchChromium(),
    startEmbedSite({ serviceUrl: 'http://127.0.0.1:9', reactAppJs }),
  ]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), site?.close()]);
});

const RUNTIMES = ['embed', 'react'] as const;
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];

async function openPage(runtime: (typeof RUNTIMES)[number], viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const props = { domain: 'acme', baseUrl: 'http://127.0.0.1:9', apiKey: 'mint_dsc_inert' };
  await page.goto(
    runtime === 'react'
      ? `${site.origin}/docusaurus/?props=${encodeURIComponent(JSON.stringify(props))}`
      : site.url('/docusaurus/', { domain: 'acme', 'base-url': props.baseUrl, 'api-key': props.apiKey }),
  );
  await launcher(page).waitFor();
  // Host markup the panel must leave as it found it: a drawer the host keeps inert and a region it keeps hidden from
  // screen readers, beside the widget at <body>'s level and at the host root's.
  await page.evaluate(() => {
    const hostRoot = document.getElementById('__docusaurus')!;
    for (const [parent, where] of [
      [document.body, 'body'],
      [hostRoot, 'root'],
    ] as const) {
      parent.insertAdjacentHTML(
        'beforeend',
        `<div data-host-inert="${where}" inert><a href="#drawer-${where}">Drawer link ${where}</a></div>` +
          `<div data-host-hidden="${where}" aria-hidden="true"><a href="#hidden-${where}">Hidden link ${where}</a></div>`,
      );
    }
  });
  return page;
}

const launcher = (page: Page) => page.getByRole('button', { name: 'Ask AI', exact: true });
const panel = (page: Page) => page.locator('[data-da-slot="panel"][data-state="open"]');
const questionBox = (page: Page) => page.getByRole('textbox', { name: 'Ask a question about the docs' });

async function openPanel(page: Page) {
  await launcher(page).click();
  await panel(page).waitFor();
  await expect.poll(() => questionBox(page).evaluate((box) => box === document.activeElement)).toBe(true);
}

/** Where focus is: in the panel, on the launcher, on the page (with the element's text), or nowhere (<body>). */
const focusIs = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    if (el.closest('[data-da-slot="panel"]')) return 'panel';
    if (el.closest('[data-da-slot="launcher"]')) return 'launcher';
    return `page: ${el.localName} "${el.getAttribute('aria-label') ?? el.textContent?.trim()}"`;
  });

/** Whether script can focus each host link (an inert element cannot take focus). */
const focusable = (page: Page, selectors: string[]) =>
  page.evaluate(
    (list) =>
      Object.fromEntries(
        list.map((selector) => {
          const el = document.querySelector<HTMLElement>(selector)!;
          el.focus();
          return [selector, document.activeElement === el];
        }),
      ),
    selectors,
  );

/** Links a screen reader's virtual cursor can reach: the non-ignored links of Chromium's accessibility tree. */
async function linksInAccessibilityTree(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: Array<{ ignored: boolean; role?: { value: string }; name?: { value: string } }>;
  };
  await cdp.detach();
  return nodes.filter((n) => !n.ignored && n.role?.value === 'link').map((n) => n.name?.value ?? '');
}

/** Every element carrying `inert` that the host did not make inert itself. */
const inertNotTheHosts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[inert]:not([data-host-inert])')].map((el) => el.id || el.localName),
  );

// The navbar's brand link (beside the host root's content) and the code block's Copy button (in the main content).
const HOST_LINKS = ['.navbar__brand', '.copy-button'];

describe.each(RUNTIMES)('%s on the Docusaurus page', (runtime) => {
  it.each(PHONES)('at $width px the page behind the open panel is inert, and given back on close', async (viewport) => {
    const page = await openPage(runtime, viewport);
    expect(Object.values(await focusable(page, HOST_LINKS))).toEqual([true, true]);
    const linksBefore = await linksInAccessibilityTree(page);
    expect(linksBefore).toContain('Acme docs');

    await openPanel(page);
    // Tab and Shift+Tab from the question box: a lap of the panel and more, never onto the page or off into <body>.
    for (const key of ['Tab', 'Shift+Tab']) {
      await questionBox(page).focus();
      const stops = new Set<string>();
      for (let i = 0; i < 16; i++) {
        await page.keyboard.press(key);
        stops.add(await focusIs(page));
      }
      expect([...stops], key).toEqual(['panel']);
    }
    expect(Object.values(await focusable(page, HOST_LINKS))).toEqual([false, false]);
    // The virtual cursor: none of the page's links is in the accessibility tree; the panel is.
    expect((await linksInAccessibilityTree(page)).filter((name) => linksBefore.includes(name))).toEqual([]);
    await expect.poll(() => panel(page).getAttribute('role')).toBe('dialog');

    // A client-side navigation while it is open: new content beside the widget, at both levels, is inert too.
    await page.evaluate(() => {
      for (const parent of [document.body, document.getElementById('__docusaurus')!]) {
        const route = document.createElement('div');
        route.className = 'new-route';
        route.innerHTML = '<a href="#next">Next page</a>';
        parent.append(route);
      }
    });
    await expect
      .poll(() => focusable(page, ['body > .new-route a', '#__docusaurus > .new-route a']))
      .toEqual({ 'body > .new-route a': false, '#__docusaurus > .new-route a': false });
    await questionBox(page).focus();

    await page.getByRole('button', { name: 'Close assistant' }).click();
    await panel(page).waitFor({ state: 'detached' });
    await expect.poll(() => focusIs(page)).toBe('launcher');
    // Given back: the page's links and the new ones take focus, nothing of ours is left inert, and what the host had
    // made inert or aria-hidden still is.
    expect(Object.values(await focusable(page, [...HOST_LINKS, 'body > .new-route a']))).toEqual([true, true, true]);
    expect(await inertNotTheHosts(page)).toEqual([]);
    expect(await page.locator('[data-host-inert][inert]').count()).toBe(2);
    expect(await page.locator('[data-host-hidden][aria-hidden="true"]').count()).toBe(2);
    expect(await focusable(page, ['[data-host-inert="body"] a', '[data-host-inert="root"] a'])).toEqual({
      '[data-host-inert="body"] a': false,
      '[data-host-inert="root"] a': false,
    });
    expect((await linksInAccessibilityTree(page)).sort()).toEqual([...linksBefore, 'Next page', 'Next page'].sort());
    // And by keyboard: Shift+Tab from the launcher lands on the page.
    await launcher(page).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusIs(page)).toMatch(/^page: /);
    await page.context().close();
  });

  it('widened to 1280 px with the panel open, the page is live again; narrowed, inert again', async () => {
    const page = await openPage(runtime, PHONES[0]!);
    await openPanel(page);
    expect(Object.values(await focusable(page, HOST_LINKS))).toEqual([false, false]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => focusable(page, HOST_LINKS)).toEqual({ [HOST_LINKS[0]!]: true, [HOST_LINKS[1]!]: true });
    expect(await inertNotTheHosts(page)).toEqual([]);
    expect(await page.locator('[data-host-inert][inert]').count()).toBe(2);
    // The popover sits beside the page: Tab from the question box leaves it for the page again.
    await questionBox(page).focus();
    const stops = new Set<string>();
    for (let i = 0; i < 16; i++) {
      await page.keyboard.press('Tab');
      stops.add(await focusIs(page));
    }
    expect([...stops].some((stop) => stop.startsWith('page: '))).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => focusable(page, HOST_LINKS)).toEqual({ [HOST_LINKS[0]!]: false, [HOST_LINKS[1]!]: false });
    await page.context().close();
  });
});
