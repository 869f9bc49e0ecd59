import type { CachedPage } from './cached-page';
import type { FileEntry } from './file-entry';
import type { FileStamp } from './file-stamps';
import type { PageCache } from './page-cache';

/**
 * What a docs loader last made of each file, by name, so a `--watch` load parses only the files that changed; at a
 * first load, the page cache stands in for it. The stamps it holds are what the saved index is keyed by.
 */
export function createKnownParses(cache: PageCache | undefined) {
  const known = new Map<string, FileStamp & { result: CachedPage }>();
  return {
    /** The file's parse kept in memory or in the page cache, if made from the file as it is now. */
    reuse(name: string, stamp: FileStamp, firstLoad: boolean): FileEntry | undefined {
      const inMemory = known.get(name);
      if (inMemory && inMemory.size === stamp.size && inMemory.mtimeMs === stamp.mtimeMs)
        return { name, ...inMemory, fresh: false };
      const cached = cache?.get(name, stamp.size, stamp.mtimeMs);
      if (cached) return { name, size: stamp.size, mtimeMs: stamp.mtimeMs, result: cached, fresh: firstLoad };
      return undefined;
    },
    remember({ name, size, mtimeMs, result }: FileEntry): void {
      known.set(name, { size, mtimeMs, result });
    },
    /** Forgets files no longer in the folder, here and in the page cache. */
    keepOnly(present: ReadonlySet<string>): void {
      for (const name of known.keys()) if (!present.has(name)) known.delete(name);
      cache?.keepOnly(present);
    },
    stamps(): Array<FileStamp & { name: string }> {
      return [...known].map(([name, { size, mtimeMs }]) => ({ name, size, mtimeMs }));
    },
  };
}
