// Keys and focus in Chromium, the embed (dist/embed, `npm run build` first; Preact underneath): closing gives
// focus back to the launcher, or to the page control that had focus when the shortcut opened it, at 1280, 390 and
// 320 px; Ctrl+I with the popover open and focus on the page takes the reader to the question box; Escape closes the
// popover when the reader's last interaction was with it; and a question typed into the loading frame in the very task
// it appeared — before the runtime's after-paint effects, as right after a full-page navigation — is sent, not emptied.
import type { Browser, Page } from 'playwright-core';
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

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 320, height: 640 },
];

async function open(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const questions: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/discovery/v2/assistant/')) {
      const body = request.postDataJSON() as { messages: Array<{ role: string; parts: Array<{ text?: string }> }> };
      questions.push(body.messages.filter((m) => m.role === 'user').at(-1)?.parts[0]?.text ?? '');
    }
  });
  await page.goto(
    site.url('/mkdocs/', { domain: 'acme', 'base-url': service.url, 'api-key': service.assistantKey, storage: 'none' }),
  );
  await page.getByRole('button', { name: 'Ask AI', exact: true }).waitFor();
  // Its effects have run (Preact runs them after a frame): the shortcut's listener is on the document (the page's
  // listener census, listener-census.js, lists it; the page itself has no keydown listener).
  await page.waitForFunction(() =>
    (window as unknown as { __listeners(): string[] }).__listeners().includes('document:keydown'),
  );
  return { context, page, questions };
}

/** Whether the theme's own copy button (a control of the page's, beside the code) has focus. */
const PAGE_CONTROL = 'button.md-clipboard';
const pageControlFocused = (page: Page) =>
  page.evaluate((selector) => document.activeElement === document.querySelector(selector), PAGE_CONTROL);
const dialog = (page: Page) => page.getByRole('dialog');

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return !el || el === document.body
      ? 'body'
      : `${el.localName} "${el.getAttribute('aria-label') ?? el.textContent?.trim()}"`;
  });

