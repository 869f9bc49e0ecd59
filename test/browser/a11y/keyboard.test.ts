// Keyboard-only use of the widget in Chromium: open with the shortcut and with Tab+Enter on the launcher, ask, move
// through the answer's links, code copy, sources, follow-ups and actions, use them, stop an answer, close — with a
// visible focus indicator at every stop, a trap in the modal, and focus given back on close.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';
import { ANSWER_TEXT, citedAnswer, serverError, streamingAnswer } from './answers';
import { contrastRatio } from './contrast';
import { focused, tabUntil, type FocusedElement } from './focus';
import { ask, openWidgetPage, questionBox } from './page';

let browser: Browser;
let server: WidgetServer;
let stopsChecked = 0;

beforeAll(async () => {
  server = await startWidgetServer({ appJs: await bundleApp(), fallback: citedAnswer() });
  browser = await launchChromium();
});

beforeEach(() => server.reset());

afterAll(async () => {
  console.log(`[a11y:keyboard] ${stopsChecked} focus stops checked for a visible indicator (≥ 3:1)`);
  await browser?.close();
  await server?.close();
});

/** Every stop inside the widget shows a focus indicator with at least 3:1 against what it sits on (WCAG 1.4.11). */
function expectVisibleFocus(stops: FocusedElement[]) {
  for (const stop of stops.filter((s) => s.inWidget)) {
    stopsChecked += 1;
    expect(stop.indicator, `no focus indicator on ${stop.name}`).not.toBeNull();
    const ratio = contrastRatio(stop.indicator!.color, stop.background);
    expect(
      ratio,
      `focus indicator of ${stop.name}: ${stop.indicator!.color} on ${stop.background}`,
    ).toBeGreaterThanOrEqual(3);
  }
}

async function focusPageButton(page: Page) {
  await page.getByRole('button', { name: 'A page button' }).focus();
}

