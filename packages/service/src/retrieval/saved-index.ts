import type { IndexData } from './docs-index';
import type { FileStamp } from './file-stamps';
import { snapshotFingerprint, type IndexSnapshot } from './index-snapshot';

type NamedStamp = FileStamp & { name: string };

/**
 * The index saved at the last start, keyed by the files it was built from and by `scope`: the folder and whose
 * anchors its pages were split with. Without a snapshot store, nothing is read or written.
 */
export function savedIndex(snapshot: IndexSnapshot | undefined, scope: string) {
  return {
    /** The saved index, if it was built from exactly these files as they are now. */
    read(files: readonly NamedStamp[]): IndexData | undefined {
      return snapshot?.read(snapshotFingerprint(scope, files));
    },
    /** Saves `data` for the next start; false when there is nowhere to save it. */
    write(files: readonly NamedStamp[], data: IndexData): boolean {
      if (!snapshot) return false;
      snapshot.write(snapshotFingerprint(scope, files), data);
      return true;
    },
  };
}
