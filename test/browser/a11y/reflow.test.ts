// WCAG 1.4.10 reflow and 1.4.4 resize: at 320 CSS px wide, and at 200% zoom of a 1280×800 window (640×400 CSS px
// at device scale 2), the panel fits the viewport with no horizontal scrolling, and the question box and send
// button are visible, on top, and work.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';
import { citedAnswer } from './answers';
import { openWidgetPage, questionBox, settle } from './page';

const VIEWPORTS = [
  { name: '320px wide', viewport: { width: 320, height: 640 }, deviceScaleFactor: 1 },
  { name: '200% zoom', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
] as const;
const VARIANTS = ['popover', 'sidebar', 'modal'] as const;
// A long unbroken URL and a wide table are the usual ways an answer pushes a panel sideways.
const WIDE_ANSWER =
  'See https://docs.example.com/a/very/long/path/that/does/not/break/anywhere/at/all/in/the/answer/text and ' +
  'the table below.\n\n| option | default | meaning |\n| --- | --- | --- |\n| retrievalPageSize | 5 | results the answer uses |\n\n' +
  '```bash\nnpx docs-assistant serve --docs ./documentation --port 8787 --assistant-key mint_dsc_example\n```\n';

let browser: Browser;
let server: WidgetServer;
let layouts = 0;

beforeAll(async () => {
  server = await startWidgetServer({ appJs: await bundleApp(), fallback: citedAnswer(WIDE_ANSWER) });
  browser = await launchChromium();
});

beforeEach(() => server.reset());

afterAll(async () => {
  console.log(`[a11y:reflow] ${layouts} layouts checked (${VIEWPORTS.length} viewports × ${VARIANTS.length} variants)`);
  await browser?.close();
  await server?.close();
});

/** Where things are, in CSS px, and whether the element at a control's centre is the control itself. */
function layout(page: Page) {
  return page.evaluate(() => {
    const rect = (selector: string) => {
      const el = document.querySelector(selector);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, onTop: hit === el || el.contains(hit) };
    };
    return {
      viewport: { width: innerWidth, height: innerHeight },
      pageScrollWidth: document.documentElement.scrollWidth,
      panel: rect('[data-da-slot="panel"]'),
      input: rect('[data-da-slot="input"]'),
      send: rect('[data-da-slot="send"]'),
      // Code may scroll inside its own block (WCAG exempts it); nothing else in the body may be wider than it.
      bodyOverflow: (() => {
        const body = document.querySelector<HTMLElement>('[data-da-slot="body"]')!;
        return body.scrollWidth - body.clientWidth;
      })(),
    };
  });
}

describe.each(VIEWPORTS)('$name', ({ viewport, deviceScaleFactor }) => {
  it.each(VARIANTS)('the %s panel fits, with the question box and send button usable', async (variant) => {
    const { context, page } = await openWidgetPage(browser, server, { variant }, { viewport, deviceScaleFactor });
    await page.getByRole('button', { name: 'Ask AI' }).click();
    await questionBox(page).fill('How do I serve the docs?');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.locator('[data-role="assistant"][data-status="complete"]').waitFor();
    await questionBox(page).fill('And on another port?');
    await settle(page);

    const found = await layout(page);
    layouts += 1;
    const within = (box: typeof found.panel) =>
      box !== null &&
      box.left >= 0 &&
      box.top >= 0 &&
      box.right <= found.viewport.width + 0.5 &&
      box.bottom <= found.viewport.height + 0.5;
    expect(found.pageScrollWidth, 'page scrolls sideways').toBeLessThanOrEqual(found.viewport.width);
    expect(found.bodyOverflow, 'the conversation scrolls sideways').toBeLessThanOrEqual(0);
    expect(within(found.panel), `panel ${JSON.stringify(found.panel)} in ${JSON.stringify(found.viewport)}`).toBe(true);
    for (const control of ['input', 'send'] as const) {
      expect(within(found[control]), `${control} ${JSON.stringify(found[control])}`).toBe(true);
      expect(found[control]!.onTop, `${control} is covered`).toBe(true);
    }

    // And they work: the second question goes out.
    const before = server.requests.length;
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => server.requests.length).toBe(before + 1);
    await context.close();
  });
});
