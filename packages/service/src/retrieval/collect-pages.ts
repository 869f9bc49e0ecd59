import type { FileEntry } from './file-entry';
import type { ParsedPage } from './split-pages';

/**
 * The pages of a load, in file order: skipped files and a second file for a page path already taken
 * (`guide.md` beside `guide/index.md`) left out, each warned about when this load made its entry.
 */
export function collectPages(entries: readonly FileEntry[], warn: (line: string) => void): ParsedPage[] {
  const pages: ParsedPage[] = [];
  const owner = new Map<string, string>();
  for (const entry of entries) {
    if ('skipped' in entry.result) {
      if (entry.fresh) warn(`docs: skipping ${entry.name} (${entry.result.skipped})`);
      continue;
    }
    const page = entry.result.page;
    const already = owner.get(page.path);
    if (already !== undefined) {
      if (entry.fresh) warn(`docs: skipping ${entry.name} (its page path ${page.path} is already ${already}'s)`);
      continue;
    }
    if (entry.fresh) for (const line of page.warnings ?? []) warn(`docs: ${entry.name}: ${line}`);
    owner.set(page.path, entry.name);
    pages.push(page);
  }
  return pages;
}
