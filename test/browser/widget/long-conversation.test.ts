// A long saved conversation in real Chromium: the panel opens on its newest question and answer (the question at
// the top), the rest of its window renders above in the background, and neither that nor "Show earlier messages"
// moves what the reader is looking at. Layout and scrolling are what this checks, so it needs a real browser. It runs on React 19 and 18: the
// progressive rendering leans on transitions and getSnapshotBeforeUpdate, whose timing differs between them.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedConversation } from '../../../scripts/bench/stored-conversation';
import { launchChromium } from '../support/chromium';
import { streamAnswer, textChunks } from '../support/sse-answers';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';

const MESSAGES = 60;
const WINDOW = 24;

// Answers tall enough that one fills the panel: paragraphs, a list and a code block each.
function answer(n: number): string {
  const paragraph = `Answer ${n}: the client reads its options from \`acme.config.ts\` at startup, and every option can also be set from the environment, which is what most teams do in CI.`;
  return `${paragraph}\n\n- first step for ${n}\n- second step\n  - nested detail\n\n\`\`\`ts\nconst client = createClient({ region: 'eu' });\nawait client.ping();\n\`\`\`\n\n${paragraph}\n\n${paragraph}`;
}

let browser: Browser;
const sites = new Map<18 | 19, WidgetServer>();

beforeAll(async () => {
  const start = (react?: 18) =>
    bundleApp(undefined, { react }).then((appJs) =>
      startWidgetServer({ appJs, fallback: streamAnswer(textChunks(['unused'])) }),
    );
  let site19: WidgetServer, site18: WidgetServer;
  [browser, site19, site18] = await Promise.all([launchChromium(), start(), start(18)]);
  sites.set(19, site19).set(18, site18);
});

afterAll(async () => {
  await Promise.all([browser?.close(), ...[...sites.values()].map((site) => site.close())]);
});

async function pageWithSavedConversation(react: 18 | 19): Promise<Page> {
  const site = sites.get(react)!;
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(10_000);
  await page.addInitScript(
    `localStorage.setItem('docs-assistant:browser-test', ${JSON.stringify(savedConversation(MESSAGES, { question: (i) => `Question ${i}`, answer }))})`,
  );
  await page.goto(site.pageUrl({ storage: 'local' }));
  await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady);
  expect(await page.evaluate(() => (window as unknown as { __reactVersion: string }).__reactVersion)).toMatch(
    new RegExp(`^${react}\\.`),
  );
  return page;
}

const renderedIds = (page: Page) =>
  page
    .locator('[data-da-slot="messages"] article[data-role]')
    .evaluateAll((all) => all.map((a) => a.getAttribute('data-message-id')));

/** Waits until the messages region no longer says it is busy rendering earlier messages. */
const settled = (page: Page) =>
  page.waitForFunction(() => {
    const region = document.querySelector('[data-da-slot="messages"]');
    return region !== null && !region.hasAttribute('aria-busy');
  });

/** Where a message's top is in the panel's scrolling body (the panel itself may still be easing into place). */
const topOf = (page: Page, id: string) =>
  page
    .locator(`article[data-message-id="${id}"]`)
    .evaluate(
      (element) =>
        element.getBoundingClientRect().top - element.closest('[data-da-slot="body"]')!.getBoundingClientRect().top,
    );

describe.each([19, 18] as const)('a long saved conversation, React %i', (react) => {
  it('opens on its newest question and answer, then renders the rest of its window above without moving the view', async () => {
    const page = await pageWithSavedConversation(react);
    // In the frame the first messages appear, before any earlier one renders: the reader scrolls to the top of what
    // is there, as someone looking for an earlier answer would.
    const first = await page.evaluate(
      () =>
        new Promise<{ ids: string[]; busy: string | null; top: number }>((resolve) => {
          const observer = new MutationObserver(() => {
            const region = document.querySelector('[data-da-slot="messages"]');
            const articles = [...(region?.querySelectorAll('article[data-role]') ?? [])];
            if (!region || articles.length === 0) return;
            observer.disconnect();
            const body = region.closest('[data-da-slot="body"]') as HTMLElement;
            // The reader's wheel (which hands the view to them), and where it takes them.
            body.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, bubbles: true }));
            body.scrollTop = 0;
            resolve({
              ids: articles.map((a) => a.getAttribute('data-message-id') ?? ''),
              busy: region.getAttribute('aria-busy'),
              top: articles[0]!.getBoundingClientRect().top - body.getBoundingClientRect().top,
            });
          });
          observer.observe(document.body, { childList: true, subtree: true });
          document.querySelector<HTMLButtonElement>('[data-da-slot="launcher"]')!.click();
        }),
    );
    expect(first.ids).toEqual([`q${MESSAGES - 2}`, `a${MESSAGES - 1}`]);
    expect(first.busy).toBe('true');

    await settled(page);
    const ids = await renderedIds(page);
    expect(ids).toHaveLength(WINDOW);
    expect(ids[0]).toBe(`q${MESSAGES - WINDOW}`);
    // Twenty-two messages rendered above it, and the question the reader scrolled to is exactly where it was.
    expect(Math.abs((await topOf(page, `q${MESSAGES - 2}`)) - first.top)).toBeLessThanOrEqual(1);
    await page.close();
  });

  it('opens with the newest question at the top, and it is still there once the window has rendered', async () => {
    const page = await pageWithSavedConversation(react);
    await page.locator('[data-da-slot="launcher"]').click();
    await settled(page);
    const top = await topOf(page, `q${MESSAGES - 2}`);
    const padding = await page
      .locator('[data-da-slot="panel"] [data-da-slot="body"]')
      .evaluate((body) => parseFloat(getComputedStyle(body).paddingTop) + body.clientTop);
    expect(Math.abs(top - padding)).toBeLessThanOrEqual(1);
    expect(await renderedIds(page)).toHaveLength(WINDOW);
    await page.close();
  });

  it('"Show earlier messages" adds a page above and keeps the message the reader was on in place', async () => {
    const page = await pageWithSavedConversation(react);
    await page.locator('[data-da-slot="launcher"]').click();
    await settled(page);
    const oldest = `q${MESSAGES - WINDOW}`;
    await page.locator(`article[data-message-id="${oldest}"]`).scrollIntoViewIfNeeded();
    const before = await topOf(page, oldest);

    await page.getByRole('button', { name: `Show ${MESSAGES - WINDOW} earlier messages` }).click();
    await settled(page);
    const ids = await renderedIds(page);
    expect(ids).toHaveLength(2 * WINDOW);
    expect(ids[0]).toBe(`q${MESSAGES - 2 * WINDOW}`);
    expect(Math.abs((await topOf(page, oldest)) - before)).toBeLessThanOrEqual(1);
    // The button now counts what is left.
    await expect
      .poll(() => page.getByRole('button', { name: /earlier messages/ }).textContent())
      .toBe(`Show ${MESSAGES - 2 * WINDOW} earlier messages`);
    await page.close();
  });
});
