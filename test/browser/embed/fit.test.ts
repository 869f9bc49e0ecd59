// In Chromium: the widget fits the site it lands on — on pages in the markup of Docusaurus, MkDocs Material,
// Furo, Hugo PaperMod, VitePress and Starlight, and a light-only and a dark-only plain page — in the embed (dist/embed,
// `npm run build` first), and in the React build on the pages a React app can be. The panel takes the page's colour
// scheme whatever the OS says, the accent is the site's brand (or its contrast-safe variant) unless the host gives
// one, the launcher leaves every host control in its corner clickable, and nothing of ours is painted over the host's
// open menu or dialog.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { bundleApp } from '../support/widget-server';
import { startEmbedSite, type EmbedSite } from './embed-site';
import { FIT_PAGES, type FitPage } from './generator-pages';

let browser: Browser;
let site: EmbedSite;

beforeAll(async () => {
  const reactAppJs = await bundleApp(new URL('./fit-react-app.tsx', import.meta.url).pathname);
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
type Runtime = (typeof RUNTIMES)[number];
type Scheme = 'light' | 'dark';

/**
 * The pages each runtime is met on: the embed on every generator's; the React build on the pages a React app can be
 * (Docusaurus, and pages styled by hand). MkDocs, Sphinx, Hugo, VitePress and Starlight sites take the embed, and the
 * React build on them ran page-fit's code a second time, a third of this suite.
 */
const pagesOf = (runtime: Runtime) => (runtime === 'embed' ? FIT_PAGES : FIT_PAGES.filter((page) => page.reactHost));

interface OpenOptions {
  runtime: Runtime;
  os?: Scheme;
  viewport?: { width: number; height: number };
  open?: boolean;
  theme?: Record<string, unknown>;
}

/** The page with the widget mounted (its panel open when asked), entrance animations finished. */
async function openPage(fitPage: FitPage, options: OpenOptions): Promise<Page> {
  const { runtime, os = 'light', viewport = { width: 1280, height: 800 }, open = false, theme } = options;
  const context = await browser.newContext({ viewport, colorScheme: os });
  const page = await context.newPage();
  const props = { domain: 'acme', baseUrl: 'http://127.0.0.1:9', apiKey: 'mint_dsc_fit', defaultOpen: open, theme };
  const url =
    runtime === 'react'
      ? `${site.origin}${fitPage.path}?props=${encodeURIComponent(JSON.stringify(props))}`
      : site.url(fitPage.path, {
          domain: 'acme',
          'base-url': props.baseUrl,
          'api-key': props.apiKey,
          ...(open ? { 'default-open': '' } : {}),
          ...(theme ? { theme: JSON.stringify(theme) } : {}),
        });
  await page.goto(url);
  await page.locator(open ? '[data-da-slot="panel"]' : '[data-da-slot="launcher"]').waitFor();
  // Until the page-fit chunk has read the page, an `auto` widget is unpainted and takes no clicks: what these tests
  // assert of it (its scheme, where the launcher stands) holds from then on. The launcher is placed in that same step.
  await page.locator('[data-docs-assistant][data-da-page]').waitFor({ state: 'attached' });
  await settle(page);
  return page;
}

const settle = (page: Page) =>
  // An animation a re-render replaces is cancelled: its `finished` rejects, and that is settled too.
  page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );

/** Whether the open panel's background is dark (relative luminance under a half). */
const panelIsDark = (page: Page) =>
  page.locator('[data-da-slot="panel"]').evaluate((panel) => {
    const [r, g, b] = getComputedStyle(panel).backgroundColor.match(/\d+/g)!.map(Number) as [number, number, number];
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.5;
  });

const pageSchemes = (fitPage: FitPage): Scheme[] => (fitPage.fixed ? [fitPage.fixed] : ['light', 'dark']);

/** The widget's accent on a page in `scheme`: the site's brand, held in the scheme's lightness, or our own green. */
async function expectSiteAccent(page: Page, fitPage: FitPage, scheme: Scheme) {
  const seen = await accentOf(page, fitPage.brandProperty);
  // The lightness the brand is held in for each scheme (the stylesheet's --da-brand-lightness-*).
  const [min, max] = scheme === 'dark' ? [0.68, 1] : [0, 0.48];
  if (seen.brand) {
    expect(seen.accent.l).toBeCloseTo(Math.min(max, Math.max(min, seen.brand.l)), 2);
    expect(seen.accent.c).toBeCloseTo(Math.min(0.2, seen.brand.c), 2);
    if (seen.brand.c > 0.02) expect(Math.abs(seen.accent.h - seen.brand.h) % 360).toBeLessThan(1);
  } else {
    expect(seen.accentRgb).toBe(scheme === 'dark' ? 'rgb(60, 196, 162)' : 'rgb(10, 124, 102)');
  }
  expect(seen.textOnAccent).toBeGreaterThanOrEqual(4.5);
  expect(seen.accentOnPanel).toBeGreaterThanOrEqual(4.5);
  expect(seen.accentOnSurface).toBeGreaterThanOrEqual(4.5);
}

describe.each(RUNTIMES)('%s', (runtime) => {
  it.each(pagesOf(runtime))(
    'on $name, with the OS dark and then light, the panel takes the page’s scheme, live, and the accent is the site’s brand or its contrast-safe variant',
    async (fitPage) => {
      // Opened under a dark OS, then the OS turns light under the open panel: one page checks both (a page per OS
      // scheme doubled the loads and asserted nothing more).
      const page = await openPage(fitPage, { runtime, os: 'dark', open: true });
      for (const os of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme: os });
        for (const scheme of pageSchemes(fitPage)) {
          await page.evaluate(scheme === 'dark' ? fitPage.dark : fitPage.light);
          await expect.poll(() => panelIsDark(page), { message: `OS ${os}, page ${scheme}` }).toBe(scheme === 'dark');
          await settle(page);
          await expectSiteAccent(page, fitPage, scheme);
        }
      }
      await page.context().close();
    },
  );

  it('theme.accent wins over the brand', async () => {
    const page = await openPage(FIT_PAGES[0]!, { runtime, theme: { accent: '#7a1fa2' } });
    const background = await page
      .locator('[data-da-slot="launcher"]')
      .evaluate((l) => getComputedStyle(l).backgroundColor);
    expect(background).toBe('rgb(122, 31, 162)');
    await page.context().close();
  });
});

