import type { Dirent } from 'node:fs';
import { readdir, realpath } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** True when `path` (already resolved by realpath) is `folder` or inside it. */
export function isInside(folder: string, path: string): boolean {
  return path === folder || path.startsWith(folder.endsWith(sep) ? folder : folder + sep);
}

/** The real path of `path` when it is inside the real `folder` (symlinks resolved), else undefined. */
export async function realPathInside(folder: string, path: string): Promise<string | undefined> {
  const real = await realpath(path).catch(() => undefined);
  return real && isInside(await realpath(folder), real) ? real : undefined;
}

/** A link under a served folder that leads outside it, with where it leads (or `(broken)`). */
export interface OutsideLink {
  path: string;
  target: string;
}

/** Folders walked looking for links: a served site has a few hundred; a runaway folder is not searched forever. */
const MAX_ENTRIES = 20_000;

/**
 * The symlinks under `folder` whose real path is outside it (dot folders and node_modules skipped, as the docs walk
 * does). Run once at start-up so each one is reported once, not on every request that meets it.
 */
export async function findOutsideLinks(folder: string): Promise<OutsideLink[]> {
  // A folder that does not exist (yet) holds no links; requests for its files are 404s.
  const root = await realpath(folder).catch(() => undefined);
  if (!root) return [];
  const found: OutsideLink[] = [];
  let seen = 0;
  const walk = async (dir: string): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (++seen > MAX_ENTRIES) return;
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = join(dir, entry.name);
      if (entry.isSymbolicLink()) {
        const target = await realpath(full).catch(() => '(broken)');
        if (!isInside(root, target)) found.push({ path: relative(root, full), target });
      } else if (entry.isDirectory()) await walk(full);
    }
  };
  await walk(root);
  return found;
}
