import type { CachedPage } from './cached-page';
import type { FileStamp } from './file-stamps';
import { snapshotFingerprint, type IndexSnapshot, type SavedFile, type SavedIndexData } from './index-snapshot';
import type { PageCache } from './page-cache';
import { stillAsStamped } from './page-dependencies';
import { withText } from './stored-section';

/** What a first load takes from the saved index: its data, and the files changed or gone since it was saved. */
export interface SavedIndexAtStart {
  data: SavedIndexData['data'];
  /** Files saved with the index, by name: a file named here and found as it was is indexed as it is. */
  files: ReadonlyMap<string, FileStamp>;
  /** The parses the index holds of files changed or gone since, their text in hand, read before any parse replaces them. */
  stale: Map<string, CachedPage>;
  /** Files found as they were saved whose includes changed since: their pages changed all the same. */
  dependencyChanged: ReadonlySet<string>;
}

/**
 * The index saved at the last start, keyed by `scope` (the folder and whose anchors its pages were split with) and
 * saved with the files it was built from. Without a snapshot store, nothing is read or written.
 */
export function savedIndex(snapshot: IndexSnapshot | undefined, scope: string) {
  const fingerprint = snapshotFingerprint(scope);
  return {
    /**
     * The saved index, with what it holds of the files that changed or went since it was saved, so a restart can
     * change it for those files instead of building it again. Undefined when there is none, or when a changed
     * file's earlier parse is no longer in the page cache (then the index cannot be told what to take out).
     */
    read(
      files: readonly SavedFile[],
      cache: PageCache | undefined,
      seen: Map<string, FileStamp> = new Map(),
      /** Files found with a new time but the text they were saved with: file → the time saved (restamp-unchanged.ts). */
      moved: ReadonlyMap<string, number> = new Map(),
    ): SavedIndexAtStart | undefined {
      const stored = snapshot?.read(fingerprint);
      if (!stored) return undefined;
      const now = new Map(files.map(({ name, size, mtimeMs }) => [name, { size, mtimeMs }]));
      const savedFiles = stored.files.map((file) => {
        const stamp = now.get(file.name);
        return stamp && moved.get(file.name) === file.mtimeMs ? { ...file, mtimeMs: stamp.mtimeMs } : file;
      });
      const saved = { ...stored, files: savedFiles };
      const stale = new Map<string, CachedPage>();
      const dependencyChanged = new Set<string>();
      for (const file of saved.files) {
        const stamp = now.get(file.name);
        const same = stamp && stamp.size === file.size && stamp.mtimeMs === file.mtimeMs;
        if (same && stillAsStamped(file.dependsOn, seen)) continue;
        if (same) dependencyChanged.add(file.name);
        if (!cache) return undefined;
        const was = cache.get(file.name, file.size, file.mtimeMs);
        if (!was) return undefined;
        stale.set(file.name, 'page' in was ? { page: { ...was.page, sections: withText(was.page.sections) } } : was);
      }
      return {
        data: saved.data,
        files: new Map(saved.files.map(({ name, size, mtimeMs }) => [name, { size, mtimeMs }])),
        stale,
        dependencyChanged,
      };
    },
    /** Saves `data` for the next start; false when there is nowhere to save it. */
    write(files: readonly SavedFile[], data: SavedIndexData['data']): boolean {
      if (!snapshot) return false;
      snapshot.write(fingerprint, { data, files: [...files] });
      return true;
    },
  };
}
