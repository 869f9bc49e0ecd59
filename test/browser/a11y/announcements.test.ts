// What a screen reader hears: one polite announcement per completed answer (never one per token), none for a
// stopped answer, the search status and thinking as status messages, failures as alerts, and the answer text
// itself outside any live region.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { gate, streamAnswer, textChunks } from '../support/sse-answers';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';
import { citedAnswer, serverError, streamingAnswer } from './answers';
import { ask, openWidgetPage } from './page';

let browser: Browser;
let server: WidgetServer;
const counts = { answers: 0, announcements: 0 };

beforeAll(async () => {
  server = await startWidgetServer({ appJs: await bundleApp(), fallback: citedAnswer() });
  browser = await launchChromium();
});

beforeEach(() => server.reset());

afterAll(async () => {
  console.log(`[a11y:announce] ${counts.answers} streamed answers, ${counts.announcements} live-region announcements`);
  await browser?.close();
  await server?.close();
});

/** Records every distinct text the polite live region takes from now on. */
async function recordAnnouncer(page: Page) {
  // The live region comes with the panel, which replaces the loading shell once its chunk is here.
  await page.locator('[data-da-announcer]').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    const region = document.querySelector('[data-da-announcer]')!;
    const seen: string[] = [];
    (window as unknown as { __announced: string[] }).__announced = seen;
    new MutationObserver(() => {
      const text = region.textContent ?? '';
      if (text && text !== seen[seen.length - 1]) seen.push(text);
    }).observe(region, { childList: true, characterData: true, subtree: true });
  });
}
const announced = (page: Page) => page.evaluate(() => (window as unknown as { __announced: string[] }).__announced);

/**
 * An answer of `words` words, one per chunk, so a per-token announcer would show up as many changes. It pauses
 * before its end until `finish()`, so the test can look at it while it streams, however slow the machine.
 */
function longAnswer(topic: string, words = 60) {
  const pieces = Array.from({ length: words }, (_, i) => `${topic}${i} `);
  const chunks = textChunks(pieces);
  const pause = gate();
  return {
    handler: streamAnswer(chunks, { gapMs: 3, before: { at: chunks.length - 2, gate: pause.gate } }),
    finish: pause.open,
  };
}

describe('screen-reader announcements', () => {
  it('announces each completed answer once, politely, and never the tokens as they stream', async () => {
    const { context, page } = await openWidgetPage(browser, server, { defaultOpen: true });
    const region = page.locator('[data-docs-assistant] [data-da-announcer]');
    // In the panel from the moment it replaces the loading shell, before any answer.
    await region.waitFor({ state: 'attached' });
    expect(await region.count()).toBe(1);
    expect(await region.getAttribute('role')).toBe('status');
    expect(await region.getAttribute('aria-live')).toBe('polite');
    await recordAnnouncer(page);

    const alpha = longAnswer('alpha');
    server.respond(alpha.handler);
    await ask(page, 'First question');
    const first = page.locator('[data-role="assistant"]').first();
    // While streaming, the answer says it is busy, and nothing around its text is a live region.
    await page.locator('[data-role="assistant"][aria-busy="true"]').waitFor();
    const insideLiveRegion = await first.evaluate(
      (el) => el.closest('[aria-live]:not([aria-live="off"]), [role="status"], [role="log"], [role="alert"]') !== null,
    );
    expect(insideLiveRegion).toBe(false);
    await first.getByText('alpha59').waitFor();
    alpha.finish();
    await page.locator('[data-role="assistant"][data-status="complete"]').waitFor();
    expect(await first.getAttribute('aria-busy')).toBe('false');
    await expect.poll(() => announced(page)).toHaveLength(1);
    expect((await announced(page))[0]).toMatch(/^Answer ready: alpha0 alpha1 /);

    const beta = longAnswer('beta');
    server.respond(beta.handler);
    await ask(page, 'Second question');
    await page.locator('[data-role="assistant"]').nth(1).getByText('beta59').waitFor();
    expect(await announced(page)).toHaveLength(1);
    beta.finish();
    await page.locator('[data-role="assistant"][data-status="complete"]').nth(1).waitFor();
    await expect.poll(() => announced(page)).toHaveLength(2);
    expect((await announced(page))[1]).toMatch(/^Answer ready: beta0 beta1 /);
    counts.answers += 2;
    counts.announcements += (await announced(page)).length;
    await context.close();
  });

  it('announces nothing for a stopped answer, but says it is thinking, searching, and when a request fails', async () => {
    const { context, page } = await openWidgetPage(browser, server, { defaultOpen: true });
    await recordAnnouncer(page);

    server.respond(streamingAnswer);
    await ask(page, 'A question I will stop');
    await page.getByRole('status').filter({ hasText: 'Searching for “install”…' }).waitFor();
    await page.getByRole('button', { name: 'Stop answering' }).click();
    await page.locator('[data-role="assistant"][data-status="stopped"]').waitFor();

    // A response held until the test has seen it: "Thinking…" is a status message until the stream starts.
    const held = gate();
    server.respond(async (request, response) => {
      await held.gate;
      await streamAnswer(textChunks(['Late answer.']))(request, response, undefined);
    });
    await ask(page, 'A slow question');
    await page.getByRole('status').filter({ hasText: 'Thinking…' }).waitFor();
    held.open();
    await page.locator('[data-role="assistant"][data-status="complete"]').waitFor();

    server.respond(serverError);
    await ask(page, 'A failing question');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('The assistant service had a problem answering.');

    // The stopped answer was never announced; the completed one was, once.
    expect(await announced(page)).toEqual(['Answer ready: Late answer.']);
    counts.answers += 2;
    counts.announcements += 1;
    await context.close();
  });
});
