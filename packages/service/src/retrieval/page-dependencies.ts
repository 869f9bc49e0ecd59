import { statSync } from 'node:fs';
import type { FileStamp } from './file-stamps';

/**
 * A file other than the page's own that shaped what the page became — one it includes (a snippet, a partial, a
 * `docs_src` example) or a page it links to whose front matter moves it — as it was when the page was parsed. The
 * page cache and the saved index key a page by its own file; these say when its parse is stale all the same.
 */
export interface Dependency extends FileStamp {
  /** Absolute path. */
  file: string;
}

/** The files' stamps now; one that cannot be stat'ed is recorded as absent (size -1), so its return counts too. */
export function stampDependencies(files: readonly string[]): Dependency[] {
  return files.map((file) => ({ file, ...(stampOf(file) ?? ABSENT) }));
}

/**
 * Whether each of a parse's dependencies is as it was stamped when the parse was made (none: yes). `seen` holds the
 * stamps taken during one load, so a snippet that 500 pages include is stat'ed once, not 500 times.
 */
export function stillAsStamped(dependencies: readonly Dependency[] | undefined, seen: Map<string, FileStamp>): boolean {
  for (const dependency of dependencies ?? []) {
    let now = seen.get(dependency.file);
    if (!now) {
      now = stampOf(dependency.file) ?? ABSENT;
      seen.set(dependency.file, now);
    }
    if (now.size !== dependency.size || now.mtimeMs !== dependency.mtimeMs) return false;
  }
  return true;
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
