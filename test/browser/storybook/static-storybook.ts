import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Builds the Storybook into a fresh temporary folder, as `npm run build-storybook` does, and returns the folder. */
export async function buildStorybook(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'da-storybook-'));
  await promisify(execFile)(join(projectRoot, 'node_modules/.bin/storybook'), ['build', '--quiet', '-o', outDir], {
    cwd: projectRoot,
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    maxBuffer: 16 * 1024 * 1024,
  });
  return outDir;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** The origin the built Storybook is served on, through request interception: no port, no server to stop. */
export const STORYBOOK_ORIGIN = 'http://storybook.test';

/**
 * Serves `dir` to `page` at STORYBOOK_ORIGIN and refuses every other request, recording it: the stories must work
 * with no network at all.
 */
export async function serveStorybook(page: Page, dir: string): Promise<string[]> {
  const outside: string[] = [];
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== STORYBOOK_ORIGIN) {
      outside.push(url.href);
      return route.abort();
    }
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = await readFile(join(dir, path === '/' ? 'index.html' : path));
      return route.fulfill({ body, contentType: contentTypes[extname(path)] ?? 'application/octet-stream' });
    } catch {
      return route.fulfill({ status: 404, body: 'not found' });
    }
  });
  return outside;
}

/** The URL of one story rendered alone, as Storybook's preview iframe shows it. */
export const storyUrl = (id: string) => `${STORYBOOK_ORIGIN}/iframe.html?id=${id}&viewMode=story`;
