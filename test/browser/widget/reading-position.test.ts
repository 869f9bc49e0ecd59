// Where the reader's view sits in the conversation, in real Chromium with real SSE answers: a question sent moves to
// the top and its answer fills in below it; the view stays on the answer's start however long it grows; "Jump to
// latest" takes the reader to the end and follows from there until they scroll; deep links and restored
// conversations open on the newest question; following a link from an answer to a page that loads in full reopens
// the assistant where the reader was, unless they closed it or it covered the page (a phone).
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultLabels } from '../../../src/ui/labels';
import { runAxe } from '../a11y/axe';
import { launchChromium } from '../support/chromium';
import { gate, streamAnswer, textChunks } from '../support/sse-answers';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';

let browser: Browser;
let server: WidgetServer;

beforeAll(async () => {
  server = await startWidgetServer({
    appJs: await bundleApp(),
    fallback: streamAnswer(textChunks(['A short ', 'answer.'])),
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(() => server.reset());

/** An answer several panels long, its first paragraph recognisable, in small pieces as a model streams them. */
function longAnswerPieces(extra = ''): string[] {
  const paragraphs = Array.from(
    { length: 30 },
    (_, i) => `Paragraph ${i + 1} explains one more step of the setup in enough words to wrap over a line or two.`,
  );
  paragraphs[0] = 'ANSWER START: install the package first.';
  if (extra) paragraphs[12] = extra;
  return paragraphs.flatMap((paragraph) => [`${paragraph} `, '\n\n']);
}

async function openPage(
  props: Record<string, unknown> = {},
  query = '',
  colorScheme: 'light' | 'dark' = 'light',
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ colorScheme, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('close', () => expect(errors).toEqual([]));
  await page.goto(server.pageUrl({ defaultOpen: true, ...props }) + query);
  await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady);
  return page;
}

const input = (page: Page) => page.getByRole('textbox', { name: defaultLabels.inputLabel });
const jump = (page: Page) => page.getByRole('button', { name: defaultLabels.jumpToLatest });
const answers = (page: Page) => page.locator('article[data-role="assistant"]');
const lastAnswer = (page: Page) => answers(page).last();

/**
 * Sends `question` and returns its answer: the one after those already there. The last answer would not do: until
 * the new one renders, it is the previous answer, already complete (a reload then caught the question unanswered).
 */
async function ask(page: Page, question: string): Promise<Locator> {
  const before = await answers(page).count();
  await input(page).fill(question);
  await input(page).press('Enter');
  return answers(page).nth(before);
}

/**
 * Where a message's top is relative to the top of the scroller's visible content box (0: exactly at the top), and
 * how far the end of the conversation is below what shows.
 */
function view(page: Page, messageText: string) {
  return page.locator('[data-da-slot="panel"] [data-da-slot="body"]').evaluate((body, text) => {
    const message = [...body.querySelectorAll('article[data-role]')].find((m) => m.textContent?.includes(text));
    const top = message
      ? message.getBoundingClientRect().top -
        body.getBoundingClientRect().top -
        body.clientTop -
        parseFloat(getComputedStyle(body).paddingTop)
      : NaN;
    const spacer = body.querySelector<HTMLElement>('[data-da-spacer]')?.offsetHeight ?? 0;
    return {
      top,
      scrollTop: body.scrollTop,
      below: body.scrollHeight - spacer - body.scrollTop - body.clientHeight,
      atEnd: body.scrollHeight - body.scrollTop - body.clientHeight,
      height: body.clientHeight,
    };
  }, messageText);
}

describe('reading position', () => {
  it('moves a sent question to the top and keeps its answer’s start in view after a long answer finishes', async () => {
    const page = await openPage();
    const first = await ask(page, 'First question');
    await expect.poll(() => first.getAttribute('data-status')).toBe('complete');

    const held = gate();
    server.respond(streamAnswer(textChunks(longAnswerPieces()), { gapMs: 2, before: { at: 0, gate: held.gate } }));
    const second = await ask(page, 'Second question');
    // Sent, nothing answered yet: the question is already at the top, with room below it for the answer.
    await expect.poll(async () => Math.abs((await view(page, 'Second question')).top)).toBeLessThanOrEqual(1);
    held.open();

    await expect.poll(() => second.getAttribute('data-status')).toBe('complete');
    // The markdown lays a long answer out over a few frames (a parse budget per frame): wait for its end and actions.
    await second.getByText('Paragraph 30 ').waitFor();
    await second.getByRole('button', { name: defaultLabels.copyAnswer }).waitFor();
    const done = await view(page, 'Second question');
    expect(Math.abs(done.top)).toBeLessThanOrEqual(1);
    // The answer's first line is on screen, and the rest of it (sources, actions) waits below.
    const start = await second.getByText('ANSWER START').boundingBox();
    const body = await page.locator('[data-da-slot="panel"] [data-da-slot="body"]').boundingBox();
    expect(start!.y).toBeGreaterThanOrEqual(body!.y);
    expect(start!.y + start!.height).toBeLessThanOrEqual(body!.y + body!.height);
    expect(done.below).toBeGreaterThan(done.height);
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)(
    'shows "Jump to latest" while the answer goes on below; it goes to the end and follows the stream (%s)',
    async (colorScheme) => {
      const page = await openPage({}, '', colorScheme);
      const held = gate();
      const pieces = longAnswerPieces();
      server.respond(
        streamAnswer(textChunks(pieces), { gapMs: 2, before: { at: pieces.length / 2, gate: held.gate } }),
      );
      const answer = await ask(page, 'A long question');
      await jump(page).waitFor();
      expect((await runAxe(page)).violations).toEqual([]);

      // Keyboard: the control is a named button in the panel.
      await jump(page).focus();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await view(page, 'A long question')).atEnd).toBeLessThanOrEqual(1);
      expect(await jump(page).count()).toBe(0);

      // The rest of the answer, its sources and actions arrive: the view follows them to the end.
      held.open();
      await expect.poll(() => answer.getAttribute('data-status')).toBe('complete');
      await page.getByRole('button', { name: defaultLabels.copyAnswer }).waitFor();
      await expect.poll(async () => (await view(page, 'A long question')).atEnd).toBeLessThanOrEqual(1);
      await page.context().close();
    },
  );

  it('a reader who scrolls takes over: the stream no longer moves the view', async () => {
    const page = await openPage();
    const first = gate();
    const second = gate();
    const pieces = longAnswerPieces();
    const half = pieces.length / 2;
    // Two pauses: one to jump to the end (following), one after the reader has scrolled up.
    server.respond(
      streamAnswer(textChunks(pieces), {
        gapMs: 2,
        before: [
          { at: half, gate: first.gate },
          { at: half + 14, gate: second.gate },
        ],
      }),
    );
    const answer = await ask(page, 'Scroll question');
    await jump(page).click();
    await expect.poll(async () => (await view(page, 'Scroll question')).atEnd).toBeLessThanOrEqual(1);
    first.open();
    await expect.poll(() => page.getByText('Paragraph 20 ').count()).toBe(1);

    // The reader scrolls up with the wheel, and reads there.
    const body = page.locator('[data-da-slot="panel"] [data-da-slot="body"]');
    const box = (await body.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -400);
    await expect.poll(async () => (await view(page, 'Scroll question')).atEnd).toBeGreaterThan(300);
    const readingAt = (await view(page, 'Scroll question')).scrollTop;
    second.open();
    await expect.poll(() => answer.getAttribute('data-status')).toBe('complete');
    await page.getByRole('button', { name: defaultLabels.copyAnswer }).waitFor();
    expect(Math.abs((await view(page, 'Scroll question')).scrollTop - readingAt)).toBeLessThanOrEqual(1);
    await jump(page).waitFor();
    await page.context().close();
  });

  it('a link reached with Tab is never hidden under "Jump to latest" (the browser scrolls it above the strip)', async () => {
    const pieces = Array.from({ length: 30 }, (_, i) => [
      `Step ${i + 1} is described on [page ${i + 1}](https://docs.example.com/steps/${i + 1}) in a line or two. `,
      '\n\n',
    ]).flat();
    server.respond(streamAnswer(textChunks(pieces), { gapMs: 1 }));
    const page = await openPage();
    const answer = await ask(page, 'Tab question');
    await expect.poll(() => answer.getAttribute('data-status')).toBe('complete');
    await jump(page).waitFor();

    await answer.getByRole('link', { name: 'page 1', exact: true }).focus();
    // Each Tab reaches the next link down; the ones below the view come in at its bottom edge, where the strip is.
    for (let step = 2; step <= 14; step++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return { text: element.textContent, visible: element.contains(hit), hit: hit?.outerHTML.slice(0, 60) };
      });
      expect(focused).toMatchObject({ text: `page ${step}`, visible: true });
    }
    await page.context().close();
  });

  it('a deep link (?assistant=) opens on its question and the answer’s start, not the end', async () => {
    server.respond(streamAnswer(textChunks(longAnswerPieces()), { gapMs: 2 }));
    const page = await openPage({}, `&assistant=${encodeURIComponent('Deep link question')}`);
    await expect.poll(() => lastAnswer(page).getAttribute('data-status')).toBe('complete');
    const done = await view(page, 'Deep link question');
    expect(Math.abs(done.top)).toBeLessThanOrEqual(1);
    expect(done.below).toBeGreaterThan(done.height);
    await page.context().close();
  });

  it('a restored conversation opens on its newest question and the start of its answer', async () => {
    const page = await openPage({ storage: 'local' });
    const older = await ask(page, 'Older question');
    await expect.poll(() => older.getAttribute('data-status')).toBe('complete');
    server.respond(streamAnswer(textChunks(longAnswerPieces()), { gapMs: 1 }));
    const newest = await ask(page, 'Newest question');
    await expect.poll(() => newest.getAttribute('data-status')).toBe('complete');

    await page.reload();
    // Generous waits: the panel's and the engine's code load again before the conversation shows.
    await expect.poll(() => answers(page).nth(1).getAttribute('data-status'), { timeout: 10_000 }).toBe('complete');
    await expect
      .poll(async () => Math.abs((await view(page, 'Newest question')).top), { timeout: 10_000 })
      .toBeLessThanOrEqual(1);
    const restored = await view(page, 'Newest question');
    expect(restored.below).toBeGreaterThan(restored.height);
    await page.context().close();
  });
});

