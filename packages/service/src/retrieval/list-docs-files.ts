import { readdir, realpath, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { isInside, type OutsideLink } from '../http/inside-folder';

const MARKDOWN = /\.(md|mdx|markdown)$/i;

export interface DocsFiles {
  /** The folder's real path: every file is under it. */
  root: string;
  /** Absolute paths, sorted. */
  files: string[];
  /** Links under the folder that lead outside it: not indexed, reported once at start-up. */
  skipped: OutsideLink[];
}

/**
 * Every markdown file under `folder` (dot folders and node_modules skipped), sorted. A symlink is followed only when
 * its real path is inside the folder (so a link to a file elsewhere is never indexed and quoted in answers); a
 * folder reached twice through links is read once.
 */
export async function listDocsFiles(folder: string): Promise<DocsFiles> {
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
  return { root, files, skipped };
}
