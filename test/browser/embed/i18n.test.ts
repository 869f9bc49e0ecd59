// In Chromium: the embed (dist/embed, `npm run build` first) on pages in other languages and versions. The
// `locale` attribute and the page's `<html lang>` choose its language, and each question carries the page's version
// and language as `filter` (or the `filter` attribute's), after a client-side move to another version too.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/chromium';
import { streamAnswer, textChunks } from '../support/sse-answers';

const EMBED_DIR = fileURLToPath(new URL('../../../dist/embed', import.meta.url));
const answer = streamAnswer(textChunks(['Run `npm install`.']));

let browser: Browser;
let server: Server;
let origin: string;
let context: BrowserContext | undefined;
const bodies: Array<{ filter?: unknown; currentPath?: string }> = [];

interface PageSetup {
  lang?: string;
  meta?: Record<string, string>;
  element?: Record<string, string>;
}

/** A static docs page with the embed, as a generator writes it: `<html lang>`, version `<meta>`s, the element. */
function pageHtml({ lang, meta = {}, element = {} }: PageSetup): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const metas = Object.entries(meta)
    .map(([name, content]) => `<meta name="${escape(name)}" content="${escape(content)}">`)
    .join('\n');
  const attributes = Object.entries({ domain: 'acme', api: '/api/assistant', storage: 'none', ...element })
    .map(([name, value]) => `${name}="${escape(value)}"`)
    .join(' ');
  return `<!doctype html><html${lang ? ` lang="${escape(lang)}"` : ''}><head><meta charset="utf-8"><title>Docs</title>
${metas}
<link rel="stylesheet" href="/embed/embed.css"><script type="module" src="/embed/embed.js"></script></head>
<body><main><h1>Docs</h1></main><docs-assistant ${attributes}></docs-assistant></body></html>`;
}

beforeAll(async () => {
  if (!existsSync(join(EMBED_DIR, 'embed.js')))
    throw new Error('dist/embed/embed.js is missing: run `npm run build` first.');
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/assistant' && request.method === 'POST') {
      let text = '';
      for await (const chunk of request) text += chunk;
      bodies.push(JSON.parse(text) as (typeof bodies)[number]);
      await answer(request, response, undefined);
      return;
    }
    if (url.pathname.startsWith('/embed/')) {
      const file = normalize(join(EMBED_DIR, url.pathname.slice('/embed/'.length)));
      if (!file.startsWith(EMBED_DIR) || !existsSync(file)) return void response.writeHead(404).end();
      const type = extname(file) === '.css' ? 'text/css' : 'text/javascript';
      return void response.writeHead(200, { 'content-type': type }).end(await readFile(file));
    }
    const setup = JSON.parse(url.searchParams.get('page') ?? '{}') as PageSetup;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageHtml(setup));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});

afterEach(async () => {
  bodies.splice(0);
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

async function openPage(setup: PageSetup): Promise<Page> {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${origin}/docs/intro?page=${encodeURIComponent(JSON.stringify(setup))}`);
  await page.locator('[data-da-slot="launcher"]').click();
  await page.locator('[data-da-slot="panel"][data-state="open"]').waitFor();
  return page;
}

async function ask(page: Page, question: string) {
  const before = bodies.length;
  const input = page.locator('[data-da-slot="panel"] textarea');
  await input.fill(question);
  await input.press('Enter');
  await expect.poll(() => bodies.length).toBe(before + 1);
  return bodies.at(-1)!;
}

describe('<docs-assistant> in the page’s language and version', () => {
  it('speaks <html lang>, and the locale attribute beats it', async () => {
    const japanese = await openPage({ lang: 'ja' });
    const panel = japanese.locator('[data-da-slot="panel"][data-state="open"]');
    expect(await panel.getAttribute('lang')).toBe('ja');
    await panel.getByRole('button', { name: 'アシスタントを閉じる' }).waitFor();
    await context!.close();

    const german = await openPage({ lang: 'ja', element: { locale: 'de' } });
    const germanPanel = german.locator('[data-da-slot="panel"][data-state="open"]');
    expect(await germanPanel.getAttribute('lang')).toBe('de');
    await germanPanel.getByRole('button', { name: 'Assistent schließen' }).waitFor();
  });

  it('sends a Docusaurus page’s version and language, and follows a client-side move to another version', async () => {
    const page = await openPage({ lang: 'ja', meta: { docusaurus_version: '1.0' } });
    expect((await ask(page, '設定は？')).filter).toEqual({ version: '1.0', language: 'ja' });
    await page.evaluate(() => {
      history.pushState(null, '', '/ja/docs/2.0/intro');
      document.querySelector<HTMLMetaElement>('meta[name="docusaurus_version"]')!.content = '2.0';
    });
    const second = await ask(page, 'インストールは？');
    expect(second.filter).toEqual({ version: '2.0', language: 'ja' });
    expect(second.currentPath).toBe('/ja/docs/2.0/intro');
  });

  it('sends a Read the Docs page’s version slug; the filter attribute replaces both', async () => {
    const rtd = await openPage({ lang: 'en', meta: { 'readthedocs-version-slug': 'stable' } });
    expect((await ask(rtd, 'How do I install it?')).filter).toEqual({ version: 'stable', language: 'en' });
    await context!.close();

    const given = await openPage({
      lang: 'en',
      meta: { 'readthedocs-version-slug': 'stable' },
      element: { filter: '{"version":"latest"}' },
    });
    expect((await ask(given, 'How do I install it?')).filter).toEqual({ version: 'latest' });
  });
});
