// Contrast the axe rule cannot judge: icons and the launcher against what they sit on (WCAG 2.2 1.4.3 text ≥ 4.5:1,
// 1.4.11 non-text ≥ 3:1), in light, dark, and `auto` under a dark system setting.
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';
import { citedAnswer, streamingAnswer } from './answers';
import { contrastRatio } from './contrast';
import { openWidgetPage, questionBox, settle } from './page';

const THEMES = [
  { name: 'light', colorScheme: 'light', system: 'light' },
  { name: 'dark', colorScheme: 'dark', system: 'dark' },
  { name: 'auto-dark', colorScheme: 'auto', system: 'dark' },
] as const;

let browser: Browser;
let server: WidgetServer;
const measured: string[] = [];

beforeAll(async () => {
  server = await startWidgetServer({ appJs: await bundleApp(), fallback: citedAnswer() });
  browser = await launchChromium();
});

beforeEach(() => server.reset());

afterAll(async () => {
  console.log(`[a11y:contrast] ${measured.length} pairs measured: ${measured.join(', ')}`);
  await browser?.close();
  await server?.close();
});

/** The element's text and icon colours and its nearest opaque background. */
function colours(locator: Locator) {
  return locator.evaluate((el) => {
    let background = 'rgb(255, 255, 255)';
    for (let at: Element | null = el; at; at = at.parentElement) {
      const colour = getComputedStyle(at).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') {
        background = colour;
        break;
      }
    }
    // An inline SVG's stroke, or an icon the stylesheet paints as a ::before's background (the launcher's sparkle).
    const svg = el.querySelector('svg');
    const before = getComputedStyle(el, '::before');
    const icon = svg ? getComputedStyle(svg).stroke : before.content !== 'none' ? before.backgroundColor : null;
    return { text: getComputedStyle(el).color, icon, background };
  });
}

describe.each(THEMES)('contrast ($name)', (theme) => {
  it('launcher label and icon, send, stop and close icons meet WCAG 2.2 AA', async () => {
    const { context, page } = await openWidgetPage(
      browser,
      server,
      { theme: { colorScheme: theme.colorScheme } },
      {
        colorScheme: theme.system,
      },
    );
    const check = async (what: string, locator: Locator, minimum: number, part: 'text' | 'icon') => {
      const found = await colours(locator);
      const foreground = part === 'text' ? found.text : found.icon!;
      const ratio = contrastRatio(foreground, found.background);
      measured.push(`${theme.name} ${what} ${ratio.toFixed(1)}`);
      expect(ratio, `${what}: ${foreground} on ${found.background}`).toBeGreaterThanOrEqual(minimum);
    };

    const launcher = page.getByRole('button', { name: 'Ask AI' });
    await check('launcher label', launcher, 4.5, 'text');
    await check('launcher icon', launcher, 3, 'icon');

    await launcher.click();
    await settle(page);
    await questionBox(page).fill('How do I install it?');
    await check('send icon', page.getByRole('button', { name: 'Send' }), 3, 'icon');
    await check('close icon', page.getByRole('button', { name: 'Close assistant' }), 3, 'icon');
    server.respond(streamingAnswer);
    await questionBox(page).press('Enter');
    await check('stop icon', page.getByRole('button', { name: 'Stop answering' }), 3, 'icon');
    await context.close();
  });
});

describe('forced colours (Windows High Contrast)', () => {
  it('the launcher icon, drawn by the stylesheet, takes the system button text colour and stays visible', async () => {
    const { context, page } = await openWidgetPage(browser, server, {}, { forcedColors: 'active' });
    const launcher = page.getByRole('button', { name: 'Ask AI' });
    const found = await colours(launcher);
    const ratio = contrastRatio(found.icon!, found.background);
    measured.push(`forced-colours launcher icon ${ratio.toFixed(1)}`);
    expect(found.icon, 'the icon is painted in the label colour').toBe(found.text);
    expect(ratio, `${found.icon} on ${found.background}`).toBeGreaterThanOrEqual(3);
    await context.close();
  });
});
