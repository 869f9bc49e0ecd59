// "Copy page" and its menu (`<docs-assistant-page-actions>`, dist/embed — `npm run build` first) on pages
// shaped like each docs generator's output, in Chromium: the Markdown a reader copies, the Open-in links, the menu's
// keyboard and axe, "Ask AI about this page" reaching `<docs-assistant>`, and the converter loaded only on a click.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAxe } from '../a11y/axe';
import { launchChromium } from '../support/chromium';
import { CODE } from './generator-pages';
import { expectPageMarkdown, PAGE_ACTIONS_PAGES } from './page-actions-pages';
import { PUBLISHED_MARKDOWN, startPageActionsSite, type PageActionsSite } from './page-actions-site';

let browser: Browser;
let site: PageActionsSite;

beforeAll(async () => {
  [browser, site] = await Promise.all([launchChromium(), startPageActionsSite()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), site?.close()]);
});

interface Opened {
  context: BrowserContext;
  page: Page;
  /** Every address the page requested, in order. */
  requests: string[];
}

async function open(url: string, viewport = { width: 1280, height: 800 }): Promise<Opened> {
  const context = await browser.newContext({ viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.origin });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(url);
  await page.getByRole('button', { name: 'Copy page' }).waitFor();
  return { context, page, requests };
}

/** The converter's chunk (turndown and our cleaning), among the requests. */
const converterRequests = (requests: string[]) => requests.filter((url) => /\/convert-page-[^/]*\.js$/.test(url));

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** Copies the page with the main button and returns the clipboard once the button says it is done. */
async function copyPage(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy page' }).click();
  await page.locator('[data-da-page-actions][data-status="copied"]').waitFor();
  return clipboard(page);
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'More page actions' });
const menu = (page: Page) => page.getByRole('menu', { name: 'Page actions' });

describe('Copy page on each generator’s page', () => {
  for (const generator of PAGE_ACTIONS_PAGES) {
    it(`${generator.name}: its headings, list, fenced code with its language and table; none of the theme’s chrome`, async () => {
      const { context, page, requests } = await open(site.url(generator.path));
      try {
        // The button is on the page, and nothing of the converter was fetched for it.
        expect(converterRequests(requests)).toEqual([]);
        const markdown = await copyPage(page);
        expect(converterRequests(requests)).toHaveLength(1);

        expectPageMarkdown(markdown, site.url(generator.path));
      } finally {
        await context.close();
      }
    });
  }

  it('Open in ChatGPT and Claude link to a prompt naming the page’s address, opened in a new tab', async () => {
    const { context, page } = await open(site.url('/mkdocs/'));
    try {
      await menuButton(page).click();
      const address = page.url();
      const chatgpt = menu(page).getByRole('menuitem', { name: /Open in ChatGPT/ });
      const claude = menu(page).getByRole('menuitem', { name: /Open in Claude/ });
      for (const [item, origin] of [
        [chatgpt, 'https://chatgpt.com/'],
        [claude, 'https://claude.ai/new'],
      ] as const) {
        const href = new URL((await item.getAttribute('href'))!);
        expect(href.href.startsWith(origin)).toBe(true);
        expect(href.searchParams.get('q')).toBe(`Read ${address} so I can ask questions about it.`);
        expect(await item.getAttribute('target')).toBe('_blank');
        expect(await item.getAttribute('rel')).toContain('noopener');
      }
    } finally {
      await context.close();
    }
  });

  it('the prompt and the list are the host’s to change (attributes)', async () => {
    const openIn = [
      { id: 'perplexity', label: 'Open in Perplexity', href: 'https://www.perplexity.ai/search?q={prompt}' },
    ];
    const { context, page } = await open(
      site.url('/vitepress/', {
        actions: { prompt: 'Summarise {title} ({url})', 'open-in': JSON.stringify(openIn), 'ask-ai': 'false' },
      }),
    );
    try {
      await menuButton(page).click();
      // The menu's items render once it is open: wait for them rather than read the first frame.
      const items = () =>
        menu(page)
          .getByRole('menuitem')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-action')));
      await expect.poll(items).toEqual(['copy-page', 'view-markdown', 'open-in-perplexity']);
      const href = new URL(
        (await menu(page)
          .getByRole('menuitem', { name: /Perplexity/ })
          .getAttribute('href'))!,
      );
      expect(href.searchParams.get('q')).toBe(`Summarise Serve (${page.url()})`);
    } finally {
      await context.close();
    }
  });
});

