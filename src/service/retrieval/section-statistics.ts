import type { Section } from './markdown-sections';
import { termsOf, type Vocabulary } from './query-terms';

/** What the index knows about its sections besides the search indexes: term sets, specificity, repetition. */

/**
 * Each section's terms and each page's, and how specific each term is across all sections, 0..1 (1 = in one
 * section or none). MiniSearch computes IDF per field, so a word in nearly every section (`request` in API docs)
 * still scores high in the short title field; weighting by corpus-wide specificity stops such words from dragging
 * in every page whose title holds them. The term sets also let confidence check what a hit really contains.
 *
 * Only the document frequencies are kept for every term; a section's or page's term set is computed when a question
 * asks about it (confidence reads the top three hits) and kept in a small cache. Kept for every section, the sets
 * were most of the memory at scale (issue 24: 113,000 sections, 1.7 GiB) and a third of the index build.
 */
export function termStatistics(sections: Section[]) {
  const df = new Map<string, number>();
  const byPage = new Map<string, Section[]>();
  const byId = new Map<string, Section>();
  for (const section of sections) {
    byId.set(section.id, section);
    const page = byPage.get(section.path) ?? [];
    page.push(section);
    byPage.set(section.path, page);
    for (const term of new Set(termsOf(sectionText(section)))) df.set(term, (df.get(term) ?? 0) + 1);
  }
  const n = sections.length;
  const max = Math.log(1 + n);
  const vocabulary: Vocabulary = {
    specificity: (term) => Math.log(1 + n / (df.get(term) ?? 1)) / max,
    has: (term) => df.has(term),
  };
  const headingTerms = lazySets((id: string) => {
    const section = byId.get(id);
    return section ? termsOf(`${section.heading} ${section.trail.join(' ')} ${pageLabel(section)}`) : undefined;
  });
  const sectionTerms = lazySets((id: string) => {
    const section = byId.get(id);
    return section ? termsOf(sectionText(section)) : undefined;
  });
  const pageTerms = lazySets((path: string) => byPage.get(path)?.flatMap((section) => termsOf(sectionText(section))));
  return { vocabulary, headingTerms, sectionTerms, pageTerms };
}

const sectionText = (section: Section) =>
  `${section.heading} ${section.trail.join(' ')} ${pageLabel(section)} ${section.prose} ${section.code}`;

/** Sets a question asks for (a few per question), computed on first use; the most recent few hundred are kept. */
const LAZY_SETS_KEPT = 512;
function lazySets(compute: (key: string) => string[] | undefined) {
  const kept = new Map<string, Set<string>>();
  return {
    get(key: string): Set<string> | undefined {
      const known = kept.get(key);
      if (known) {
        kept.delete(key);
        kept.set(key, known);
        return known;
      }
      const terms = compute(key);
      if (!terms) return undefined;
      const set = new Set(terms);
      kept.set(key, set);
      if (kept.size > LAZY_SETS_KEPT) kept.delete(kept.keys().next().value as string);
      return set;
    },
  };
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
