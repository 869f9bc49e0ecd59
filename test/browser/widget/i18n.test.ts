// In Chromium, on docs pages in other languages and versions, bundled with code splitting as a host ships the widget:
// the panel speaks the page's language (or the `locale` prop's), with the host's labels over it; only that language's
// table is fetched, on intent; an Arabic page is mirrored and stays axe-clean; and every question carries the page's
// version and language as `filter`, followed across a client-side move to another version.
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { supportedLocales } from '../../../src/core/supported-locales';
import { runAxe } from '../a11y/axe';
import { launchChromium } from '../support/chromium';
import { streamAnswer, textChunks } from '../support/sse-answers';
import { bundleApp, startWidgetServer, type SplitApp, type WidgetServer } from '../support/widget-server';

let browser: Browser;
let server: WidgetServer;
let app: SplitApp;
let context: BrowserContext | undefined;

const ANSWER = 'مرحبًا! ثبّت الحزمة من https://example.com/install:\n\n```sh\nnpm install docs-assistant\n```\n';

beforeAll(async () => {
  app = await bundleApp(fileURLToPath(new URL('./i18n-page.tsx', import.meta.url)), { splitting: true });
  [browser, server] = await Promise.all([
    launchChromium(),
    startWidgetServer({ appJs: app.appJs, chunks: app.chunks, fallback: streamAnswer(textChunks([ANSWER])) }),
  ]);
});

afterEach(async () => {
  server.reset();
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
});

/** Each built-in locale's table, by the file the bundle fetches for it. */
const localeFiles = () =>
  new Map(
    supportedLocales
      .filter((locale) => locale !== 'en')
      .map((locale) => [app.lazy[`src/ui/locales/${locale}.ts`]![0]!, locale] as const),
  );

interface PageSetup {
  lang?: string;
  dir?: string;
  meta?: Record<string, string>;
}

/** A page in a language and version, loaded and quiet; the locale tables it has fetched so far, as a live list. */
async function openPage(
  setup: PageSetup,
  props: Record<string, unknown> = {},
  { width = 1280 }: { width?: number } = {},
): Promise<{ page: Page; localesFetched: string[] }> {
  context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const files = localeFiles();
  const localesFetched: string[] = [];
  page.on('request', (request) => {
    const locale = files.get(new URL(request.url()).pathname.slice(1));
    if (locale) localesFetched.push(locale);
  });
  const query = new URLSearchParams({ props: JSON.stringify(props), page: JSON.stringify(setup) });
  await page.goto(`${server.origin}/?${query}`);
  await page.locator('[data-da-slot="launcher"]').waitFor();
  await page.waitForLoadState('networkidle');
  return { page, localesFetched };
}

/** Opens the assistant from its launcher and waits for the real panel (not the loading frame). */
async function openPanel(page: Page) {
  await page.locator('[data-da-slot="launcher"]').click();
  const panel = page.locator('[data-da-slot="panel"][data-state="open"]');
  await panel.waitFor();
  return panel;
}

async function ask(page: Page, question: string) {
  const before = server.requests.length;
  const input = page.locator('[data-da-slot="panel"] textarea');
  await input.fill(question);
  await input.press('Enter');
  await expect.poll(() => server.requests.length).toBe(before + 1);
  return server.requests.at(-1) as { filter?: Record<string, unknown>; currentPath?: string };
}

describe('the panel speaks the page’s language', () => {
  it('<html lang="de">: German strings, lang and dir on the panel', async () => {
    const { page, localesFetched } = await openPage({ lang: 'de' });
    const panel = await openPanel(page);
    expect(await panel.getAttribute('lang')).toBe('de');
    expect(await panel.getAttribute('dir')).toBe('ltr');
    await panel.getByRole('button', { name: 'Assistent schließen' }).waitFor();
    await panel.getByRole('heading', { name: 'Wie kann ich helfen?' }).waitFor();
    expect(await panel.getByRole('textbox').getAttribute('placeholder')).toBe('Stellen Sie eine Frage…');
    expect(localesFetched).toEqual(['de']);
  });

  it('<html lang="ja">: exactly one table, Japanese, fetched on intent and not before', async () => {
    const { page, localesFetched } = await openPage({ lang: 'ja' });
    // Idle on the page, then the pointer on the launcher: no table is fetched before the panel is opened.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })));
    await page.locator('[data-da-slot="launcher"]').hover();
    await page.waitForLoadState('networkidle');
    expect(localesFetched).toEqual([]);
    const panel = await openPanel(page);
    expect(await panel.getAttribute('lang')).toBe('ja');
    await panel.getByRole('button', { name: 'アシスタントを閉じる' }).waitFor();
    await panel.getByRole('button', { name: '送信' }).waitFor();
    expect(localesFetched).toEqual(['ja']);
  });

  it('an English page fetches no locale table, through an answer', async () => {
    const { page, localesFetched } = await openPage({ lang: 'en-US' });
    const panel = await openPanel(page);
    await panel.getByRole('button', { name: 'Close assistant' }).waitFor();
    await ask(page, 'How do I install it?');
    await panel.locator('[data-da-code-block]').waitFor();
    expect(localesFetched).toEqual([]);
  });

  it('the locale prop beats <html lang>, and only its table is fetched', async () => {
    const { page, localesFetched } = await openPage({ lang: 'de' }, { locale: 'fr-CA' });
    const panel = await openPanel(page);
    expect(await panel.getAttribute('lang')).toBe('fr');
    await panel.getByRole('button', { name: 'Fermer l’assistant' }).waitFor();
    expect(localesFetched).toEqual(['fr']);
  });

  it('a host label beats the locale’s, key by key', async () => {
    const { page } = await openPage({ lang: 'de' }, { labels: { close: 'Zumachen' } });
    const panel = await openPanel(page);
    await panel.getByRole('button', { name: 'Zumachen' }).waitFor();
    await panel.getByRole('heading', { name: 'Wie kann ich helfen?' }).waitFor();
  });

  it('zh-Hant picks Traditional Chinese', async () => {
    const { page } = await openPage({ lang: 'zh-Hant' });
    const panel = await openPanel(page);
    expect(await panel.getAttribute('lang')).toBe('zh-TW');
    await panel.getByRole('button', { name: '關閉助理' }).waitFor();
  });
});