interface Oklch {
  l: number;
  c: number;
  h: number;
}

/** The launcher's accent and the brand in OKLCH, and the contrasts that matter, as the browser resolves them. */
async function accentOf(page: Page, brandProperty: string | undefined) {
  const seen = await page.locator('[data-da-slot="launcher"]').evaluate((launcher, property) => {
    const probe = (color: string) => {
      const element = document.createElement('i');
      element.style.color = color;
      document.body.append(element);
      const resolved = getComputedStyle(element).color;
      element.remove();
      return resolved;
    };
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const rgb = (color: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const luminance = (color: string) => {
      const [r, g, b] = rgb(color).map((v) =>
        v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4,
      );
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const contrast = (a: string, b: string) => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
      return (x! + 0.05) / (y! + 0.05);
    };
    const style = getComputedStyle(launcher);
    const root = getComputedStyle(launcher.closest('[data-docs-assistant]')!);
    let brand = property ? style.getPropertyValue(property).trim() : '';
    if (/^[\d.]+\s/.test(brand)) brand = `hsl(${brand})`;
    const accent = style.backgroundColor;
    const panel = probe(root.getPropertyValue('--da-bg'));
    const surface = probe(root.getPropertyValue('--da-surface'));
    return {
      brand: brand ? probe(`oklch(from ${brand} l c h)`) : undefined,
      accent: probe(`oklch(from ${accent} l c h)`),
      accentRgb: `rgb(${rgb(accent).join(', ')})`,
      textOnAccent: contrast(style.color, accent),
      accentOnPanel: contrast(accent, panel),
      accentOnSurface: contrast(accent, surface),
    };
  }, brandProperty);
  const oklch = (value: string): Oklch => {
    const [l = 0, c = 0, h = 0] = value.match(/[\d.]+/g)!.map(Number);
    return { l, c, h };
  };
  return { ...seen, brand: seen.brand ? oklch(seen.brand) : undefined, accent: oklch(seen.accent) };
}

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];

