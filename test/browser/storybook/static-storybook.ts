import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { buildStorybook as buildStorybookInto } from '../../../scripts/gallery/storybook-build';
import { STORYBOOK_ORIGIN, serveStatic } from '../../../scripts/gallery/serve-static';

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Builds the Storybook into a fresh temporary folder, as `npm run build-storybook` does, and returns the folder. */
export async function buildStorybook(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'da-storybook-'));
  await buildStorybookInto(projectRoot, outDir);
  return outDir;
}

/**
 * Serves `dir` to `page` at STORYBOOK_ORIGIN and refuses every other request, recording it: the stories must work
 * with no network at all.
 */
export async function serveStorybook(page: Page, dir: string): Promise<string[]> {
  const outside: string[] = [];
  await serveStatic(page, dir, (url) => outside.push(url));
  return outside;
}

/** The URL of one story rendered alone, as Storybook's preview iframe shows it. */
export const storyUrl = (id: string) => `${STORYBOOK_ORIGIN}/iframe.html?id=${id}&viewMode=story`;