describe('right to left', () => {
  it('<html lang="ar" dir="rtl">: launcher, panel, send and close mirrored; code and addresses left to right; axe clean', async () => {
    const { page } = await openPage({ lang: 'ar', dir: 'rtl' });
    const viewport = page.viewportSize()!;
    const launcher = (await page.locator('[data-da-slot="launcher"]').boundingBox())!;
    // The launcher in the bottom-left corner, the mirror of the bottom-right one.
    expect(launcher.x).toBeLessThan(viewport.width / 2);
    expect(launcher.x).toBeLessThanOrEqual(40);

    const panel = await openPanel(page);
    expect(await panel.getAttribute('dir')).toBe('rtl');
    expect(await panel.getAttribute('lang')).toBe('ar');
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.x).toBeLessThanOrEqual(40);

    // The header: close on the left of the title; the composer: send on the left of the text box.
    const close = (await panel.getByRole('button', { name: 'إغلاق المساعد' }).boundingBox())!;
    const title = (await panel.locator('[data-da-slot="header"] h2').boundingBox())!;
    expect(close.x + close.width).toBeLessThanOrEqual(title.x + 1);
    const send = (await panel.getByRole('button', { name: 'إرسال' }).boundingBox())!;
    const input = (await panel.getByRole('textbox').boundingBox())!;
    expect(send.x + send.width).toBeLessThanOrEqual(input.x + 1);

    await ask(page, 'كيف أثبّت الحزمة؟');
    const code = panel.locator('[data-da-code-block] pre');
    await code.waitFor();
    await panel.locator('[data-da-slot="answer"] [data-da-markdown][data-state="done"]').waitFor();
    const directions = await panel.evaluate((section) => {
      const direction = (selector: string) => getComputedStyle(section.querySelector(selector)!).direction;
      return {
        answer: direction('[data-da-slot="answer"] p'),
        code: direction('[data-da-code-block] pre'),
        question: direction('[data-da-question]'),
        address: direction('[data-da-slot="answer"] a[href="https://example.com/install"]'),
      };
    });
    expect(directions).toEqual({ answer: 'rtl', code: 'ltr', question: 'rtl', address: 'ltr' });

    const { violations } = await runAxe(page);
    expect(violations).toEqual([]);
  });

  it('a placed launcher stays where the host put it', async () => {
    const { page } = await openPage({ lang: 'he', dir: 'rtl' }, { theme: { placement: 'bottom-right' } });
    const launcher = (await page.locator('[data-da-slot="launcher"]').boundingBox())!;
    expect(launcher.x).toBeGreaterThan(page.viewportSize()!.width / 2);
    const panel = await openPanel(page);
    expect(await panel.getAttribute('dir')).toBe('rtl');
  });
});

describe('every question carries the page’s version and language', () => {
  it('on a Docusaurus page, and again after a client-side move to another version', async () => {
    const { page } = await openPage({
      lang: 'ja',
      meta: { 'docsearch:version': '1.0', docusaurus_version: '1.0', 'docsearch:language': 'ja' },
    });
    await openPanel(page);
    expect((await ask(page, 'インストール方法は？')).filter).toEqual({ version: '1.0', language: 'ja' });

    await page.evaluate(() =>
      (window as unknown as { __navigate: (path: string, meta: Record<string, string>) => void }).__navigate(
        '/ja/docs/2.0/intro',
        { 'docsearch:version': '2.0', docusaurus_version: '2.0' },
      ),
    );
    const second = await ask(page, '設定は？');
    expect(second.filter).toEqual({ version: '2.0', language: 'ja' });
    expect(second.currentPath).toBe('/ja/docs/2.0/intro');
  });

  it('on a Read the Docs page (its version slug), and without a version on a page with no marker', async () => {
    const rtd = await openPage({ lang: 'en', meta: { 'readthedocs-version-slug': 'stable' } });
    await openPanel(rtd.page);
    expect((await ask(rtd.page, 'How do I install it?')).filter).toEqual({ version: 'stable', language: 'en' });
    await context!.close();

    const plain = await openPage({ lang: 'pt-BR' });
    await openPanel(plain.page);
    expect((await ask(plain.page, 'Como instalo?')).filter).toEqual({ language: 'pt-BR' });
  });

  it('the filter prop replaces both', async () => {
    const { page } = await openPage(
      { lang: 'ja', meta: { docusaurus_version: '1.0' } },
      { filter: { version: 'next', groups: ['admin'] } },
    );
    await openPanel(page);
    expect((await ask(page, 'What is new?')).filter).toEqual({ version: 'next', groups: ['admin'] });
  });
});
