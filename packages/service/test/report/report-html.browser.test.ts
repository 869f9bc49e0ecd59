// The HTML report as its reader opens it: Chromium with the network shut, light and dark, desktop and phone. The
// chart is drawn (a bar for today, its not-covered part), the not-covered list is a table with its rows, nothing is
// fetched, and axe finds nothing.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectReport } from '../../src/report/collect-report';
import { openReadOnly } from '../../src/report/open-read-only';
import { reportHtml } from '../../src/report/report-html';
import { seedReportService, type SeededService } from '../../../../test/support/seed-report';
import { runAxe } from '../../../../test/browser/a11y/axe';
import { launchChromium } from '../../../../test/browser/support/chromium';

let browser: Browser;
let seeded: SeededService;
let file: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  seeded = await seedReportService();
  // Read while the service still runs, as `docs-assistant report --html` does.
  const { db, file: database } = openReadOnly(seeded.dataDir);
  const html = reportHtml(collectReport(db, database));
  db.close();
  file = join(seeded.dataDir, 'report.html');
  await writeFile(file, html);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await seeded?.service.close();
});

describe.each([
  ['light', 1280],
  ['dark', 390],
] as const)('the report page, %s at %i px', (colorScheme, width) => {
  it('draws the chart and the not-covered list, fetches nothing, and axe is clean', async () => {
    const context = await browser.newContext({ colorScheme, viewport: { width, height: 900 } });
    const page = await context.newPage();
    const fetched: string[] = [];
    await page.route('**/*', (route) => {
      if (route.request().url().startsWith('file:')) return route.continue();
      fetched.push(route.request().url());
      return route.abort();
    });
    await page.goto(`file://${file}`);

    const chart = page.getByRole('img', { name: 'Questions per day' });
    await expect.poll(() => chart.isVisible()).toBe(true);
    expect((await chart.boundingBox())!.width).toBeGreaterThan(300);
    const todayBar = page.locator(`g[data-day="${today}"]`);
    expect(await todayBar.getAttribute('data-questions')).toBe('6');
    // Three answered, three not: two parts of the bar, each with a height.
    for (const part of ['rect.bar', 'rect.bar-uncovered']) {
      expect((await todayBar.locator(part).boundingBox())!.height).toBeGreaterThan(10);
    }

    const notCovered = page.getByRole('table', { name: 'Questions the docs did not cover' });
    const rows = notCovered.getByRole('row');
    expect(await rows.count()).toBe(3); // the header and two questions
    expect(await rows.nth(1).getByRole('cell').allInnerTexts()).toEqual([
      '2',
      'Does it support Kubernetes cron jobs?',
      '/guides/deploy ×1, /reference/cli ×1',
      `${seeded.uncovered[0]!.threadId}\n${seeded.uncovered[1]!.threadId}`,
    ]);
    const ratedDown = page.getByRole('table', { name: 'Answers readers rated down' });
    expect(await ratedDown.getByRole('row').nth(1).innerText()).toContain(seeded.ratedDown.threadId);

    expect(fetched).toEqual([]);
    expect((await runAxe(page)).violations).toEqual([]);
    await context.close();
  });
});
