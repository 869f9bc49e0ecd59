// The search view in the embed (dist/embed, `npm run build` first; Preact underneath, no React on the page), on the
// MkDocs generator page against the local service: Ctrl+K, results from the service's search route with the key,
// grouped and marked, Enter follows one on the page's own origin; at 390 px it fills the screen.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalService, type StartedLocalService } from '../../support/local-service';
import { launchChromium } from '../support/chromium';
import { startEmbedSite, type EmbedSite } from './embed-site';

let browser: Browser;
let site: EmbedSite;
let service: StartedLocalService;

beforeAll(async () => {
  [browser, service] = await Promise.all([launchChromium(), startLocalService()]);
  site = await startEmbedSite({ serviceUrl: service.url });
});

afterAll(async () => {
  await Promise.all([browser?.close(), site?.close(), service?.close()]);
});

async function open(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const searches: Array<{ body: unknown; authorization: string | undefined }> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url() === `${service.url}/discovery/v1/search/acme`)
      searches.push({ body: request.postDataJSON(), authorization: request.headers().authorization });
  });
  await page.goto(
    site.url('/mkdocs/', { domain: 'acme', 'base-url': service.url, 'api-key': service.assistantKey, storage: 'none' }),
  );
  await page.getByRole('button', { name: 'Ask AI', exact: true }).waitFor();
  await page.waitForFunction(() =>
    (window as unknown as { __listeners(): string[] }).__listeners().includes('document:keydown'),
  );
  return { context, page, searches };
}

describe('search in the embed', () => {
  it('searches the service with Ctrl+K, shows grouped results and follows one with Enter', async () => {
    const { context, page, searches } = await open({ width: 1280, height: 800 });
    expect(await page.evaluate(() => 'React' in window)).toBe(false);
    await page.keyboard.press('Control+k');
    const field = page.getByRole('combobox', { name: 'Search the docs' });
    await expect.poll(() => field.evaluate((el) => el === document.activeElement), { timeout: 15_000 }).toBe(true);
    await field.fill('rotating tokens');
    const result = page.locator('a[role="option"][href="/guides/authentication#rotating-tokens"]');
    await result.waitFor({ timeout: 15_000 });
    expect(await page.getByRole('option').first().textContent()).toBe('Ask AI: “rotating tokens”');
    expect((await result.locator('mark').allTextContents()).map((mark) => mark.toLowerCase())).toContain('tokens');
    expect(searches.at(-1)).toEqual({
      // The page's language (`<html lang="en">`) narrows searches as it narrows questions.
      body: { query: 'rotating tokens', pageSize: 10, filter: { language: 'en' } },
      authorization: `Bearer ${service.assistantKey}`,
    });
    // The result is the first after "Ask AI", or further down: move to it and open it.
    const index = await page
      .getByRole('option')
      .evaluateAll((all) => all.findIndex((o) => o.getAttribute('href') === '/guides/authentication#rotating-tokens'));
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.origin}/guides/authentication#rotating-tokens`);
    await context.close();
  });

  it('fills a 390 px screen, the page behind inert', async () => {
    const { context, page } = await open({ width: 390, height: 844 });
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.waitFor({ timeout: 15_000 });
    // Once its entry animation has run (a fraction of a pixel off until then).
    await expect.poll(() => dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    // The page's content (its code block) is inside an element the view made inert.
    await expect.poll(() => page.evaluate(() => document.querySelector('pre')?.closest('[inert]') != null)).toBe(true);
    await context.close();
  });
});
