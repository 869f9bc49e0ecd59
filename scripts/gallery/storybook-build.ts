import { execFile } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** What the static Storybook is built from: a change under any of these makes `storybook-static/` stale. */
const SOURCES = ['src', 'stories', '.storybook'];

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path);
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(entries.map((entry) => newestMtime(join(path, entry))));
  return Math.max(info.mtimeMs, ...times);
}

/**
 * `storybook-static/` as `npm run build-storybook` leaves it, rebuilt only when a source is newer than its
 * index.json (or `force`). Returns the folder and whether it was rebuilt.
 */
export async function buildOrReuseStorybook(root: string, force: boolean): Promise<{ dir: string; built: boolean }> {
  const dir = join(root, 'storybook-static');
  const builtAt = await stat(join(dir, 'index.json')).then(
    (info) => info.mtimeMs,
    () => 0,
  );
  const changedAt = Math.max(...(await Promise.all(SOURCES.map((source) => newestMtime(join(root, source))))));
  if (!force && builtAt > changedAt) return { dir, built: false };
  await buildStorybook(root, dir);
  return { dir, built: true };
}

/** Builds the Storybook of the project at `root` into `dir`, as `npm run build-storybook` does. */
export async function buildStorybook(root: string, dir: string): Promise<void> {
  await promisify(execFile)(join(root, 'node_modules/.bin/storybook'), ['build', '--quiet', '-o', dir], {
    cwd: root,
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    maxBuffer: 16 * 1024 * 1024,
  });
}