/** Where an element is, and whether a click at its centre reaches it. */
const hitAtCentre = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const element = document.querySelector(selector)!;
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    return { x, y, reached: !!hit && element.contains(hit), width: box.width };
  }, selector);

/**
 * Whether the part of the launcher that page-fit.ts looks under (its pill inside the rounded ends, 2 px in from top
 * and bottom) is clear of the fixed or sticky host element the control is (a "Back to top" button) or is in (a cookie
 * banner): then the launcher has stepped aside from it, and no look will move it for that element.
 */
const launcherClearOf = (page: Page, selector: string) =>
  page.locator('[data-da-slot="launcher"]').evaluate((launcher, selector) => {
    let host = document.querySelector(selector);
    while (host && !/fixed|sticky/.test(getComputedStyle(host).position)) host = host.parentElement;
    const box = launcher.getBoundingClientRect();
    const [left, right, top, bottom] = [
      box.left + box.height / 2,
      box.right - box.height / 2,
      box.top + 2,
      box.bottom - 2,
    ];
    const b = (host ?? document.querySelector(selector)!).getBoundingClientRect();
    return right <= b.left || b.right <= left || bottom <= b.top || b.bottom <= top;
  }, selector);

/** Whether the launcher has no transition or animation running (a lift slides it up). */
const launcherAtRest = (page: Page) =>
  page.locator('[data-da-slot="launcher"]').evaluate((launcher) => launcher.getAnimations().length === 0);

const launcherBox = (page: Page) =>
  page.locator('[data-da-slot="launcher"]').evaluate((launcher) => {
    const box = launcher.getBoundingClientRect();
    return {
      x: box.left + box.width / 2,
      y: box.top + box.height / 2,
      visible: launcher.checkVisibility({ visibilityProperty: true }),
    };
  });