describe.each(WIDTHS)('the embed at $width px', (viewport) => {
  it('Escape gives focus back to the launcher', async () => {
    const { context, page } = await open(viewport);
    await page.getByRole('button', { name: 'Ask AI', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    await expect.poll(() => focusedName(page)).toBe('textarea "Ask a question about the docs"');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('button "Ask AI"');
    await context.close();
  });

  it('the close button gives focus back to the launcher', async () => {
    const { context, page } = await open(viewport);
    await page.getByRole('button', { name: 'Ask AI', exact: true }).click();
    await page.getByRole('button', { name: 'Close assistant' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('button "Ask AI"');
    await context.close();
  });
});

describe.each(WIDTHS)('the embed opened with Ctrl+I from a page control at $width px', (viewport) => {
  it('Escape gives focus back to that control', async () => {
    const { context, page } = await open(viewport);
    await page.locator(PAGE_CONTROL).focus();
    await page.keyboard.press('Control+i');
    await dialog(page).waitFor();
    await expect.poll(() => focusedName(page)).toBe('textarea "Ask a question about the docs"');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => pageControlFocused(page)).toBe(true);
    await context.close();
  });

  it('the close button gives focus back to that control', async () => {
    const { context, page } = await open(viewport);
    await page.locator(PAGE_CONTROL).focus();
    await page.keyboard.press('Control+i');
    await page.getByRole('button', { name: 'Close assistant' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => pageControlFocused(page)).toBe(true);
    await context.close();
  });
});

describe('the embed’s popover open and focus on the page (1280 px)', () => {
  const openFromLauncher = async (page: Page) => {
    await page.getByRole('button', { name: 'Ask AI', exact: true }).click();
    await expect.poll(() => focusedName(page)).toBe('textarea "Ask a question about the docs"');
  };

  it('Ctrl+I takes the reader to the question box, keeping the draft; pressed there it closes', async () => {
    const { context, page } = await open(WIDTHS[0]!);
    await openFromLauncher(page);
    await page.getByRole('textbox', { name: 'Ask a question about the docs' }).fill('How do I');
    await page.locator(PAGE_CONTROL).focus();
    await page.keyboard.press('Control+i');
    await expect.poll(() => focusedName(page)).toBe('textarea "Ask a question about the docs"');
    expect(await dialog(page).isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Ask a question about the docs' }).inputValue()).toBe('How do I');
    await page.keyboard.press('Control+i');
    await dialog(page).waitFor({ state: 'detached' });
    await context.close();
  });

  it('Escape closes it after a click on its text, and not after a click on the page', async () => {
    const { context, page } = await open(WIDTHS[0]!);
    await openFromLauncher(page);
    // A click on the panel's own text: focus leaves the box, but the reader is still with the assistant.
    await dialog(page).getByRole('heading').first().click();
    await expect.poll(() => focusedName(page)).not.toBe('textarea "Ask a question about the docs"');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('button "Ask AI"');

    await openFromLauncher(page);
    // A click on the page's text: the reader is reading the page beside the popover; its Escape is the page's.
    await page.getByRole('heading', { name: 'Serve' }).click();
    await page.keyboard.press('Escape');
    // Had it closed, the runtime would have rendered that before the key press returned (a microtask after the event).
    expect(await dialog(page).isVisible()).toBe(true);
    await context.close();
  });
});

describe('a question typed the moment the loading frame shows (390 px)', () => {
  it('is sent, and the box empties only because it was', async () => {
    const { context, page, questions } = await open(WIDTHS[1]!);
    // All in one task after the frame renders: the runtime has run the frame's render and layout effects (focus)
    // but not its after-paint effects, where a store subscription starts — as on a page still busy loading.
    const typed = await page.evaluate(async () => {
      const element = document.querySelector('docs-assistant') as HTMLElement & { open(): void };
      element.open();
      let box: HTMLTextAreaElement | null = null;
      for (let i = 0; i < 50 && !box; i++) {
        await Promise.resolve();
        box = document.querySelector<HTMLTextAreaElement>('[role="dialog"] textarea');
      }
      if (!box) return 'no box';
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setValue.call(box, 'How do I install it?');
      box.dispatchEvent(new Event('input', { bubbles: true }));
      box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      return document.querySelector('[role="dialog"]')?.getAttribute('aria-busy') === 'true' ? 'in the frame' : 'late';
    });
    expect(typed).toBe('in the frame');
    await expect.poll(() => questions, { timeout: 20_000 }).toEqual(['How do I install it?']);
    await page.locator('[data-role="user"]').getByText('How do I install it?').waitFor();
    expect(await page.getByRole('textbox', { name: 'Ask a question about the docs' }).inputValue()).toBe('');
    await context.close();
  });
});

describe('a draft saved before a reload, and one typed into the loading frame after it (390 px)', () => {
  it('keeps both, the saved one first', async () => {
    const context = await browser.newContext({ viewport: WIDTHS[1] });
    const page = await context.newPage();
    await page.goto(site.url('/mkdocs/', { domain: 'acme', 'base-url': service.url, 'api-key': service.assistantKey }));
    const box = page.getByRole('textbox', { name: 'Ask a question about the docs' });
    await page.getByRole('button', { name: 'Ask AI', exact: true }).click();
    await page.locator('[role="dialog"]:not([aria-busy="true"])').waitFor();
    await box.fill('my unsent draft');
    await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.endsWith(':draft')));

    // After the reload the panel's and the engine's chunks (where the saved conversation is read) wait for the test.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/chunks\/(panel|engine)-/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.reload();
    await page.getByRole('button', { name: 'Ask AI', exact: true }).click();
    await page.locator('[role="dialog"][aria-busy="true"]').waitFor();
    await box.pressSequentially('typed in the frame');
    expect(await page.locator('[role="dialog"]').getAttribute('aria-busy')).toBe('true');
    release();
    await page.locator('[role="dialog"]:not([aria-busy="true"])').waitFor();
    await expect.poll(() => box.inputValue()).toBe('my unsent draft\ntyped in the frame');
    await context.close();
  });
});
