import type { Section } from './markdown-sections';
import { termsOf, type Vocabulary } from './query-terms';

/** What the index knows about its sections besides the search indexes: term sets, specificity, repetition. */

/**
 * Each section's terms and each page's, and how specific each term is across all sections, 0..1 (1 = in one
 * section or none). MiniSearch computes IDF per field, so a word in nearly every section (`request` in API docs)
 * still scores high in the short title field; weighting by corpus-wide specificity stops such words from dragging
 * in every page whose title holds them. The term sets also let confidence check what a hit really contains.
 */
export function termStatistics(sections: Section[]) {
  const df = new Map<string, number>();
  const sectionTerms = new Map<string, Set<string>>();
  const headingTerms = new Map<string, Set<string>>();
  const pageTerms = new Map<string, Set<string>>();
  for (const section of sections) {
    headingTerms.set(
      section.id,
      new Set(termsOf(`${section.heading} ${section.trail.join(' ')} ${pageLabel(section)}`)),
    );
    const text = `${section.heading} ${section.trail.join(' ')} ${pageLabel(section)} ${section.prose} ${section.code}`;
    const terms = new Set(termsOf(text));
    sectionTerms.set(section.id, terms);
    const page = pageTerms.get(section.path) ?? new Set<string>();
    for (const term of terms) {
      df.set(term, (df.get(term) ?? 0) + 1);
      page.add(term);
    }
    pageTerms.set(section.path, page);
  }
  const n = sections.length;
  const max = Math.log(1 + n);
  const vocabulary: Vocabulary = {
    specificity: (term) => Math.log(1 + n / (df.get(term) ?? 1)) / max,
    has: (term) => df.has(term),
  };
  return { vocabulary, headingTerms, sectionTerms, pageTerms };
}

/**
 * Sections repeated word for word on many pages (a CLI's shared option blurbs: `--global` documented under every
 * command that takes it) rank lower, so the page whose own content answers can win — except one copy, the one on
 * the page with the most sections (the reference page that documents them all, like a CLI's config page), which
 * keeps its rank so the option is still found where it is documented in full.
 */
export function repetitionDamping(sections: Section[]): Map<string, number> {
  const key = (section: Section) => `${section.heading}\n${section.prose.slice(0, 400)}`;
  const pageSize = new Map<string, number>();
  for (const section of sections) pageSize.set(section.path, (pageSize.get(section.path) ?? 0) + 1);
  const copies = new Map<string, Section[]>();
  for (const section of sections) copies.set(key(section), [...(copies.get(key(section)) ?? []), section]);
  const damping = new Map<string, number>();
  for (const group of copies.values()) {
    if (group.length <= 2) continue;
    const reference = group.reduce((best, section) =>
      (pageSize.get(section.path) ?? 0) > (pageSize.get(best.path) ?? 0) ? section : best,
    );
    for (const section of group)
      if (section !== reference) damping.set(section.id, 1 / (1 + Math.log(group.length - 1)));
  }
  return damping;
}

export const pageLabel = (section: Section) =>
  section.meta.description ? `${section.pageTitle} ${section.meta.description}` : section.pageTitle;
