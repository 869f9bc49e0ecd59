import type { Section } from '../retrieval/markdown-sections';

/** Where the site publishes a section: its page's URL as the site links it (`/about/`, `/about.html`), and its anchor. */
export function sectionUrl(section: Section): string {
  const page = section.meta.published ?? section.path;
  return section.anchor ? `${page}#${section.anchor}` : page;
}
