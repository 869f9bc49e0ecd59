// In Chromium: the embed (dist/embed, `npm run build` first) on static pages shaped like each docs
// generator's output, against the local service. Nothing but the embed's script and the theme's own is on a page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalService, type StartedLocalService } from '../../support/local-service';
import { launchChromium } from '../support/chromium';
import { panelShows } from '../support/panel-shows';
import { startEmbedSite, type EmbedSite } from './embed-site';
import { CODE, GENERATOR_PAGES, type GeneratorPage } from './generator-pages';

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

type Body = Record<string, unknown> & { context?: Array<Record<string, unknown>>; filter?: unknown };
interface EmbedWindow {
  __listeners(): string[];
  __copied?: string;
  __violations?: string[];
}

const attributes = (extra: Record<string, string> = {}) => ({
  domain: 'acme',
  'base-url': service.url,
  'api-key': service.assistantKey,
  ...extra,
});

interface Opened {
  context: BrowserContext;
  page: Page;
  /** Bodies of the assistant requests the page sent, in order. */
  bodies: Body[];
}

async function open(url: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme });
  const page = await context.newPage();
  const bodies: Body[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/discovery/v2/assistant/')) {
      bodies.push(request.postDataJSON() as Body);
    }
  });
  await page.goto(url);
  await page.waitForFunction(() => customElements.get('docs-assistant') !== undefined);
  if (url.includes('element=')) {
    // Rendered, and its effects run (Preact runs them after a frame): the shortcut's listener is on the document.
    await page.getByRole('button', { name: 'Ask AI', exact: true }).waitFor();
    await page.waitForFunction(() => (window as unknown as EmbedWindow).__listeners().includes('document:keydown'));
  }
  return { context, page, bodies };
}

const input = (page: Page) => page.getByRole('textbox', { name: 'Ask a question about the docs' });

/** Asks in the open panel and waits for the answer to finish; returns the answer's locator. */
async function ask(page: Page, question: string) {
  const answers = page.locator('[data-role="assistant"]');
  const before = await answers.count();
  await input(page).fill(question);
  await input(page).press('Enter');
  const answer = answers.nth(before);
  try {
    await answer.waitFor();
    await expect.poll(() => answer.getAttribute('data-status'), { timeout: 20_000 }).toBe('complete');
  } catch (error) {
    throw new Error(`No complete answer to “${question}”. The panel shows: ${await panelShows(page)}`, {
      cause: error,
    });
  }
  return answer;
}

/** Whether the open panel's background is dark (relative luminance under a half). */
const panelIsDark = (page: Page) =>
  page.locator('[data-da-slot="panel"]').evaluate((panel) => {
    const [r, g, b] = getComputedStyle(panel).backgroundColor.match(/\d+/g)!.map(Number) as [number, number, number];
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255 < 0.5;
  });

describe.each(GENERATOR_PAGES)('on a $name page', (generator: GeneratorPage) => {
  it("sends the code block exactly as the reader sees it, leaves the theme's copy button working, and follows its dark mode", async () => {
    const { context, page, bodies } = await open(site.url(generator.path, attributes()));
    const block = page.locator(generator.codeBlock);
    await block.hover();
    await block.getByRole('button', { name: 'Ask about this code' }).click();
    const chips = page.getByRole('list', { name: 'Attached context' });
    await expect.poll(() => chips.getByRole('listitem').count()).toBe(1);
    await ask(page, 'What does this code do?');
    expect(bodies.at(-1)?.context).toEqual([expect.objectContaining({ type: 'code', value: CODE })]);
    // Only the code block gets a button: not a line-number gutter beside it.
    expect(await page.locator('[data-da-affordance="code"]').count()).toBe(1);

    await page.keyboard.press('Escape');
    await block.hover();
    await page.locator(generator.copyButton).click();
    // What the theme copies is unchanged by our button inside the block (some themes keep the final newline).
    await expect.poll(() => page.evaluate(() => (window as unknown as EmbedWindow).__copied?.trimEnd())).toBe(CODE);

    await page.locator('docs-assistant').evaluate((element) => (element as unknown as { open(): void }).open());
    await page.locator('[data-da-slot="panel"][data-state="open"]').waitFor();
    expect(await panelIsDark(page)).toBe(false);
    await page.evaluate(generator.dark);
    await expect.poll(() => panelIsDark(page)).toBe(true);
    await context.close();
  });
});

