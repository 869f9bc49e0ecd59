import type { CachedPage } from './cached-page';
import type { FileEntry } from './file-entry';
import type { FileStamp } from './file-stamps';
import type { SavedFile } from './index-snapshot';
import type { PageCache } from './page-cache';
import { stillAsStamped } from './page-dependencies';

/**
 * What a docs loader last made of each file, by name, so a `--watch` load parses only the files that changed; at a
 * first load, the page cache stands in for it. The stamps it holds are what the saved index is keyed by.
 */
export function createKnownParses(cache: PageCache | undefined) {
  const known = new Map<string, FileStamp & { result: CachedPage }>();
  return {
    /**
     * The file's parse kept in memory or in the page cache, if made from the file as it is now and from the files it
     * includes as they are now (`seen`: the stamps this load took, page-dependencies.ts).
     */
    reuse(name: string, stamp: FileStamp, firstLoad: boolean, seen: Map<string, FileStamp>): FileEntry | undefined {
      const inMemory = known.get(name);
      if (inMemory && inMemory.size === stamp.size && inMemory.mtimeMs === stamp.mtimeMs)
        return dependenciesUnchanged(inMemory.result, seen) ? { name, ...inMemory, fresh: false } : undefined;
      const cached = cache?.get(name, stamp.size, stamp.mtimeMs);
      if (cached && dependenciesUnchanged(cached, seen))
        return { name, size: stamp.size, mtimeMs: stamp.mtimeMs, result: cached, fresh: firstLoad };
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
    /** Every file a known page includes (absolute paths): an edit to one is a change to the docs, for --watch. */
    dependencies(): Set<string> {
      const files = new Set<string>();
      for (const { result } of known.values())
        if ('page' in result) for (const dependency of result.page.dependsOn ?? []) files.add(dependency.file);
      return files;
    },
    /** Each file's stamp, and those of the files its page depends on: what the saved index is keyed by. */
    stamps(): SavedFile[] {
      return [...known].map(([name, { size, mtimeMs, result }]) =>
        'page' in result && result.page.dependsOn
          ? { name, size, mtimeMs, dependsOn: result.page.dependsOn }
          : { name, size, mtimeMs },
      );
    },
  };
}

/** Whether the files a parse included are as they were when it was made (a skipped file's: nothing to check). */
function dependenciesUnchanged(result: CachedPage, seen: Map<string, FileStamp>): boolean {
  return !('page' in result) || stillAsStamped(result.page.dependsOn, seen);
}