describe.each(RUNTIMES)('%s: the launcher and the host’s controls', (runtime) => {
  const cases = pagesOf(runtime).flatMap((fitPage) =>
    (fitPage.cornerControls ?? []).flatMap((control) =>
      VIEWPORTS.map((viewport) => ({
        fitPage,
        control,
        viewport,
        name: `${fitPage.name}: ${control.name} at ${viewport.width}x${viewport.height}`,
      })),
    ),
  );
  it.each(cases)('$name receives a click at its centre', async ({ fitPage, control, viewport }) => {
    const page = await openPage(fitPage, { runtime, viewport });
    await page.evaluate(control.show);
    // The control appears (scrolled into view, faded in); the launcher steps aside once the page is quiet, sliding up.
    // Clicked once it is reached at its centre and the launcher, at rest, stands clear of the control's fixed element:
    // a control reached before the launcher moved can be under it a moment later (at 320 px the banner's Settings
    // button is on a row above the launcher, which slides up through it to clear the whole banner).
    const ready = async () => {
      const hit = await hitAtCentre(page, control.selector);
      return (
        hit.reached && hit.width > 0 && (await launcherAtRest(page)) && (await launcherClearOf(page, control.selector))
      );
    };
    // A bound on a hang, not a speed check: on a busy machine the page can take seconds to go quiet.
    await expect.poll(ready, { timeout: 15_000 }).toBe(true);
    const { x, y } = await hitAtCentre(page, control.selector);
    await page.mouse.click(x, y);
    const clicks = await page.evaluate(() => {
      const w = window as unknown as { __toTopClicks?: number; __bannerClicks?: string[] };
      return [w.__toTopClicks ?? 0, ...(w.__bannerClicks ?? [])];
    });
    expect(clicks.length > 1 || clicks[0] === 1, `clicks: ${JSON.stringify(clicks)}`).toBe(true);
    // And the launcher is still there, to be clicked itself (once it has moved, if the page changed under it).
    const launcherReached = async () => {
      const launcher = await launcherBox(page);
      return (
        launcher.visible &&
        (await page.evaluate(
          ({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[data-da-slot="launcher"]'),
          launcher,
        ))
      );
    };
    await expect.poll(launcherReached).toBe(true);
    await page.context().close();
  });

  it.each(VIEWPORTS.slice(1))(
    'nothing of ours is over Docusaurus’s open mobile menu at $width px',
    async (viewport) => {
      const page = await openPage(FIT_PAGES[0]!, { runtime, viewport });
      const before = await launcherBox(page);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      const ours = () =>
        page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[data-docs-assistant]'), before);
      await expect.poll(ours).toBe(false);
      expect((await launcherBox(page)).visible).toBe(false);
      // The menu's last link, in the launcher's corner on a phone, takes a click.
      const link = page.getByRole('link', { name: 'FAQ' });
      await link.click();
      await page.getByRole('button', { name: 'Close navigation bar' }).click();
      await expect.poll(() => launcherBox(page).then((box) => box.visible)).toBe(true);
      await page.context().close();
    },
  );

  it('nothing of ours is over a host <dialog>', async () => {
    const page = await openPage(
      FIT_PAGES.find((p) => p.path === '/plain-light/')!,
      { runtime, viewport: VIEWPORTS[1] },
    );
    const launcher = await launcherBox(page);
    await page.evaluate(() => (document.getElementById('host-dialog') as HTMLDialogElement).showModal());
    const ours = await page.evaluate(
      ({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[data-docs-assistant]'),
      launcher,
    );
    expect(ours).toBe(false);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.context().close();
  });

  it('theme.placement puts the launcher in the bottom-left corner at the offset given', async () => {
    const page = await openPage(FIT_PAGES[1]!, {
      runtime,
      theme: { placement: 'bottom-left', offset: 32 },
    });
    const box = await page.locator('[data-da-slot="launcher"]').boundingBox();
    expect(box!.x).toBe(32);
    expect(800 - (box!.y + box!.height)).toBe(32);
    await page.context().close();
  });
});

// The embed only: its page-fit chunk is a file of its own, which the test can hold back (in the React app it is inlined).
it('embed: a banner shown before the page-fit chunk came is clear of the launcher from the widget’s first painted frame', async () => {
  const context = await browser.newContext({ viewport: VIEWPORTS[1] });
  const page = await context.newPage();
  // The chunk held back until the banner is on the page, as a slow network or a busy machine does.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/chunks/page-fit-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(
    site.url('/plain-light/', { domain: 'acme', 'base-url': 'http://127.0.0.1:9', 'api-key': 'mint_dsc_fit' }),
  );
  await page.locator('[data-da-slot="launcher"]').waitFor();
  await page.evaluate('window.__showCookies()');
  // Read when the widget turns painted (data-da-page set), before the browser paints that frame.
  await page.evaluate(() => {
    const root = document.querySelector('[data-docs-assistant]')!;
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute('data-da-page')) return;
      observer.disconnect();
      const accept = document.querySelector('.cookie-banner .accept')!.getBoundingClientRect();
      const hit = document.elementFromPoint(accept.left + accept.width / 2, accept.top + accept.height / 2);
      const launcher = root.querySelector('[data-da-slot="launcher"]')!;
      (window as unknown as { __atPaint: unknown }).__atPaint = {
        acceptReached: !!hit?.closest('.accept'),
        launcherSliding: launcher.getAnimations().length > 0,
      };
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-da-page'] });
  });
  release();
  const atPaint = await page.waitForFunction(() => (window as unknown as { __atPaint?: unknown }).__atPaint);
  expect(await atPaint.jsonValue()).toEqual({ acceptReached: true, launcherSliding: false });
  await context.close();
});

/** Our code button on a block, once the reader's pointer is on the block (where it shows and is placed). */
async function codeButton(page: Page, block: string) {
  await page.hover(block);
  const button = page.locator(`${block} [data-da-affordance="code"]`);
  await button.waitFor({ state: 'attached' });
  await expect.poll(() => button.getAttribute('data-da-placement')).not.toBeNull();
  return button;
}

const boxOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
      return { left, top, right, bottom, width, height };
    });

