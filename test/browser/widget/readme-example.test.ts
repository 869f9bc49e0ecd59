// In Chromium, the widget mounted by the README's example itself (its block, bundled as written: `domain`, `api` and
// starter questions, no `pageContext`, no theme) on a Docusaurus-shaped docs page: a sticky header with a search box,
// code blocks whose frame carries the theme's own Copy and word-wrap buttons in the top-right corner. Page context
// works with no prop; our code button never takes the theme's clicks, never covers the code's text, never draws over
// the sticky header; nothing of ours covers the composer on phones; Ctrl+I typed in the page's search box belongs to
// the page.
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { docSnippet } from '../../support/doc-snippets';
import { launchChromium } from '../support/chromium';
import { streamAnswer, textChunks } from '../support/sse-answers';
import { bundleApp, startWidgetServer, type WidgetServer } from '../support/widget-server';

/** What the README example page records of the host's own controls. */
interface HostWindow {
  __host: { copies: string[]; searchKeys: string[] };
}

const ONE_LINE = 'npm install docs-assistant';

let browser: Browser;
let server: WidgetServer;
let context: BrowserContext | undefined;

beforeAll(async () => {
  const appJs = await bundleApp(fileURLToPath(new URL('./readme-example-page.tsx', import.meta.url)));
  [browser, server] = await Promise.all([
    launchChromium(),
    startWidgetServer({ appJs, fallback: streamAnswer(textChunks(['An answer.'])) }),
  ]);
});

afterEach(async () => {
  server.reset();
  server.requests.splice(0);
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});

interface SentBody {
  context?: Array<{ type: string; value: string; path?: string; elementId?: string }>;
}

async function openPage(options: BrowserContextOptions = {}): Promise<Page> {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  await page.goto(server.pageUrl());
  await page.getByRole('button', { name: 'Ask AI', exact: true }).waitFor();
  return page;
}

const frameOf = (page: Page, name: string) => page.locator(`[data-block="${name}"]`);
const codeButtonOf = (page: Page, name: string) =>
  frameOf(page, name).getByRole('button', { name: 'Ask about this code' });
const themeCopyOf = (page: Page, name: string) => page.locator(`[data-theme-copy="${name}"]`);
const dialog = (page: Page) => page.getByRole('dialog');
const input = (page: Page) => page.getByRole('textbox', { name: 'Ask a question about the docs' });
const chips = (page: Page) => page.getByRole('list', { name: 'Attached context' });

/** Points the mouse at a code block (the reader reaching for it), and waits for our button there to be placed. */
async function reachFor(page: Page, name: string): Promise<Locator> {
  await frameOf(page, name)
    .locator('pre')
    .hover({ position: { x: 20, y: 10 } });
  const button = codeButtonOf(page, name);
  await button.waitFor({ state: 'attached' });
  // Buttons are placed in the frame after they are added: let two frames pass.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // Shown while the pointer is on the block.
  await expect.poll(() => opacityOf(button)).toBeGreaterThan(0.5);
  return button;
}

const opacityOf = (locator: Locator) => locator.evaluate((el) => Number(getComputedStyle(el).opacity));

async function sendQuestion(page: Page, question: string): Promise<SentBody> {
  const before = server.requests.length;
  await input(page).fill(question);
  await input(page).press('Enter');
  await expect.poll(() => server.requests.length).toBe(before + 1);
  return server.requests[before] as SentBody;
}

/**
 * The element Chromium hit-tests at the centre and just inside the four corners of `locator`'s box (inside its
 * rounded corners: a round Send button's box corners are not the button): for each point, whether it is the element
 * itself or inside it (nothing drawn over it there).
 */
function hitsAtCentreAndCorners(locator: Locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const radius = Math.min(parseFloat(getComputedStyle(el).borderTopLeftRadius) || 0, box.width / 2, box.height / 2);
    const inset = radius * (1 - Math.SQRT1_2) + 1;
    const points = {
      centre: [box.left + box.width / 2, box.top + box.height / 2],
      topLeft: [box.left + inset, box.top + inset],
      topRight: [box.right - inset - 0.01, box.top + inset],
      bottomLeft: [box.left + inset, box.bottom - inset - 0.01],
      bottomRight: [box.right - inset - 0.01, box.bottom - inset - 0.01],
    } as const;
    return Object.fromEntries(
      Object.entries(points).map(([name, [x, y]]) => {
        const hit = document.elementFromPoint(x, y);
        return [name, hit === el || el.contains(hit) ? 'self' : (hit?.outerHTML.slice(0, 80) ?? 'nothing')];
      }),
    );
  });
}
const ALL_SELF = { centre: 'self', topLeft: 'self', topRight: 'self', bottomLeft: 'self', bottomRight: 'self' };

