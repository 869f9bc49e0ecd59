import { join } from 'node:path';
import type { FileEntry } from './file-entry';
import { placedPath, type Placement } from './layout/place-file';
import { pagePathForFile } from './markdown-sections';

/**
 * Every file found, in order, with its page path: where llms.txt and MCP read pages as written. A file that could
 * not be read is not served either (its warning said why); one that could not be parsed still is, as written.
 */
export function servedFiles(
  entries: readonly FileEntry[],
  root: string,
  place: (name: string) => Placement | undefined = () => undefined,
): Array<{ path: string; file: string; root: string }> {
  return entries
    .filter((entry) => !('skipped' in entry.result && entry.result.cause === 'unreadable'))
    .map((entry) => ({
      path: placedPath(place(entry.name), pagePathForFile(entry.name)),
      file: join(root, entry.name),
      root,
    }));
}