describe.each(RUNTIMES)('%s: our buttons on the host’s page', (runtime) => {
  it.each(VIEWPORTS)(
    'the code button on a one-line block clears the theme’s Copy button at $width px',
    async (viewport) => {
      const docusaurus = FIT_PAGES[0]!;
      const page = await openPage(docusaurus, { runtime, viewport });
      const button = await codeButton(page, docusaurus.codeBlock);
      await button.focus();
      const ours = await boxOf(page, `${docusaurus.codeBlock} [data-da-affordance]`);
      const copy = await boxOf(page, docusaurus.copyButton);
      const block = await boxOf(page, docusaurus.codeBlock);
      const apart =
        ours.right <= copy.left || copy.right <= ours.left || ours.bottom <= copy.top || copy.bottom <= ours.top;
      expect(apart, `ours ${JSON.stringify(ours)}, copy ${JSON.stringify(copy)}`).toBe(true);
      // Inside the block's frame, or where the block has no room left, wholly below it: never over its edge or on the
      // paragraph above. And at least 24x24.
      expect(ours.top).toBeGreaterThanOrEqual(block.top);
      expect(
        ours.bottom <= block.bottom || ours.top >= block.bottom,
        `ours ${JSON.stringify(ours)}, block ${JSON.stringify(block)}`,
      ).toBe(true);
      expect(Math.min(ours.width, ours.height)).toBeGreaterThanOrEqual(24);
      // It still says what it does.
      await expect.poll(() => button.getAttribute('aria-label')).toMatch(/code/i);
      await page.context().close();
    },
  );

  it('the code buttons leave the Tab order while the panel fills a phone’s screen', async () => {
    const docusaurus = FIT_PAGES[0]!;
    const page = await openPage(docusaurus, { runtime, viewport: VIEWPORTS[1] });
    const button = await codeButton(page, docusaurus.codeBlock);
    expect(await button.evaluate((b) => (b.focus(), document.activeElement === b))).toBe(true);
    await page.getByRole('button', { name: 'Ask AI', exact: true }).click();
    await page.locator('[data-da-slot="panel"]').waitFor();
    expect(await button.evaluate((b) => (b.focus(), document.activeElement === b))).toBe(false);
    // Through the whole Tab order from the question box: never one of the page's buttons.
    const visited = new Set<string>();
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      visited.add(
        await page.evaluate(() =>
          document.activeElement?.hasAttribute('data-da-affordance') ? 'page button' : 'other',
        ),
      );
    }
    expect([...visited]).toEqual(['other']);
    await page.getByRole('button', { name: 'Close assistant' }).click();
    await page.locator('[data-da-slot="panel"]').waitFor({ state: 'detached' });
    expect(await button.evaluate((b) => (b.focus(), document.activeElement === b))).toBe(true);
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)(
    'the code button’s focus ring stands out 3:1 on a %s page and its code block',
    async (scheme) => {
      const mkdocs = FIT_PAGES[1]!;
      const page = await openPage(mkdocs, { runtime });
      await page.evaluate(scheme === 'dark' ? mkdocs.dark : mkdocs.light);
      const button = await codeButton(page, mkdocs.codeBlock);
      await page.keyboard.press('Tab');
      await button.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await button.evaluate((b) => b.matches(':focus-visible'))).toBe(true);
      const ring = await button.evaluate((b) => {
        const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
        const luminance = (color: string) => {
          canvas.clearRect(0, 0, 1, 1);
          canvas.fillStyle = color;
          canvas.fillRect(0, 0, 1, 1);
          const [r, g, bl] = [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)].map((v) =>
            v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4,
          );
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
        };
        const contrast = (a: string, c: string) => {
          const [x, y] = [luminance(a), luminance(c)].sort((p, q) => q - p);
          return (x! + 0.05) / (y! + 0.05);
        };
        const style = getComputedStyle(b);
        const outline = style.outlineColor;
        const halo = style.boxShadow.match(/^(rgba?\([^)]*\)|color\([^)]*\)|oklch\([^)]*\))/)?.[1] ?? '';
        const code = getComputedStyle(b.closest('pre')!).backgroundColor;
        const pageBg = getComputedStyle(document.body).backgroundColor;
        return {
          outlineWidth: parseFloat(style.outlineWidth),
          rings: contrast(outline, halo),
          onCode: Math.max(contrast(outline, code), contrast(halo, code)),
          onPage: Math.max(contrast(outline, pageBg), contrast(halo, pageBg)),
        };
      });
      expect(ring.outlineWidth).toBeGreaterThanOrEqual(2);
      expect(ring.rings).toBeGreaterThanOrEqual(3);
      expect(ring.onCode).toBeGreaterThanOrEqual(3);
      expect(ring.onPage).toBeGreaterThanOrEqual(3);
      await page.context().close();
    },
  );
});