/** Whether our button's box overlaps any line box of the code's text (it never may). */
function coversCodeText(button: Locator) {
  return button.evaluate((el) => {
    const pre = el.closest('pre')!;
    const ours = el.getBoundingClientRect();
    const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.nodeValue?.trim()) continue;
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (line.left < ours.right && ours.left < line.right && line.top < ours.bottom && ours.top < line.bottom)
          return true;
      }
    }
    return false;
  });
}

describe('the README example on a Docusaurus-shaped page', () => {
  it("is the README's own block: its starter question is offered in the empty panel", async () => {
    // The question as the README writes it, so a changed README changes what this expects.
    const [, question] = docSnippet('README.md', 'react-example').text.match(/starterQuestions=\{\['([^']+)'\]\}/)!;
    const page = await openPage();
    await page.getByRole('button', { name: 'Ask AI', exact: true }).click();
    await dialog(page).getByRole('button', { name: question! }).waitFor();
  });

  it('has page context with no pageContext prop: a selection and a code block reach the request', async () => {
    const page = await openPage();
    await page.locator('.install-prose').selectText();
    await page.getByRole('button', { name: 'Ask AI about the selected text' }).click();
    await chips(page).waitFor();

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    const button = await reachFor(page, 'install');
    await button.click();
    await expect.poll(() => chips(page).getByRole('listitem').count()).toBe(2);

    const body = await sendQuestion(page, 'What does this do?');
    expect(body.context).toEqual([
      {
        type: 'textSelection',
        value: 'Run the installer from your project folder, then import the stylesheet once.',
        path: '/',
        elementId: 'install',
      },
      // Exactly the code: no "Copy", no word-wrap glyph, nothing of our button.
      { type: 'code', value: ONE_LINE, path: '/', elementId: 'install' },
    ]);
    // The theme's Copy was not pressed by any of this.
    expect(await page.evaluate(() => (window as unknown as HostWindow).__host.copies)).toEqual([]);
  });

  it("never names the theme's wrapper as a selection's elementId (text above the first anchored heading has none)", async () => {
    const page = await openPage();
    await page.locator('.intro').selectText();
    await page.getByRole('button', { name: 'Ask AI about the selected text' }).click();
    await chips(page).waitFor();
    const body = await sendQuestion(page, 'What is it?');
    expect(body.context).toHaveLength(1);
    expect(body.context![0]!.type).toBe('textSelection');
    expect(body.context![0]!.elementId).toBeUndefined();
  });
});

describe("the theme's own code-block buttons", () => {
  for (const name of ['install', 'usage']) {
    it(`still take clicks at the centre and the four corners of Copy (${name} block), with our button shown`, async () => {
      const page = await openPage();
      const ours = await reachFor(page, name);
      const copy = themeCopyOf(page, name);
      expect(await hitsAtCentreAndCorners(copy)).toEqual(ALL_SELF);
      expect(
        await hitsAtCentreAndCorners(frameOf(page, name).getByRole('button', { name: 'Toggle word wrap' })),
      ).toEqual(ALL_SELF);

      const box = (await copy.boundingBox())!;
      // Inside the 4px rounded corners.
      const points = [
        [box.width / 2, box.height / 2],
        [2, 2],
        [box.width - 2, 2],
        [2, box.height - 2],
        [box.width - 2, box.height - 2],
      ] as const;
      for (const [index, [x, y]] of points.entries()) {
        await page.mouse.click(box.x + x, box.y + y);
        await expect
          .poll(() => page.evaluate(() => (window as unknown as HostWindow).__host.copies.length))
          .toBe(index + 1);
        expect(await dialog(page).count()).toBe(0);
      }
      // The page's copy handler copied the code, and nothing of ours opened.
      expect(new Set(await page.evaluate(() => (window as unknown as HostWindow).__host.copies))).toEqual(
        new Set([name === 'install' ? ONE_LINE : await frameOf(page, name).locator('code').textContent()]),
      );
      expect(await chips(page).count()).toBe(0);
      // Ours is still there, on its own spot, over none of the code's characters.
      expect(await coversCodeText(ours)).toBe(false);
      expect(await hitsAtCentreAndCorners(ours)).toEqual(ALL_SELF);
    });
  }

  it('places our button clear of the one-line code and of the theme corner, at every width', async () => {
    for (const width of [1280, 390, 320]) {
      const page = await openPage({ viewport: { width, height: 800 } });
      for (const name of ['install', 'usage']) {
        const ours = await reachFor(page, name);
        expect(await coversCodeText(ours), `${name} at ${width}px`).toBe(false);
        const overlapsCopy = await ours.evaluate((el, copyName) => {
          const a = el.getBoundingClientRect();
          return [...document.querySelectorAll(`[data-block="${copyName}"] .buttonGroup button`)].some((control) => {
            const b = control.getBoundingClientRect();
            return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          });
        }, name);
        expect(overlapsCopy, `${name} at ${width}px`).toBe(false);
      }
      await context!.close();
      context = undefined;
    }
  });

  it('is hidden at rest, shown on hover, and shown when focused from the keyboard', async () => {
    const page = await openPage();
    const ours = await reachFor(page, 'usage');
    await page.mouse.move(5, 700);
    await expect.poll(() => opacityOf(ours)).toBe(0);
    // Tab order: the theme's focusable pre, then our button inside it.
    await frameOf(page, 'usage').locator('pre').focus();
    await page.keyboard.press('Tab');
    expect(await ours.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => opacityOf(ours)).toBeGreaterThan(0.5);
    expect(await hitsAtCentreAndCorners(ours)).toEqual(ALL_SELF);
  });

  it('is never drawn over the sticky header', async () => {
    const page = await openPage();
    const ours = await reachFor(page, 'usage');
    // Scroll until our button sits right under the header's middle, and show it by focus (no scrolling into view).
    await ours.evaluate((el) => {
      const header = document.querySelector('.navbar')!.getBoundingClientRect();
      const button = el.getBoundingClientRect();
      window.scrollBy(0, button.top + button.height / 2 - (header.top + header.height / 2));
    });
    await ours.evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }));
    await expect.poll(() => opacityOf(ours)).toBeGreaterThan(0.5);
    const hit = await ours.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const header = document.querySelector('.navbar')!;
      const headerBox = header.getBoundingClientRect();
      const y = box.top + box.height / 2;
      return {
        inHeaderBand: y > headerBox.top && y < headerBox.bottom,
        header: header.contains(document.elementFromPoint(box.left + box.width / 2, y)),
      };
    });
    expect(hit).toEqual({ inHeaderBand: true, header: true });
  });
});

