// WCAG 2.5.8 (target size, minimum) on a phone: with an answer holding code, a table and follow-ups, every pointer
// target of ours that shows is at least 24x24 CSS px and no two of them overlap, at 390x844 and 320x640; inline code
// in the answer's table stays whole; axe finds nothing. "Jump to latest" covers the bottom of the view with an opaque
// strip, so what is under it does not show and cannot be hit. Links inside a sentence are exempt (2.5.8's inline exception).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';
import { citedAnswer } from './answers';
import { runAxe } from './axe';
import { ask, openWidgetPage, settle } from './page';

const ANSWER =
  'Serve the docs with the CLI, then check the [options](/options).\n\n' +
  '```bash\nnpx docs-assistant serve --docs ./documentation --port 8787\n```\n\n' +
  '| option | default | meaning |\n| --- | --- | --- |\n| `retrievalPageSize` | `5` | results the answer uses |\n' +
  '| `reopenAfterNavigation` | `true` | reopen after a full page load |\n\n' +
  '```suggestions\n(How do I change the port?)[/port]\n(Where are logs kept?)[/logs]\n```\n';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];

let browser: Browser;
let server: WidgetServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([
    launchChromium(),
    bundleApp().then((appJs) => startWidgetServer({ appJs, fallback: citedAnswer(ANSWER) })),
  ]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});

interface Target {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Our pointer targets that show (clipped to the conversation's view), inline links aside. */
const visibleTargets = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('[data-docs-assistant]')!;
    const scroller = root.querySelector('[data-da-slot="body"]')!.getBoundingClientRect();
    // "Jump to latest" is an opaque strip at the bottom of the view: the conversation goes under it.
    const strip = root.querySelector('[data-da-jump]')?.getBoundingClientRect();
    const viewBottom = strip ? strip.top : scroller.bottom;
    const targets: Array<{ name: string; left: number; top: number; right: number; bottom: number }> = [];
    for (const element of root.querySelectorAll<HTMLElement>('button, a[href], input, textarea, [role="button"]')) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // A link inside a sentence (a paragraph or a table cell with words around it) is an inline target.
      if (
        element.matches('a') &&
        element.closest('p, li, td') &&
        !element.closest('[data-da-slot]:is([data-da-slot="sources"], [data-da-slot="followUps"])')
      )
        continue;
      let box = element.getBoundingClientRect();
      if (element.closest('[data-da-slot="body"]') && !element.closest('[data-da-jump]')) {
        const top = Math.max(box.top, scroller.top);
        const bottom = Math.min(box.bottom, viewBottom);
        if (bottom - top < 1) continue; // scrolled out of view
        // Partly in view: its full size still counts for 2.5.8, its visible part for overlaps.
        if (top !== box.top || bottom !== box.bottom) box = new DOMRect(box.left, top, box.width, bottom - top);
      }
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? element.tagName;
      const full = element.getBoundingClientRect();
      targets.push({
        name: `${name} (${Math.round(full.width)}x${Math.round(full.height)})`,
        left: box.left,
        top: box.top,
        right: box.right,
        bottom: box.bottom,
      });
      if (full.width < 24 || full.height < 24)
        targets.push({ name: `SMALL ${name}`, left: NaN, top: NaN, right: NaN, bottom: NaN });
    }
    return targets;
  });

const overlapping = (targets: Target[]) => {
  const pairs: string[] = [];
  for (const [i, a] of targets.entries())
    for (const b of targets.slice(i + 1))
      if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)
        pairs.push(`${a.name} × ${b.name}`);
  return pairs;
};

describe.each(VIEWPORTS)('at $width x $height', (viewport) => {
  it('every target is at least 24x24, none overlaps another, and axe is clean', async () => {
    const { context, page } = await openWidgetPage(browser, server, {}, { viewport });
    await page.getByRole('button', { name: 'Ask AI' }).click();
    await ask(page, 'How do I serve the docs?');
    await page.locator('[data-role="assistant"][data-status="complete"]').waitFor();
    await page.getByRole('button', { name: 'How do I change the port?' }).waitFor();
    await settle(page);

    // Through the whole answer, top to bottom: the view at each step, "Jump to latest" included where it shows.
    const scroller = page.locator('[data-da-slot="body"]');
    const height = await scroller.evaluate((element) => element.scrollHeight);
    for (let y = 0; y <= height; y += 200) {
      await scroller.evaluate((element, y) => element.scrollTo(0, y), y);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const targets = await visibleTargets(page);
      expect(
        targets.filter((t) => t.name.startsWith('SMALL')),
        `at ${y}`,
      ).toEqual([]);
      expect(overlapping(targets), `at ${y}`).toEqual([]);
    }

    // Inline code in the table is one token on one line.
    const tokens = await page
      .locator('[data-role="assistant"] td code')
      .evaluateAll((codes) => codes.map((code) => ({ text: code.textContent, lines: code.getClientRects().length })));
    expect(tokens.length).toBeGreaterThan(0);
    for (const token of tokens) expect(token.lines, token.text ?? '').toBe(1);

    const { violations } = await runAxe(page);
    expect(violations).toEqual([]);
    await context.close();
  });
});
