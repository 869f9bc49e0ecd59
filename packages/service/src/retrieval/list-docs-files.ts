import { readdirSync, realpathSync, statSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { setImmediate as turn } from 'node:timers/promises';
import { isInside, type OutsideLink } from '../http/inside-folder';

const MARKDOWN = /\.(md|mdx|markdown)$/i;

/**
 * Folders read between two turns of the event loop (a --watch load lists the folder again while answering). Read in
 * place, not through `fs/promises`: a folder of 10,000 pages in 775 folders took 0.15–0.5 s of a restart awaited
 * folder by folder, ~0.05 s read synchronously.
 */
const FOLDERS_PER_TURN = 50;

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
  let folders = 0;
  const walk = async (dir: string): Promise<void> => {
    if (++folders % FOLDERS_PER_TURN === 0) await turn();
    const entries = readdirSync(dir, { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = join(dir, entry.name);
      let isDirectory = entry.isDirectory();
      if (entry.isSymbolicLink()) {
        const target = realTarget(full);
        if (!isInside(root, target)) {
          skipped.push({ path: relative(root, full), target });
          continue;
        }
        isDirectory = statSync(target).isDirectory();
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

function realTarget(link: string): string {
  try {
    return realpathSync.native(link);
  } catch {
    return '(broken)';
  }
}
