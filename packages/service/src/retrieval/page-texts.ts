import type { DatabaseSync } from 'node:sqlite';
import type { CachedPage } from './cached-page';
import type { Section } from './markdown-sections';

/** Pages whose sections' text was read lately (an answer quotes a few sections; a --watch change reads them all once). */
const TEXT_PAGES_KEPT = 64;

/**
 * Reads pages' section texts from the page cache when a section is first asked for, keeping the last few pages'
 * in memory. A file changed since (another size or time) or a cache closed or damaged reads as no sections: an
 * answer then quotes nothing from it rather than stopping.
 */
export function pageTexts(db: DatabaseSync, scope: string) {
  const select = db.prepare('SELECT size, mtime, result FROM page_texts WHERE scope = ? AND file = ?');
  const texts = new Map<string, Section[]>();
  const read = (name: string, size: number, mtimeMs: number): Section[] => {
    const key = `${name}\0${size}\0${mtimeMs}`;
    const known = texts.get(key);
    if (known) return known;
    let sections: Section[] = [];
    try {
      const row = select.get(scope, name) as { size: number; mtime: number; result: string } | undefined;
      if (row && row.size === size && row.mtime === mtimeMs) {
        const result = JSON.parse(row.result) as CachedPage;
        if ('page' in result) sections = result.page.sections;
      }
    } catch {
      // Closed or damaged: the section reads as empty rather than stopping an answer.
    }
    texts.set(key, sections);
    if (texts.size > TEXT_PAGES_KEPT) texts.delete(texts.keys().next().value as string);
    return sections;
  };
  /**
   * A file parsed again with the same size and time (a file it includes changed) is stored afresh: the text kept
   * of its earlier parse must not stand in for it.
   */
  const forget = (name: string): void => {
    for (const key of texts.keys()) if (key.startsWith(`${name}\0`)) texts.delete(key);
  };
  return Object.assign(read, { forget });
}
