import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { isInside, type OutsideLink } from '../http/inside-folder';
import { buildDocsIndex, type DocsIndex } from './docs-index';
import { detectGenerator, type Generator } from './generator';
import { pagePathForFile } from './markdown-sections';
import type { DocsPage } from './split-pages';

const MARKDOWN = /\.(md|mdx|markdown)$/i;

export interface DocsFolder {
  pages: DocsPage[];
  /** Links under the folder that lead outside it: not indexed, reported once at start-up. */
  skipped: OutsideLink[];
}

/**
 * Every markdown file under `folder` (dot folders and node_modules skipped) with its page path. A symlink is
 * followed only when its real path is inside the folder (so a link to a file elsewhere is never indexed and quoted
 * in answers); a folder reached twice through links is read once.
 */
export async function readDocsFolder(folder: string): Promise<DocsFolder> {
  const root = await realpath(folder);
  const files: string[] = [];
  const skipped: OutsideLink[] = [];
  const visited = new Set<string>([root]);
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = join(dir, entry.name);
      let isDirectory = entry.isDirectory();
      if (entry.isSymbolicLink()) {
        const target = await realpath(full).catch(() => '(broken)');
        if (!isInside(root, target)) {
          skipped.push({ path: relative(root, full), target });
          continue;
        }
        isDirectory = (await stat(target)).isDirectory();
        if (isDirectory && visited.has(target)) continue;
        if (isDirectory) visited.add(target);
      }
      if (isDirectory) await walk(full);
      else if (MARKDOWN.test(entry.name)) files.push(full);
    }
  };
  await walk(root);
  files.sort();
  const pages = await Promise.all(
    files.map(async (file) => {
      const name = relative(root, file);
      return { path: pagePathForFile(name), source: await readFile(file, 'utf8'), file: name };
    }),
  );
  return { pages, skipped };
}

export interface LoadDocsOptions {
  /** Whose heading anchors to reproduce; detected from the folder's generator config when not given. */
  generator?: Generator;
  /** Where per-file warnings go (a file skipped because it cannot be parsed). */
  warn?: (line: string) => void;
}

export async function loadDocsIndex(
  folder: string,
  options: LoadDocsOptions = {},
): Promise<DocsIndex & { skipped: OutsideLink[]; generator: Generator; generatorSource: string }> {
  const { pages, skipped } = await readDocsFolder(folder);
  const detected = options.generator ? undefined : detectGenerator(folder);
  const generator = options.generator ?? detected?.generator ?? 'github';
  const generatorSource = options.generator ? 'as told' : detected ? detected.configFile : 'no generator config found';
  return Object.assign(buildDocsIndex(pages, { generator, warn: options.warn }), {
    skipped,
    generator,
    generatorSource,
  });
}