describe('phones and 200 % zoom', () => {
  const sizes = [
    { width: 320, height: 640 },
    { width: 390, height: 844 },
    { width: 640, height: 400 },
  ];
  for (const viewport of sizes) {
    it(`nothing of ours covers the composer at ${viewport.width}×${viewport.height}, and Send sends`, async () => {
      const page = await openPage({ viewport, hasTouch: true, isMobile: true });
      await page.getByRole('button', { name: 'Ask AI', exact: true }).click();
      await input(page).waitFor();
      await input(page).fill('How do I install it?');
      const send = page.getByRole('button', { name: 'Send' });
      expect(await hitsAtCentreAndCorners(input(page))).toEqual(ALL_SELF);
      expect(await hitsAtCentreAndCorners(send)).toEqual(ALL_SELF);
      await send.tap();
      await expect.poll(() => server.requests.length).toBe(1);
      expect(await dialog(page).count()).toBe(1);
      // Keyboard advice has no place on a touch screen.
      expect(await page.locator('[data-da-slot="hint"]').isVisible()).toBe(false);
    });
  }

  it('keeps the launcher and the keyboard hint on a desktop-sized window', async () => {
    const page = await openPage();
    await page.keyboard.press('Control+i');
    await input(page).waitFor();
    await expect.poll(() => page.locator('[data-da-slot="hint"]').isVisible()).toBe(true);
    expect(await page.locator('[data-da-slot="hint"]').textContent()).toMatch(/Ctrl\+I to open · Esc to close/);
    expect(await page.getByRole('button', { name: 'Ask AI', exact: true }).isVisible()).toBe(true);
  });
});

describe('the shortcut', () => {
  it('typed in the page’s search box belongs to the page: the panel stays closed, the input sees the key', async () => {
    const page = await openPage();
    const search = page.getByRole('searchbox', { name: 'Search docs' });
    await search.click();
    await page.keyboard.press('Control+i');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as HostWindow).__host.searchKeys))
      .toContain('Control+i');
    expect(await dialog(page).count()).toBe(0);
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
    // Outside an editable field the same keys open it.
    await page.locator('.intro').click();
    await page.keyboard.press('Control+i');
    await input(page).waitFor();
  });
});
