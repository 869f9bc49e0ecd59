import { readFileSync, statSync } from 'node:fs';
import { contentHash } from './content-hash';
import type { FileStamp } from './file-stamps';

/**
 * A file other than the page's own that shaped what the page became — one it includes (a snippet, a partial, a
 * `docs_src` example) or a page it links to whose front matter moves it — as it was when the page was parsed. The
 * page cache and the saved index key a page by its own file; these say when its parse is stale all the same.
 */
export interface Dependency extends FileStamp {
  /** Absolute path. */
  file: string;
  /** Its text's digest (content-hash.ts): a new time with the same text (a fresh checkout) leaves the page as it is. */
  hash?: string;
}

/** A file's stamp as one load took it, and its digest once one was needed. */
type SeenStamp = FileStamp & { hash?: string };

/** The files' stamps now; one that cannot be stat'ed is recorded as absent (size -1), so its return counts too. */
export function stampDependencies(files: readonly string[]): Dependency[] {
  return files.map((file) => {
    const stamp = stampOf(file);
    const hash = stamp && hashOf(file);
    return stamp ? { file, ...stamp, ...(hash ? { hash } : {}) } : { file, ...ABSENT };
  });
}

/**
 * Whether each of a parse's dependencies is as it was when the parse was made (none: yes): the same size and time,
 * or the same size and text. `seen` holds the stamps (and digests) taken during one load, so a snippet that 500
 * pages include is stat'ed, and read, once, not 500 times.
 */
export function stillAsStamped(dependencies: readonly Dependency[] | undefined, seen: Map<string, SeenStamp>): boolean {
  for (const dependency of dependencies ?? []) {
    let now = seen.get(dependency.file);
    if (!now) {
      now = { ...(stampOf(dependency.file) ?? ABSENT) };
      seen.set(dependency.file, now);
    }
    if (now.size !== dependency.size) return false;
    if (now.mtimeMs === dependency.mtimeMs) continue;
    if (!dependency.hash) return false;
    now.hash ??= hashOf(dependency.file) ?? '';
    if (now.hash !== dependency.hash) return false;
  }
  return true;
}

function hashOf(file: string): string | undefined {
  try {
    return contentHash(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const ABSENT: FileStamp = { size: -1, mtimeMs: 0 };

function stampOf(file: string): FileStamp | undefined {
  try {
    const info = statSync(file, { throwIfNoEntry: false });
    return info ? { size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}
