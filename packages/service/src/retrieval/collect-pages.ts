import type { FileEntry } from './file-entry';
import type { ParsedPage } from './split-pages';

/**
 * The pages of a load, in file order: skipped files and a second file for a page path already taken
 * (`guide.md` beside `guide/index.md`) left out, each warned about when this load made its entry.
 */
export function collectPages(entries: readonly FileEntry[], warn: (line: string) => void): ParsedPage[] {
  const take = pageCollector(warn);
  return entries.flatMap((entry) => take(entry) ?? []);
}

/** `collectPages` an entry at a time, given in file order: the entry's page, or undefined when it is left out. */
export function pageCollector(warn: (line: string) => void) {
  const owner = new Map<string, string>();
  return (entry: FileEntry): ParsedPage | undefined => {
    if ('skipped' in entry.result) {
      if (entry.fresh && entry.result.cause !== 'draft') warn(`docs: skipping ${entry.name} (${entry.result.skipped})`);
      return undefined;
    }
    const page = entry.result.page;
    const already = owner.get(page.path);
    if (already !== undefined) {
      if (entry.fresh) warn(`docs: skipping ${entry.name} (its page path ${page.path} is already ${already}'s)`);
      return undefined;
    }
    if (entry.fresh) for (const line of page.warnings ?? []) warn(`docs: ${entry.name}: ${line}`);
    owner.set(page.path, entry.name);
    return page;
  };
}
