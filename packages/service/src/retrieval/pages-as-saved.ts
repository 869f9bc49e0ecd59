import type { FileEntry } from './file-entry';
import type { SavedIndexAtStart } from './saved-index';
import type { ParsedPage } from './split-pages';

/**
 * The pages the saved index was built from, given this load's: the same page objects for files found as they were
 * saved, the saved parses for files changed or removed since, none for files added since. The index keeper then
 * changes the saved index by the difference, as for a --watch change. Two files that claim one page path are no
 * reason to build it again: the first in file order holds the path, then as now, as long as neither changed since
 * (an unchanged file that loses the path now lost it then). Undefined when it cannot be done exactly: one of two
 * claimants of a path changed, came or went (which one the saved index holds then depends on both).
 */
export function pagesAsSaved(
  entries: readonly FileEntry[],
  pages: readonly ParsedPage[],
  saved: SavedIndexAtStart,
): { pages: ParsedPage[]; changed: number } | undefined {
  const indexedNow = new Set(pages);
  const was: ParsedPage[] = [];
  let changed = 0;
  const unchanged = new Set<string>();
  for (const entry of entries) {
    const stamp = saved.files.get(entry.name);
    const same =
      stamp && stamp.size === entry.size && stamp.mtimeMs === entry.mtimeMs && !saved.dependencyChanged.has(entry.name);
    if (same) {
      unchanged.add(entry.name);
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
  if (paths.size !== was.length) return undefined;
  // A file whose page is not indexed lost its path to another: both unchanged, or the saved index may hold either.
  const holder = new Map<string, string>();
  for (const entry of entries)
    if ('page' in entry.result && indexedNow.has(entry.result.page)) holder.set(entry.result.page.path, entry.name);
  for (const entry of entries) {
    if (!('page' in entry.result) || indexedNow.has(entry.result.page)) continue;
    const winner = holder.get(entry.result.page.path);
    if (!unchanged.has(entry.name) || winner === undefined || !unchanged.has(winner)) return undefined;
  }
  return { pages: was, changed };
}
