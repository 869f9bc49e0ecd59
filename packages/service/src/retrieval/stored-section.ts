import type { Section } from './markdown-sections';
import { REPETITION_KEY, repetitionKey } from './section-statistics';
import type { CachedPage, SkippedFile } from './cached-page';
import type { ParsedPage } from './split-pages';

/** A section as the page cache outlines it: everything but its text, which stays on disk until asked for. */
export type Outline = Omit<Section, 'markdown' | 'prose' | 'code' | 'meta'> & { repeated: string };
export type PageOutline = { page: Omit<ParsedPage, 'sections'> & { sections: Outline[] } } | SkippedFile;

/** What the page cache keeps of a file for every restart to read: its page without the sections' text. */
export function outlineOf(result: CachedPage): PageOutline {
  if ('skipped' in result) return result;
  const sections = result.page.sections.map(
    ({ markdown: _markdown, prose: _prose, code: _code, meta: _meta, ...outline }, i): Outline => ({
      ...outline,
      repeated: repetitionKey(result.page.sections[i] as Section),
    }),
  );
  return { page: { ...result.page, sections } };
}

/**
 * A section read back from the cache: its text is read when first asked for (an answer quoting it, a --watch change
 * counting repetitions), so a restart at 10,000 pages holds outlines, not 100 MB of markdown three times over.
 * A class, not getters per object: 140,000 sections × three closures would cost tens of MB themselves.
 */
export class StoredSection implements Section {
  declare id: string;
  declare path: string;
  declare anchor: string;
  declare pageTitle: string;
  declare heading: string;
  declare headingMarkdown?: string;
  declare trail: string[];
  readonly [REPETITION_KEY]: string;

  constructor(
    outline: Outline,
    readonly meta: Section['meta'],
    private readonly text: () => Section[],
    private readonly index: number,
  ) {
    // Field by field: a rest copy and Object.assign per section were a tenth of a restart at 10,000 pages.
    this.id = outline.id;
    this.path = outline.path;
    this.anchor = outline.anchor;
    this.pageTitle = outline.pageTitle;
    this.heading = outline.heading;
    if (outline.headingMarkdown !== undefined) this.headingMarkdown = outline.headingMarkdown;
    this.trail = outline.trail;
    this[REPETITION_KEY] = outline.repeated;
  }

  get markdown() {
    return this.text()[this.index]?.markdown ?? '';
  }
  get prose() {
    return this.text()[this.index]?.prose ?? '';
  }
  get code() {
    return this.text()[this.index]?.code ?? '';
  }

  /** As a plain section: JSON and spreads see the text like any other section's. */
  toJSON(): Section {
    const { id, path, anchor, pageTitle, heading, headingMarkdown, trail, meta, markdown, prose, code } = this;
    const shown = headingMarkdown === undefined ? {} : { headingMarkdown };
    return { id, path, anchor, pageTitle, heading, ...shown, trail, meta, markdown, prose, code };
  }
}

/**
 * Sections with their text in hand, for building an index from them: the index reads every section's text several
 * times over, and sections read back from the cache would each time read their page again (only the last 64 are
 * kept). One read per page, and the copies are let go once the index is built.
 */
export function withText(sections: Section[]): Section[] {
  return sections.map((section) => (section instanceof StoredSection ? section.toJSON() : section));
}

/** A page read back from its outline, its sections' text read through `text` when first asked for. */
export function pageFromOutline(outline: PageOutline, text: () => Section[]): CachedPage {
  if ('skipped' in outline) return outline;
  const { meta } = outline.page;
  // One string per page for what every section of it repeats (JSON.parse makes a copy per section).
  const { path, title } = outline.page;
  const sections = outline.page.sections.map((section, i) => {
    if (section.path === path) section.path = path;
    if (section.pageTitle === title) section.pageTitle = title;
    return new StoredSection(section, meta, text, i);
  });
  return { page: { ...outline.page, sections } };
}