describe('a page that publishes its Markdown', () => {
  it('copies the site’s own Markdown (advertised by <link rel="alternate" type="text/markdown">) and never loads the converter', async () => {
    const { context, page, requests } = await open(site.url('/sphinx/', { published: true }));
    try {
      expect(await copyPage(page)).toBe(PUBLISHED_MARKDOWN);
      expect(requests).toContain(`${site.origin}/published.md`);
      expect(converterRequests(requests)).toEqual([]);
      // View as Markdown opens that file.
      await menuButton(page).click();
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        menu(page)
          .getByRole('menuitem', { name: /View as Markdown/ })
          .click(),
      ]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(`${site.origin}/published.md`);
    } finally {
      await context.close();
    }
  });

  it('takes a URL pattern from the host (markdown-url="{path}.md")', async () => {
    const { context, page, requests } = await open(site.url('/mkdocs/', { actions: { 'markdown-url': '{path}.md' } }));
    try {
      expect(await copyPage(page)).toBe(PUBLISHED_MARKDOWN);
      expect(requests).toContain(`${site.origin}/mkdocs.md`);
      expect(converterRequests(requests)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a pattern that finds no Markdown (the site’s 404 page) falls back to converting the page', async () => {
    const { context, page } = await open(site.url('/hugo/', { actions: { 'markdown-url': '{path}/index.md' } }));
    try {
      const markdown = await copyPage(page);
      expect(markdown).toMatch(/^# Serve\n/);
      expect(markdown).not.toContain('Not found');
    } finally {
      await context.close();
    }
  });
});

describe('the menu', () => {
  it('keyboard only: arrow keys, Home/End, typeahead, Escape and focus back on its button; axe clean open', async () => {
    const { context, page } = await open(site.url('/starlight/'));
    try {
      const focused = () =>
        page.evaluate(
          () =>
            document.activeElement?.getAttribute('data-action') ?? document.activeElement?.getAttribute('aria-label'),
        );
      await page.getByRole('button', { name: 'Copy page' }).focus();
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('More page actions');
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('ArrowDown');
      await menu(page).waitFor();
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
      await expect.poll(focused).toBe('copy-page');
      await page.keyboard.press('ArrowDown');
      expect(await focused()).toBe('view-markdown');
      await page.keyboard.press('End');
      expect(await focused()).toBe('ask-ai');
      await page.keyboard.press('ArrowDown');
      expect(await focused()).toBe('copy-page');
      await page.keyboard.press('ArrowUp');
      expect(await focused()).toBe('ask-ai');
      await page.keyboard.press('Home');
      await page.keyboard.press('o');
      expect(await focused()).toBe('open-in-chatgpt');
      await page.keyboard.press('o');
      expect(await focused()).toBe('open-in-claude');

      const { violations } = await runAxe(page);
      expect(violations).toEqual([]);

      await page.keyboard.press('Escape');
      await menu(page).waitFor({ state: 'detached' });
      expect(await focused()).toBe('More page actions');
      // ArrowUp opens on the last item; Enter on an item chooses it and closes the menu.
      await page.keyboard.press('ArrowUp');
      await menu(page).waitFor();
      await expect.poll(focused).toBe('ask-ai');
      await page.keyboard.press('Home');
      await page.keyboard.press('Enter');
      await menu(page).waitFor({ state: 'detached' });
      await page.locator('[data-da-page-actions][data-status="copied"]').waitFor();
      expect(await clipboard(page)).toMatch(/^# Serve\n/);
      expect(await focused()).toBe('More page actions');
    } finally {
      await context.close();
    }
  });

  it('a press outside closes it and leaves focus where the reader put it', async () => {
    const { context, page } = await open(site.url('/docusaurus/'));
    try {
      await menuButton(page).click();
      await menu(page).waitFor();
      await page.locator('p.lead').click();
      await menu(page).waitFor({ state: 'detached' });
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    } finally {
      await context.close();
    }
  });

  it('View as Markdown on a page without Markdown of its own opens the converted page in a new tab', async () => {
    const { context, page } = await open(site.url('/vitepress/'));
    try {
      await menuButton(page).click();
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        menu(page)
          .getByRole('menuitem', { name: /View as Markdown/ })
          .click(),
      ]);
      await tab.waitForURL(/^blob:/);
      expect(await tab.evaluate(() => document.body.innerText)).toContain('```python\n' + CODE);
    } finally {
      await context.close();
    }
  });
});

describe('Ask AI about this page', () => {
  it('opens <docs-assistant> on the page; closing it gives focus back to the menu’s button', async () => {
    const { context, page } = await open(
      site.url('/mkdocs/', { assistant: { domain: 'acme', api: `${site.origin}/api/assistant` } }),
    );
    try {
      await page.waitForFunction(() => customElements.get('docs-assistant') !== undefined);
      await page.getByRole('button', { name: 'Ask AI', exact: true }).waitFor();
      await menuButton(page).click();
      await menu(page)
        .getByRole('menuitem', { name: /Ask AI about this page/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Ask AI' });
      await dialog.waitFor();
      // The panel's own code is a chunk of its own: the question box takes focus once it is there.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), { timeout: 15_000 })
        .toBe('Ask a question about the docs');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('More page actions');
    } finally {
      await context.close();
    }
  });

  it('without an assistant on the page it says so (and nothing else happens)', async () => {
    const { context, page } = await open(site.url('/hugo/'));
    try {
      await menuButton(page).click();
      await menu(page)
        .getByRole('menuitem', { name: /Ask AI about this page/ })
        .click();
      await page.getByRole('status').filter({ hasText: 'The assistant is not on this page.' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('at 390 px', () => {
  it('the open menu fits the screen', async () => {
    const { context, page } = await open(site.url('/starlight/'), { width: 390, height: 844 });
    try {
      await menuButton(page).click();
      const box = (await menu(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    } finally {
      await context.close();
    }
  });
});