describe('across a full page load', () => {
  const props = { storage: 'local' };
  const nextPage = (name: string) => `/docs/${name}?props=${encodeURIComponent(JSON.stringify(props))}`;
  const answerWithLink = (name: string) =>
    streamAnswer(textChunks(longAnswerPieces(`Read [the ${name} page](${nextPage(name)}) next.`)), { gapMs: 1 });

  async function answeredWithLink(name: string, viewport?: { width: number; height: number }): Promise<Page> {
    server.respond(answerWithLink(name));
    const page = await openPage(props, '', 'light', viewport);
    const answer = await ask(page, 'Where do I go next?');
    await expect.poll(() => answer.getAttribute('data-status')).toBe('complete');
    await page.getByRole('link', { name: `the ${name} page` }).scrollIntoViewIfNeeded();
    return page;
  }

  it('reopens on the next page, at the answer the reader was reading, after they follow a link from it', async () => {
    const page = await answeredWithLink('install');
    const link = page.getByRole('link', { name: 'the install page' });
    const before = (await link.boundingBox())!;
    await link.click();
    await page.waitForURL(/\/docs\/install/);
    await page.getByRole('dialog').waitFor();
    await expect.poll(() => lastAnswer(page).getAttribute('data-status')).toBe('complete');
    // The link the reader followed is where it was on screen.
    await expect
      .poll(async () =>
        Math.abs((await page.getByRole('link', { name: 'the install page' }).boundingBox())!.y - before.y),
      )
      .toBeLessThanOrEqual(2);

    // Closed, the next page starts closed.
    await page.getByRole('button', { name: defaultLabels.close }).click();
    await page.evaluate((to) => (location.href = to), nextPage('other'));
    await page.waitForURL(/\/docs\/other/);
    await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady);
    await afterIdle(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('does not reopen when the reader closed the assistant before the next page loaded', async () => {
    const page = await answeredWithLink('slow');
    // The reader follows the link and, before the next page is there, closes the assistant: both in one task of the
    // page, as Playwright's own clicks wait for the navigation the first one starts.
    await page.evaluate(
      ([link, close]) => {
        [...document.querySelectorAll('a')].find((a) => a.textContent === link)!.click();
        document.querySelector<HTMLElement>(`button[aria-label="${close}"]`)!.click();
      },
      ['the slow page', defaultLabels.close],
    );
    await page.waitForURL(/\/docs\/slow/);
    await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady);
    await afterIdle(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('does not reopen over the next page on a phone, where the panel would cover the page the reader went to read', async () => {
    const page = await answeredWithLink('phone', { width: 390, height: 844 });
    await page.getByRole('link', { name: 'the phone page' }).click();
    await page.waitForURL(/\/docs\/phone/);
    await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady);
    await afterIdle(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The conversation is still there for the reader who opens it.
    await page.getByRole('button', { name: defaultLabels.launcher }).click();
    await expect.poll(() => lastAnswer(page).getAttribute('data-status')).toBe('complete');
    await page.context().close();
  });

  it('does not reopen when the host turns it off', async () => {
    server.respond(answerWithLink('off'));
    const page = await openPage({ ...props, reopenAfterNavigation: false });
    const answer = await ask(page, 'Where do I go next?');
    await expect.poll(() => answer.getAttribute('data-status')).toBe('complete');
    await page.getByRole('link', { name: 'the off page' }).click();
    await page.waitForURL(/\/docs\/off/);
    await page.waitForFunction(() => (window as unknown as { __appReady?: boolean }).__appReady);
    await afterIdle(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });
});

/** Resolves once the page has been idle: well after the widget's own check for a reopening, as it mounts. */
function afterIdle(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve), { timeout: 2_000 })),
  );
}
