import type { SearchResult } from '../from-widget-package';
import { excerptSection } from '../assistant/excerpt';
import type { Section } from '../retrieval/markdown-sections';

/**
 * Only a section's first characters (about three screens of text) are read for its excerpt: a generated page can hold
 * a section of megabytes, and a search answering 50 of them must still cost what 50 paragraphs cost. 50 sections of
 * 148,000 characters took 50–95 ms of CPU to excerpt when cut at 20,000 characters, 25–40 ms at 6,000 (a busy 2-core
 * machine); a matching paragraph further down is not looked at, the best one above it is shown.
 */
const MAX_SECTION_CHARS = 6_000;

/**
 * A section as the search route answers it: the part of it that matches the query (excerpt.ts: the paragraph sharing
 * most words with the query, then what follows it, Markdown, code blocks whole), its link and its names.
 */
export function searchResult(section: Section, query: string): SearchResult {
  const bounded = { ...section, markdown: section.markdown.slice(0, MAX_SECTION_CHARS) };
  const content = excerptSection(bounded, query) || firstWords(section);
  const isSection = section.anchor !== '' || section.heading !== section.pageTitle;
  return {
    content,
    path: resultPath(section),
    metadata: {
      title: section.pageTitle,
      ...(isSection ? { heading: section.heading, trail: section.trail } : {}),
    },
  };
}

/**
 * `path#anchor` as a link on the docs site: percent-encoded (a file named `a b.md`), a `?` or `#` of the file's name
 * escaped so the link still names it. The page route decodes it back (pageKey), as MCP's `get_page` does.
 */
function resultPath(section: Section): string {
  const page = encodeURI(section.meta.published ?? section.path).replace(/[?#]/g, (c) => encodeURIComponent(c));
  return section.anchor ? `${page}#${encodeURI(section.anchor)}` : page;
}

/** A section whose only content is a code block too long to quote whole: its first words instead. */
function firstWords(section: Section): string {
  const text = (section.prose || section.code).slice(0, MAX_SECTION_CHARS).replace(/\s+/g, ' ').trim();
  return text.length <= 300 ? text : `${text.slice(0, 299).replace(/\s\S*$/, '')}…`;
}