describe('the element on a MkDocs Material page', () => {
  it('opens with Ctrl+I and streams a cited answer from the service, with a selection attached', async () => {
    const { context, page, bodies } = await open(site.url('/mkdocs/', attributes()));
    // Drag across "answers questions" in the lead paragraph.
    const [start, end] = await page.evaluate(() => {
      const text = document.querySelector('.lead')!.firstChild!;
      const point = (offset: number) => {
        const range = document.createRange();
        range.setStart(text, offset);
        range.setEnd(text, offset + 1);
        const rect = range.getBoundingClientRect();
        return { x: rect.left + 1, y: rect.top + rect.height / 2 };
      };
      return [point(15), point(32)];
    });
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(end.x, end.y, { steps: 4 });
    await page.mouse.up();
    await page.getByRole('button', { name: 'Ask AI about the selected text' }).click();
    const chips = page.getByRole('list', { name: 'Attached context' });
    await expect.poll(() => chips.getByRole('listitem').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.keyboard.press('Control+i');
    await expect.poll(() => input(page).evaluate((el) => el === document.activeElement)).toBe(true);
    const answer = await ask(page, 'How do I install it?');
    const sources = answer.getByRole('group', { name: 'Sources' }).getByRole('link');
    expect(await sources.count()).toBeGreaterThan(0);
    expect(bodies.at(-1)?.context).toEqual([
      expect.objectContaining({ type: 'textSelection', value: 'answers questions' }),
    ]);
    expect(bodies.at(-1)?.currentPath).toBe('/mkdocs/');
    await context.close();
  });

  it('reads a changed attribute on the next request, reports a bad one without losing the old value, and dispatches events', async () => {
    const { context, page, bodies } = await open(site.url('/mkdocs/', attributes()));
    const events = page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          const element = document.querySelector('docs-assistant')!;
          for (const type of ['open', 'answer', 'error', 'close'])
            element.addEventListener(type, () => {
              seen.push(type);
              if (type === 'close') resolve(seen);
            });
        }),
    );
    await page.locator('docs-assistant').evaluate((element) => (element as unknown as { open(): void }).open());
    await ask(page, 'How do I install it?');
    // No `filter` attribute: the page's own language (`<html lang="en">`, no version marker) goes with the question.
    expect(bodies.at(-1)?.filter).toEqual({ language: 'en' });

    await page.locator('docs-assistant').evaluate((element) => {
      element.setAttribute('filter', '{"version":"v2"}');
      element.setAttribute('retrieval-page-size', 'lots');
    });
    await ask(page, 'And how do I configure it?');
    expect(bodies.at(-1)?.filter).toEqual({ version: 'v2' });
    expect(bodies.at(-1)?.retrievalPageSize).toBe(bodies[0]?.retrievalPageSize);
    await page.locator('docs-assistant').evaluate((element) => (element as unknown as { close(): void }).close());
    expect(await events).toEqual(['open', 'answer', 'error', 'answer', 'close']);
    await context.close();
  });

  it('a property of the wrong type set from a script: one console error naming it, its default used, still answering', async () => {
    const { context, page } = await open(site.url('/mkdocs/', attributes()));
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('docs-assistant:')) errors.push(message.text());
    });
    await page.locator('docs-assistant').evaluate((element) => {
      // As an untyped site script would: a string for an array, a corner the widget does not have.
      Object.assign(element, { starterQuestions: 'How do I install it?', theme: { placement: 'top-left', radius: 4 } });
      (element as unknown as { open(): void }).open();
    });
    await input(page).waitFor();
    await expect.poll(() => errors.length).toBe(2);
    expect(errors).toEqual(
      expect.arrayContaining([
        'docs-assistant: `starterQuestions` must be an array of strings; got the string "How do I install it?". Using its default instead.',
        'docs-assistant: `theme.placement` must be "bottom-right" or "bottom-left"; got the string "top-left". Using its default instead.',
      ]),
    );
    // The defaults: no starter questions, the launcher's own corner; the rest of the theme applies.
    expect(await page.getByRole('dialog').getByRole('button', { name: 'How do I install it?' }).count()).toBe(0);
    const root = page.locator('[data-docs-assistant]');
    expect(await root.getAttribute('data-da-placement')).toBeNull();
    expect(await root.evaluate((el) => (el as HTMLElement).style.getPropertyValue('--da-radius'))).toBe('4px');
    const answer = await ask(page, 'How do I install it?');
    expect(await answer.getByRole('group', { name: 'Sources' }).getByRole('link').count()).toBeGreaterThan(0);
    expect(errors).toHaveLength(2);
    await context.close();
  });

  it('says so when the domain is missing, and takes a question asked before it rendered', async () => {
    const { context, page, bodies } = await open(site.url('/mkdocs/'));
    const error = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const element = document.createElement('docs-assistant');
          element.addEventListener('error', (event) =>
            resolve((event as unknown as CustomEvent<{ error: Error }>).detail.error.message),
          );
          document.body.append(element);
        }),
    );
    expect(error).toMatch(/^docs-assistant: `domain` must be .*; got undefined\. Set it to /);
    await page.evaluate(
      ([serviceUrl, key]) => {
        const element = document.createElement('docs-assistant') as HTMLElement & { ask(q: string): void };
        element.ask('How do I install it?');
        document.body.append(element);
        element.setAttribute('domain', 'acme');
        element.setAttribute('base-url', serviceUrl!);
        element.setAttribute('api-key', key!);
      },
      [service.url, service.assistantKey],
    );
    await expect
      .poll(() => page.locator('[data-role="assistant"]').last().getAttribute('data-status'), { timeout: 20_000 })
      .toBe('complete');
    expect(bodies).toHaveLength(1);
    await context.close();
  });

  // Two elements on one page, as `DocsAssistant.mount` makes them: a popover without a shortcut and an inline one.
  const mountTwo = (page: Page) =>
    page.evaluate(
      ([first, second]) => {
        const api = (window as unknown as { DocsAssistant: { mount(target: Element, props: object): Element } })
          .DocsAssistant;
        api.mount(document.body, first!).id = 'first';
        api.mount(document.body, second!).id = 'second';
      },
      [
        { domain: 'acme', baseUrl: service.url, apiKey: service.assistantKey, storage: null, shortcut: false },
        {
          domain: 'acme',
          baseUrl: service.url,
          apiKey: service.assistantKey,
          storage: null,
          variant: 'inline',
          pageContext: false,
        },
      ],
    );

  it('with launcher="false", shows no floating button: the page’s own opens it, and focus goes back to it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(site.url('/mkdocs/', attributes({ launcher: 'false' })));
    await page.waitForFunction(() => (window as unknown as EmbedWindow).__listeners().includes('document:keydown'));
    await page.evaluate(() => {
      const own = document.createElement('button');
      own.textContent = 'Ask AI in the header';
      own.addEventListener('click', () =>
        (document.querySelector('docs-assistant') as HTMLElement & { open(): void }).open(),
      );
      document.body.prepend(own);
    });
    expect(await page.getByRole('button', { name: 'Ask AI', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Ask AI in the header' }).click();
    await input(page).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Ask AI in the header');
    expect(await page.getByRole('button', { name: 'Ask AI', exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a conversation per element', async () => {
    const { context, page, bodies } = await open(site.url('/mkdocs/'));
    await mountTwo(page);
    // The inline one is open in the page; the popover one opens from its method. Asked in the inline one's panel
    // (the loading frame's question box and its hand-over to the panel are the shell suites' subject, not this one's),
    // once the box holds the question.
    const second = page.locator('#second');
    await second.locator('[data-da-slot="panel"][data-state="open"]').waitFor();
    const box = second.getByRole('textbox', { name: 'Ask a question about the docs' });
    await box.fill('How do I install it?');
    await expect.poll(() => box.inputValue()).toBe('How do I install it?');
    await box.press('Enter');
    await expect
      .poll(() => second.locator('[data-role="assistant"]').first().getAttribute('data-status'), { timeout: 20_000 })
      .toBe('complete');
    await page.locator('#first').evaluate((element) => (element as unknown as { ask(q: string): void }).ask('Hi'));
    const first = page.locator('#first');
    await expect
      .poll(() => first.locator('[data-role="assistant"]').first().getAttribute('data-status'), { timeout: 20_000 })
      .toBe('complete');
    expect(await first.locator('[data-role="user"]').allTextContents()).toEqual(['Hi']);
    expect(await second.locator('[data-role="user"]').allTextContents()).toEqual(['How do I install it?']);
    expect(bodies).toHaveLength(2);
    // Two conversations: the second question did not continue the first's thread.
    expect(bodies.every((body) => !body.threadId)).toBe(true);
    await context.close();
    // A bound on a hang, not on speed: a page load and two answers from the local service, each allowed 20 s, did
    // not fit the suite's 60 s on a machine at load 15.
  }, 120_000);

  it('removing the elements leaves no listener, node or stylesheet behind', async () => {
    const { context, page } = await open(site.url('/mkdocs/'));
    const baseline = await page.evaluate(() => (window as unknown as EmbedWindow).__listeners());
    await mountTwo(page);
    await page.locator('#second').getByRole('textbox', { name: 'Ask a question about the docs' }).waitFor();
    // Reach for the code so its buttons and listeners exist, then take both elements away.
    await page.locator('#__code_0').hover();
    await page.locator('[data-da-affordance="code"]').first().waitFor({ state: 'attached' });
    await page.evaluate(() => document.querySelectorAll('docs-assistant').forEach((element) => element.remove()));
    await expect.poll(() => page.evaluate(() => (window as unknown as EmbedWindow).__listeners())).toEqual(baseline);
    expect(await page.locator('[data-da-affordance], [data-docs-assistant]').count()).toBe(0);
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
    await context.close();
  });
});

describe('under a strict Content-Security-Policy', () => {
  it('loads, answers and offers page context with no violation', async () => {
    const { context, page, bodies } = await open(site.url('/strict/', attributes()));
    await page.locator('#__code_0').hover();
    await page.locator('#__code_0').getByRole('button', { name: 'Ask about this code' }).click();
    // The button was styled: the constructed stylesheet applied where a <style> element would have been blocked.
    expect(
      await page.locator('[data-da-affordance="code"]').evaluate((el) => getComputedStyle(el, '::before').content),
    ).toBe('"Ask about this code"');
    const answer = await ask(page, 'How do I install it?');
    expect(await answer.getByRole('group', { name: 'Sources' }).getByRole('link').count()).toBeGreaterThan(0);
    expect(bodies.at(-1)?.context).toEqual([expect.objectContaining({ type: 'code', value: CODE })]);
    // The panel is styled by embed.css, linked from this origin.
    expect(await page.locator('[data-da-slot="panel"]').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect(await page.evaluate(() => (window as unknown as EmbedWindow).__violations)).toEqual([]);
    await context.close();
  });
});

describe('docs/embed-html.md’s page, copied whole, on a 390 px phone', () => {
  it('is laid out at the phone’s width: the panel fills the screen and the hint for keyboards is not shown', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(site.url('/embed-html/', attributes()));
    // Without a viewport declaration a phone lays the page out 980 px wide and shrinks it to fit: every word a third
    // of its size, the panel a small box in a corner.
    expect(await page.evaluate(() => window.innerWidth)).toBe(390);
    await page.getByRole('button', { name: 'Ask AI', exact: true }).tap();
    const panel = page.locator('[data-da-slot="panel"][data-state="open"]');
    await panel.waitFor();
    expect((await panel.boundingBox())?.width).toBe(390);
    expect(await page.locator('[data-da-slot="hint"]').isVisible()).toBe(false);
    await context.close();
  });
});
