// In Chromium: no flash of the wrong colour scheme. On a page that paints itself dark while the OS is light,
// and one that paints itself light while the OS is dark, the launcher (closed) and the panel (open by default) show
// the page's scheme in the very first frame they are in — in the embed (dist/embed, `npm run build` first) and the
// React build. fit.test.ts waits until the colours match; this records them in the first frame our element is painted
// in (the widget stays unpainted until the after-paint chunk ui/page-fit.ts has read the page), with a script the page
// runs before its own. And if that chunk never comes, the widget shows anyway.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { bundleApp } from '../support/widget-server';
import { startEmbedSite, type EmbedSite } from './embed-site';
import { FIT_PAGES } from './generator-pages';

let browser: Browser;
let site: EmbedSite;

beforeAll(async () => {
  const reactAppJs = await bundleApp(new URL('./fit-react-app.tsx', import.meta.url).pathname);
  // No question is asked: the service address only has to be well-formed.
  [browser, site] = await Promise.all([
    launchChromium(),
    startEmbedSite({ serviceUrl: 'http://127.0.0.1:9', reactAppJs }),
  ]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), site?.close()]);
});

/** What the element looked like: `color-scheme` as computed, and whether its background is dark. */
interface Sample {
  colorScheme: string;
  darkBackground: boolean;
}

/**
 * Runs before the page's scripts: samples the slot's look in the first frame it is painted in (in the document, and
 * neither it nor an ancestor at opacity 0) — from an animation callback on every frame, which runs right before that
 * frame's style, layout and paint. (Not at its insertion: Preact, the embed's runtime, re-renders for a layout
 * effect's state in a microtask, still before any paint.)
 */
function recordFirstFrame(slot: string) {
  const samples: Sample[] = [];
  (window as unknown as { __firstFrame: Sample[] }).__firstFrame = samples;
  const sample = (element: Element) => {
    const style = getComputedStyle(element);
    const [r, g, b] = (style.backgroundColor.match(/[\d.]+/g) ?? ['0', '0', '0']).map(Number) as [
      number,
      number,
      number,
    ];
    samples.push({
      colorScheme: style.colorScheme,
      darkBackground: (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.5,
    });
  };
  const everyFrame = () => {
    const element = document.querySelector(`[data-da-slot="${slot}"]`);
    if (element?.checkVisibility({ checkOpacity: true })) sample(element);
    else requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
}

const firstFrame = async (page: Page) => {
  await page.waitForFunction(() => (window as unknown as { __firstFrame: Sample[] }).__firstFrame.length > 0);
  return (await page.evaluate(() => (window as unknown as { __firstFrame: Sample[] }).__firstFrame))[0]!;
};

const CASES = [
  { name: 'a dark page, the OS light', page: FIT_PAGES.find((p) => p.fixed === 'dark')!, os: 'light' },
  { name: 'a light page, the OS dark', page: FIT_PAGES.find((p) => p.fixed === 'light')!, os: 'dark' },
] as const;

describe.each(['embed', 'react'] as const)('%s', (runtime) => {
  describe.each(CASES)('on $name', ({ page: fitPage, os }) => {
    const scheme = fitPage.fixed!;

    it.each([
      { slot: 'launcher', open: false },
      { slot: 'panel', open: true },
    ])('the $slot is in the page’s scheme from its first frame', async ({ slot, open }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: os });
      const page = await context.newPage();
      await page.addInitScript(recordFirstFrame, slot);
      const props = { domain: 'acme', baseUrl: 'http://127.0.0.1:9', apiKey: 'mint_dsc_fit', defaultOpen: open };
      await page.goto(
        runtime === 'react'
          ? `${site.origin}${fitPage.path}?props=${encodeURIComponent(JSON.stringify(props))}`
          : site.url(fitPage.path, {
              domain: 'acme',
              'base-url': props.baseUrl,
              'api-key': props.apiKey,
              ...(open ? { 'default-open': '' } : {}),
            }),
      );
      const seen = await firstFrame(page);
      // Dark sets `color-scheme: dark`; light leaves what the page has (`normal`, or the page's own `light`).
      expect(seen.colorScheme.includes('dark'), `color-scheme ${seen.colorScheme}`).toBe(scheme === 'dark');
      // The launcher's background is the accent; the panel's is the scheme's own.
      if (slot === 'panel') expect(seen.darkBackground).toBe(scheme === 'dark');
      await context.close();
    });
  });
});

// The embed only: its page fit is a chunk of dist/embed, where this suite's React app is one file (page-fit inlined).
it('embed: shows the widget, in the OS’s scheme, when the page-fit chunk never comes', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
  const page = await context.newPage();
  const blocked: string[] = [];
  await page.route(/page-fit/, (route) => {
    blocked.push(route.request().url());
    return route.abort();
  });
  await page.goto(
    site.url(CASES[1].page.path, { domain: 'acme', 'base-url': 'http://127.0.0.1:9', 'api-key': 'mint_dsc_fit' }),
  );
  const launcher = page.locator('[data-da-slot="launcher"]');
  await page.waitForFunction(() =>
    document.querySelector('[data-da-slot="launcher"]')?.checkVisibility({ checkOpacity: true }),
  );
  expect(blocked.length).toBeGreaterThan(0);
  expect(await launcher.evaluate((element) => getComputedStyle(element).colorScheme)).toContain('dark');
  await launcher.click();
  await expect.poll(() => page.locator('[data-da-slot="panel"]').count()).toBe(1);
  await context.close();
});
