import type { Section } from './markdown-sections';
import { addDocuments, type PackedDocument, type PackedSearchData } from './packed-search';
import { termRules } from './term-rules';

/**
 * Sections added to a search, each by its own language's term rules (term-rules.ts): a run of sections in one
 * language at a time (a page's sections and a language's pages lie together, in file order), so a folder of one
 * language is added in one call, exactly as before there were languages.
 */
export function addByLanguage(
  search: PackedSearchData,
  sections: readonly Section[],
  toDocuments: (run: Section[]) => PackedDocument[],
): void {
  let start = 0;
  for (let i = 1; i <= sections.length; i++) {
    const rules = termRules(sections[start]?.meta.language);
    if (i < sections.length && termRules(sections[i]?.meta.language) === rules) continue;
    addDocuments(search, toDocuments(sections.slice(start, i)), rules);
    start = i;
  }
}
