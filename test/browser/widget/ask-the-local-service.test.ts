// A reader's first conversation, in Chromium against the local service: open with Ctrl+I, ask, read a streamed answer with
// sources and follow-ups, ask again, and the second request carries the first answer's thread.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalService, type StartedLocalService } from '../../support/local-service';
import { launchChromium } from '../support/chromium';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';
import { streamAnswer, textChunks } from '../support/sse-answers';

let browser: Browser;
let site: WidgetServer;
let service: StartedLocalService;

beforeAll(async () => {
  [browser, site, service] = await Promise.all([
    launchChromium(),
    bundleApp().then((appJs) => startWidgetServer({ appJs, fallback: streamAnswer(textChunks(['Hello.'])) })),
    startLocalService(),
  ]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), site?.close(), service?.close()]);
});

async function openPage(props: Record<string, unknown>): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(site.pageUrl(props));
  await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady === true);
  return page;
}

describe('keyboard', () => {
  it('opens with Ctrl+I focusing the input, closes with Escape and gives focus back', async () => {
    const page = await openPage({});
    await page.getByTestId('page-button').focus();
    await page.keyboard.press('Control+i');
    const input = page.getByRole('textbox', { name: 'Ask a question about the docs' });
    await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByTestId('page-button').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });

  it('opens from the launcher with Tab and Enter', async () => {
    const page = await openPage({});
    const launcher = page.getByRole('button', { name: 'Ask AI' });
    await launcher.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog', { name: 'Ask AI' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await launcher.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });
});

describe('against the local service', () => {
  it('streams a cited answer with follow-ups, and the next question continues the thread', async () => {
    const page = await openPage({ api: '', baseUrl: service.url, apiKey: service.assistantKey, domain: 'acme' });
    const bodies: Array<Record<string, unknown>> = [];
    page.on('request', (request) => {
      if (request.url().includes('/discovery/v2/assistant/acme/message')) bodies.push(request.postDataJSON());
    });

    await page.keyboard.press('Control+i');
    await page.getByRole('textbox', { name: 'Ask a question about the docs' }).fill('How do I install it?');
    await page.keyboard.press('Enter');

    const answer = page.locator('[data-role="assistant"]').last();
    await answer.waitFor();
    await expect.poll(() => answer.getAttribute('data-status'), { timeout: 15_000 }).toBe('complete');
    const sources = answer.getByRole('group', { name: 'Sources' }).getByRole('link');
    expect(await sources.count()).toBeGreaterThan(0);
    expect(await sources.first().getAttribute('href')).toMatch(/^\//);
    const followUps = answer.getByRole('group', { name: 'Related questions' }).getByRole('button');
    expect(await followUps.count()).toBeGreaterThan(0);
    expect(await answer.locator('pre code.language-suggestions, [data-language="suggestions"]').count()).toBe(0);

    await followUps.first().click();
    await expect.poll(() => bodies.length).toBe(2);
    const answers = page.locator('[data-role="assistant"]');
    await expect
      .poll(async () => [await answers.count(), await answers.last().getAttribute('data-status')], { timeout: 15_000 })
      .toEqual([2, 'complete']);

    expect(Object.keys(bodies[0]!).sort()).toEqual(['currentPath', 'filter', 'fp', 'messages', 'retrievalPageSize']);
    // `filter` is the page's language (`<html lang="en">`; no version marker on the page).
    expect(bodies[0]).toMatchObject({
      fp: 'anonymous',
      retrievalPageSize: 5,
      currentPath: '/',
      filter: { language: 'en' },
    });
    expect(bodies[1]!.threadId).toEqual(expect.any(String));
    expect(bodies[1]!.threadKey).toEqual(expect.any(String));
    expect((bodies[1]!.messages as unknown[]).length).toBe(3);
    await page.close();
  });
});
