import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { BrowserContext } from 'playwright-core';

/**
 * The origin the built Storybook is served on, through request interception: no port, no server to stop. HTTPS, so
 * the preview is a secure context and has what a real site has (Web Locks).
 */
export const STORYBOOK_ORIGIN = 'https://storybook.test';

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/**
 * Serves `dir` at STORYBOOK_ORIGIN to a page, or to every page of a context (files read once, then from memory), and
 * refuses every other request, telling `onOutside`: the stories work offline, and a shot or a test must not depend on
 * the network.
 */
export async function serveStatic(
  target: Pick<BrowserContext, 'route'>,
  dir: string,
  onOutside: (url: string) => void = () => {},
): Promise<void> {
  const cache = new Map<string, Promise<Buffer | null>>();
  await target.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== STORYBOOK_ORIGIN) {
      onOutside(url.href);
      return route.abort();
    }
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!cache.has(file))
      cache.set(
        file,
        readFile(file).catch(() => null),
      );
    const body = await cache.get(file)!;
    if (!body) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({ body, contentType: contentTypes[extname(path)] ?? 'application/octet-stream' });
  });
}

/** The URL of one story rendered alone, with the scheme global set. */
export const storyUrl = (id: string, scheme: 'light' | 'dark') =>
  `${STORYBOOK_ORIGIN}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=scheme:${scheme}`;
