import type { FileEntry } from './file-entry';
import type { SavedIndexAtStart } from './saved-index';
import type { ParsedPage } from './split-pages';

/**
 * The pages the saved index was built from, given this load's: the same page objects for files found as they were
 * saved, the saved parses for files changed or removed since, none for files added since. The index keeper then
 * changes the saved index by the difference, as for a --watch change. Undefined when that cannot be done exactly:
 * two files claim one page path (then, which one the index holds depends on both), so the index is built again.
 */
export function pagesAsSaved(
  entries: readonly FileEntry[],
  pages: readonly ParsedPage[],
  saved: SavedIndexAtStart,
): { pages: ParsedPage[]; changed: number } | undefined {
  const indexedNow = new Set(pages);
  const was: ParsedPage[] = [];
  let changed = 0;
  for (const entry of entries) {
    const stamp = saved.files.get(entry.name);
    const same = stamp && stamp.size === entry.size && stamp.mtimeMs === entry.mtimeMs;
    if (same) {
      if ('page' in entry.result && indexedNow.has(entry.result.page)) was.push(entry.result.page);
      continue;
    }
    changed++;
  }
  const present = new Set(entries.map((entry) => entry.name));
  for (const [name, result] of saved.stale) {
    if (!present.has(name)) changed++;
    if ('page' in result) was.push(result.page);
  }
  const paths = new Set(was.map((page) => page.path));
  const claimed = entries.filter((entry) => 'page' in entry.result).length;
  if (paths.size !== was.length || pages.length !== claimed) return undefined;
  return { pages: was, changed };
}
