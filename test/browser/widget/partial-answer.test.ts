// A partial answer in Chromium against the local service: the reader sees the note above the closest passages, and
// the sources are still there to check.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeCoverageDocs } from '../../../packages/service/test/support/coverage-docs';
import { startLocalService, type StartedLocalService } from '../../support/local-service';
import { launchChromium } from '../support/chromium';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';
import { streamAnswer, textChunks } from '../support/sse-answers';

let browser: Browser;
let site: WidgetServer;
let service: StartedLocalService;
let docs: Awaited<ReturnType<typeof writeCoverageDocs>>;

beforeAll(async () => {
  docs = await writeCoverageDocs();
  [browser, site, service] = await Promise.all([
    launchChromium(),
    bundleApp().then((appJs) => startWidgetServer({ appJs, fallback: streamAnswer(textChunks(['Hello.'])) })),
    startLocalService({ docs: docs.folder }),
  ]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), site?.close(), service?.close()]);
  await docs?.remove();
});

it('shows the note above a partial answer, with its sources listed', async () => {
  const page = await browser.newPage();
  await page.goto(site.pageUrl({ api: '', baseUrl: service.url, apiKey: service.assistantKey, domain: 'acme' }));
  await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady === true);
  await page.keyboard.press('Control+i');
  await page
    .getByRole('textbox', { name: 'Ask a question about the docs' })
    .fill(
      'We would like the dev server to forward API requests to our backend and cache the GraphQL responses on disk so repeated queries come back instantly',
    );
  await page.keyboard.press('Enter');

  const answer = page.locator('[data-role="assistant"]').last();
  await answer.waitFor();
  await expect.poll(() => answer.getAttribute('data-status'), { timeout: 15_000 }).toBe('complete');
  expect(await answer.getAttribute('data-coverage')).toBe('partial');
  const note = answer.getByRole('note');
  expect(await note.textContent()).toBe('The docs may not answer exactly this. These are the closest passages.');
  expect(await note.isVisible()).toBe(true);
  // Above the answer's text, where it is read first.
  const [noteBox, textBox] = await Promise.all([note.boundingBox(), answer.locator('p').nth(1).boundingBox()]);
  expect(noteBox && textBox && noteBox.y < textBox.y).toBe(true);
  expect(await answer.getByRole('group', { name: 'Sources' }).getByRole('link').count()).toBeGreaterThan(0);
  await page.close();
});
