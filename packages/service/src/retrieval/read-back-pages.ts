import type { FileEntry } from './file-entry';
import type { PageCache } from './page-cache';
import { StoredSection } from './stored-section';
import type { ParsedPage } from './split-pages';

/**
 * Pages parsed at this load, once indexed, swapped in `pages` for the same pages read back from the page cache:
 * their text then stays on disk until an answer quotes it (at 10,000 pages, holding every parse's text kept RSS
 * over a gigabyte after a first start), and the parse is let go. Returns the entries whose page was swapped.
 */
export function readBackPages(entries: readonly FileEntry[], pages: ParsedPage[], cache: PageCache): FileEntry[] {
  const swapped = new Map<ParsedPage, ParsedPage>();
  const readBack: FileEntry[] = [];
  for (const entry of entries) {
    if (!entry.parsed || !('page' in entry.result)) continue;
    // Kept as the cache keeps it since it was parsed (parse-files.ts): nothing to swap.
    if (entry.result.page.sections.every((section) => section instanceof StoredSection)) continue;
    const stored = cache.get(entry.name, entry.size, entry.mtimeMs);
    if (!stored || !('page' in stored)) continue;
    swapped.set(entry.result.page, stored.page);
    readBack.push({ ...entry, result: stored });
  }
  pages.forEach((page, i) => {
    const stored = swapped.get(page);
    if (stored) pages[i] = stored;
  });
  return readBack;
}