describe('keyboard', () => {
  it('opens with Ctrl+I from the page, focuses the question box, and Escape gives focus back', async () => {
    const { context, page } = await openWidgetPage(browser, server);
    await focusPageButton(page);
    await page.keyboard.press('Control+i');
    await page.getByRole('dialog', { name: 'Ask AI' }).waitFor();
    expect((await focused(page)).name).toBe('textbox "Ask a question about the docs"');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect((await focused(page)).name).toBe('button "A page button"');
    await context.close();
  });

  it('does everything from the keyboard in the popover: ask, links, copy, feedback, follow-up, stop, close', async () => {
    const { context, page } = await openWidgetPage(browser, server);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });

    // Tab from the top of the page to the launcher, open it with Enter.
    const toLauncher = await tabUntil(page, /^button "Ask AI"$/, { max: 6 });
    expectVisibleFocus(toLauncher);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Ask AI' }).waitFor();
    expect((await focused(page)).name).toBe('textbox "Ask a question about the docs"');
    expectVisibleFocus([await focused(page)]);

    await page.keyboard.type('How do I install it?');
    await page.keyboard.press('Enter');
    await page.getByRole('group', { name: 'Related questions' }).waitFor();

    // One full lap from the question box: everything an answer offers is reachable, each stop visibly focused.
    const lap = await tabUntil(page, /^textbox "Ask a question/, { max: 40 });
    expectVisibleFocus(lap);
    const names = lap.filter((s) => s.inDialog).map((s) => s.name);
    for (const expected of [
      'button "New conversation"',
      'button "Close assistant"',
      'link "Source 1: Quickstart"',
      'button "Copy conversation"',
      'button "Copy code"',
      // The focus helper names a link by its text: the card's number, title and path.
      'link "1Quickstart/quickstart"',
      'link "2Install with npm/install"',
      'button "How do I upgrade?"',
      'button "Where are logs kept?"',
      'button "Copy answer"',
      'button "Regenerate answer"',
      'button "Helpful"',
      'button "Not helpful"',
    ]) {
      expect(names).toContain(expected);
    }

    // Copy the answer with Enter: the button says so and the clipboard holds the answer's markdown.
    await tabUntil(page, /^button "Copy answer"$/);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Copied' }).first().waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(ANSWER_TEXT.slice(0, ANSWER_TEXT.indexOf('```suggestions')).trimEnd());

    // Feedback with Space: pressed, and thanked in a status message.
    await tabUntil(page, /^button "Helpful"$/);
    await page.keyboard.press('Space');
    expect(await page.getByRole('button', { name: 'Helpful', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('status').filter({ hasText: 'Thanks for the feedback' }).waitFor();

    // A follow-up asks its question; the answer streams and Stop is reachable from the question box.
    server.respond(streamingAnswer);
    const before = server.requests.length;
    await tabUntil(page, /^button "Where are logs kept\?"$/, { shift: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => server.requests.length).toBe(before + 1);
    await page.locator('[data-role="assistant"][data-status="streaming"]').waitFor();
    expect((await focused(page)).name, 'focus after a follow-up').not.toBe('body');

    await questionBox(page).focus();
    const toStop = await tabUntil(page, /^button "Stop answering"$/, { max: 3 });
    expectVisibleFocus(toStop);
    await page.keyboard.press('Enter');
    await page.locator('[data-role="assistant"][data-status="stopped"]').waitFor();
    expect((await focused(page)).name, 'focus after Stop').not.toBe('body');

    // Close from the header with the keyboard: focus goes back to the launcher that opened it.
    await tabUntil(page, /^button "Close assistant"$/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect((await focused(page)).name).toBe('button "Ask AI"');
    await context.close();
  });

  it('keeps focus in the panel when the control just used goes away or is disabled', async () => {
    const { context, page } = await openWidgetPage(browser, server, { starterQuestions: ['How do I install it?'] });
    await page.keyboard.press('Control+i');
    await page.getByRole('dialog', { name: 'Ask AI' }).waitFor();
    const lost: string[] = [];
    const check = async (what: string) => {
      const now = await focused(page);
      if (!now.inDialog) lost.push(`${what}: ${now.name}`);
    };

    // A starter question: the welcome it sat in is replaced by the conversation.
    await tabUntil(page, /^button "How do I install it\?"$/, { shift: true });
    await page.keyboard.press('Enter');
    await page.getByRole('group', { name: 'Related questions' }).waitFor();
    await check('after a starter question');

    // The send button: it turns into Stop while the answer streams.
    server.respond(streamingAnswer);
    await questionBox(page).fill('Another question');
    await tabUntil(page, /^button "Send"$/, { max: 3 });
    await page.keyboard.press('Enter');
    await page.locator('[data-role="assistant"][data-status="streaming"]').waitFor();
    await check('after Send');

    // Stop: it turns back into Send.
    await questionBox(page).focus();
    await tabUntil(page, /^button "Stop answering"$/, { max: 3 });
    await page.keyboard.press('Enter');
    await page.locator('[data-role="assistant"][data-status="stopped"]').waitFor();
    await check('after Stop');

    // Regenerate: disabled while the new answer streams.
    await tabUntil(page, /^button "Regenerate answer"$/, { shift: true });
    server.respond(citedAnswer(`Regenerated. ${ANSWER_TEXT}`));
    await page.keyboard.press('Enter');
    await page.locator('[data-role="assistant"][data-status="complete"]', { hasText: 'Regenerated.' }).waitFor();
    await check('after Regenerate');

    // Try again: the error notice it sits in goes away.
    server.respond(serverError, citedAnswer());
    await ask(page, 'Will this fail?');
    await page.getByRole('alert').waitFor();
    await tabUntil(page, /^button "Try again"$/);
    await page.keyboard.press('Enter');
    await page.getByRole('alert').waitFor({ state: 'detached' });
    await check('after Try again');

    await context.close();
    expect(lost).toEqual([]);
  });

  it('keeps Tab and Shift+Tab inside the modal, and gives focus back to the page on Escape', async () => {
    const { context, page } = await openWidgetPage(browser, server, { variant: 'modal' });
    await focusPageButton(page);
    await page.keyboard.press('Control+i');
    await page.getByRole('dialog', { name: 'Ask AI' }).waitFor();
    await ask(page, 'How do I install it?');
    await page.getByRole('group', { name: 'Related questions' }).waitFor();

    const count = await page
      .getByRole('dialog')
      .evaluate((dialog) => dialog.querySelectorAll('a[href], button:not([disabled]), textarea').length);
    const forward: FocusedElement[] = [];
    for (let i = 0; i < count * 2 + 2; i++) {
      await page.keyboard.press('Tab');
      forward.push(await focused(page));
    }
    const backward: FocusedElement[] = [];
    for (let i = 0; i < count * 2 + 2; i++) {
      await page.keyboard.press('Shift+Tab');
      backward.push(await focused(page));
    }
    expect(forward.filter((s) => !s.inDialog).map((s) => s.name)).toEqual([]);
    expect(backward.filter((s) => !s.inDialog).map((s) => s.name)).toEqual([]);
    expectVisibleFocus([...forward, ...backward]);

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect((await focused(page)).name).toBe('button "A page button"');
    await context.close();
  });
});
