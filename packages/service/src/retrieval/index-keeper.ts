import { buildIndexData, sectionsOf, updateIndexData, type IndexData, type TermsOf } from './index-data';
import type { ParsedPage } from './split-pages';

/**
 * The index data a docs loader serves, and the page objects it was built from: a `--watch` load changes it for the
 * pages that differ from the last load (a page object not held here was parsed again) rather than building it
 * whole, and builds it whole only when that cannot be done.
 */
export function createIndexKeeper(warn: (line: string) => void) {
  let current: IndexData | undefined;
  let indexed = new Map<string, ParsedPage>();

  return {
    get data(): IndexData | undefined {
      return current;
    },
    /** Takes an index read back from the saved snapshot (or built as its pages came), built from exactly these pages. */
    adopt(data: IndexData, pages: readonly ParsedPage[]): IndexData {
      indexed = byPath(pages);
      current = data;
      return current;
    },
    /**
     * The index for `pages`: the last one changed for the pages added and removed since, or a new one. `termsOf`
     * gives a page's counted terms (counted where it was parsed, or from its text).
     */
    async update(pages: ParsedPage[], termsOf: TermsOf): Promise<IndexData> {
      const next = byPath(pages);
      const previous = indexed;
      indexed = next;
      if (!current) return (current = buildIndexData(pages, termsOf));
      const removed = [...previous.values()].filter((page) => next.get(page.path) !== page);
      const added = pages.filter((page) => previous.get(page.path) !== page);
      if (removed.length === 0 && added.length === 0) return current;
      try {
        await updateIndexData(current, removed, added, sectionsOf(pages), termsOf);
        return current;
      } catch (error) {
        warn(`docs: updating the index failed (${(error as Error).message}); building it again`);
        return (current = buildIndexData(pages, termsOf));
      }
    },
    /** The same pages as other objects now (read back from the page cache): the next update compares with these. */
    holds(pages: readonly ParsedPage[]): void {
      indexed = byPath(pages);
    },
  };
}

const byPath = (pages: readonly ParsedPage[]) => new Map(pages.map((page) => [page.path, page]));
