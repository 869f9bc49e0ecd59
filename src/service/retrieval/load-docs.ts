import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { buildDocsIndex, type DocsIndex } from './docs-index';
import { pagePathForFile } from './markdown-sections';

const MARKDOWN = /\.(md|mdx|markdown)$/i;

/** Every markdown file under `folder` (dot folders and node_modules skipped) with its page path. */
export async function readDocsFolder(folder: string): Promise<Array<{ path: string; source: string }>> {
  const files: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (MARKDOWN.test(entry.name)) files.push(full);
    }
  };
  await walk(folder);
  files.sort();
  return Promise.all(
    files.map(async (file) => ({ path: pagePathForFile(relative(folder, file)), source: await readFile(file, 'utf8') })),
  );
}

export async function loadDocsIndex(folder: string): Promise<DocsIndex> {
  return buildDocsIndex(await readDocsFolder(folder));
}
