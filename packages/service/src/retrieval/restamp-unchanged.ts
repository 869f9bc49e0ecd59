import { setImmediate as turn } from 'node:timers/promises';
import { readDocsFileSync } from '../read-docs-file';
import { contentHash } from './content-hash';
import type { FileStamp } from './file-stamps';
import type { PageCache } from './page-cache';

/** Files read and hashed between two turns of the event loop (~10 ms of a fresh checkout's 10,000 pages each). */
const SLICE = 100;

/**
 * Files whose modification time changed while the service was stopped but whose text did not — every file of a
 * fresh checkout, a copy made without keeping times, a branch switched and back — keep their parses: each such
 * file's page cache row is keyed to its new time, so it is reused rather than parsed again, and the saved index is
 * told (the returned map: file → the time it was saved with). A file is read only when its size is as cached and
 * its time is not; one edited, or cached before digests were kept, is parsed as before.
 */
export async function restampUnchanged(
  root: string,
  files: readonly string[],
  names: readonly string[],
  stamps: ReadonlyArray<FileStamp | undefined>,
  cache: PageCache,
): Promise<Map<string, number>> {
  const cached = cache.contentStamps();
  const moved = new Map<string, number>();
  let read = 0;
  for (const [i, stamp] of stamps.entries()) {
    const name = names[i] as string;
    const was = cached.get(name);
    if (!stamp || !was || was.size !== stamp.size || was.mtimeMs === stamp.mtimeMs) continue;
    if (++read % SLICE === 0) await turn();
    let text: string;
    try {
      text = readDocsFileSync(root, files[i] as string);
    } catch {
      continue;
    }
    if (contentHash(text) !== was.hash) continue;
    cache.restamp(name, stamp.mtimeMs);
    moved.set(name, was.mtimeMs);
  }
  return moved;
}
