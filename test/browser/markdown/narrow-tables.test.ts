// An answer's table on a phone: every column keeps a readable width, and a table wider than the answer scrolls in its
// own box with a shade on the edge that has more — the shade moves to the other edge once the reader scrolls across.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { citedAnswer } from '../a11y/answers';
import { openWidgetPage, questionBox, settle } from '../a11y/page';
import { launchChromium } from '../support/chromium';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';

const TABLE_ANSWER =
  'The options:\n\n| option | default | what it does |\n| --- | --- | --- |\n' +
  '| retrievalPageSize | 5 | how many search results the answer is written from, at most fifty |\n' +
  '| shortcut | mod+i | the keys that open the panel from anywhere on the page |\n';

let browser: Browser;
let server: WidgetServer;

beforeAll(async () => {
  server = await startWidgetServer({ appJs: await bundleApp(), fallback: citedAnswer(TABLE_ANSWER) });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function answerWithTable(page: Page) {
  await page.getByRole('button', { name: 'Ask AI' }).click();
  await questionBox(page).fill('Which options are there?');
  await questionBox(page).press('Enter');
  await page.locator('[data-role="assistant"][data-status="complete"]').waitFor();
  await settle(page);
  return page.getByRole('group', { name: /table/i });
}

/**
 * How dark the table's box is at its start and end edges, halfway down a body row, with the table's ink (text and
 * borders) made transparent so only the box's own background is measured: 0 where it is the panel's background.
 */
async function edgeShades(page: Page): Promise<{ start: number; end: number }> {
  await page.addStyleTag({
    content:
      '[data-da-table-scroll] :is(th, td, td *, th *) { color: transparent !important; border-color: transparent !important; }',
  });
  const box = (await page.getByRole('group', { name: /table/i }).boundingBox())!;
  const row = (await page.locator('[data-da-table-scroll] tbody tr').first().boundingBox())!;
  const png = await page.screenshot({ clip: box });
  return page.evaluate(
    async ({ data, y }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const luminance = (x: number) => {
        const [r, g, b] = context.getImageData(x, Math.round(y), 1, 1).data;
        return (r! + g! + b!) / 3;
      };
      const background = luminance(Math.round(image.width / 2));
      return { start: background - luminance(1), end: background - luminance(image.width - 2) };
    },
    { data: png.toString('base64'), y: row.y - box.y + row.height / 2 },
  );
}

describe.each([
  { width: 390, height: 844 },
  { width: 320, height: 640 },
])('at $width px', (viewport) => {
  it('every column keeps a readable width; the table scrolls inside the answer, never the panel', async () => {
    const { context, page } = await openWidgetPage(browser, server, {}, { viewport });
    try {
      const table = await answerWithTable(page);
      const widths = await page
        .locator('[data-da-table-scroll] th')
        .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
      const fontSize = await page
        .locator('[data-da-table-scroll] table')
        .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      expect(widths).toHaveLength(3);
      // At least seven of the table's ems of text per column (plus its padding), so no column wraps a letter a line.
      for (const width of widths) expect(width).toBeGreaterThanOrEqual(7 * fontSize);
      const body = await page
        .locator('[data-da-slot="body"]')
        .evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(body, 'the conversation scrolls sideways').toBeLessThanOrEqual(0);
      await table.waitFor();
    } finally {
      await context.close();
    }
  });
});

it('at 320 px, a shade marks the edge with more of the table, and follows the reader across', async () => {
  const { context, page } = await openWidgetPage(browser, server, {}, { viewport: { width: 320, height: 640 } });
  try {
    const table = await answerWithTable(page);
    const overflow = await table.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow, 'the table is wider than the answer at 320 px').toBeGreaterThan(0);

    const before = await edgeShades(page);
    expect(before.end, 'a shade at the end edge, where there is more').toBeGreaterThan(8);
    expect(before.start, 'none at the start edge').toBeLessThan(3);

    await table.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
    await page.waitForFunction(() => {
      const element = document.querySelector('[data-da-table-scroll]')!;
      return element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    });
    const after = await edgeShades(page);
    expect(after.start, 'the shade is at the start edge once scrolled to the end').toBeGreaterThan(8);
    expect(after.end, 'and gone from the end edge').toBeLessThan(3);
  } finally {
    await context.close();
  }
});
