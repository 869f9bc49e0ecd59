import type { Dependency } from './page-dependencies';
import type { Generator } from './generator';
import { PageParseError, splitMarkdown, type SplitPage } from './markdown-sections';
import type { SlugStep } from './slug';

/** A markdown file as read: its page path, its text, and the file it came from (its extension decides MDX). */
export interface MarkdownFile {
  path: string;
  source: string;
  /** The file, relative to the docs folder, for warnings and to tell `.mdx` from `.md`; the path otherwise. */
  file?: string;
  /** The title the site's navigation gives the page (MkDocs `nav`), which names it before anything in the file. */
  title?: string;
}

export interface ParsedPage extends SplitPage {
  path: string;
  /** What reading it left out (an include not found or refused), warned about once per load that parsed it. */
  warnings?: string[];
  /** Files beside its own that shaped it (page-dependencies.ts): an edit to one makes its parse stale. */
  dependsOn?: Dependency[];
}

export interface SplitPagesOptions {
  generator?: Generator;
  /** Told once per file that is skipped (cannot be parsed, or a second file for a page path already read). */
  warn?: (line: string) => void;
}

/**
 * Every page split into sections. Nothing in a docs folder stops this: a file that cannot be parsed is skipped with
 * one warning naming it and why, and a second file for the same page path (`guide.md` beside `guide/index.md`) is
 * skipped with one naming both — so every section id is unique.
 */
export function splitPages(pages: readonly MarkdownFile[], options: SplitPagesOptions = {}): ParsedPage[] {
  const warn = options.warn ?? (() => undefined);
  const seen = new Map<string, string>();
  const parsed: ParsedPage[] = [];
  for (const page of pages) {
    const file = page.file ?? page.path;
    const first = seen.get(page.path);
    if (first !== undefined) {
      warn(`docs: skipping ${file} (its page path ${page.path} is already ${first}'s)`);
      continue;
    }
    const split = splitPage(page, options.generator);
    if (split instanceof PageParseError) {
      warn(`docs: skipping ${file} (${split.message})`);
      continue;
    }
    seen.set(page.path, file);
    parsed.push(split);
  }
  return parsed;
}

/** One page parsed, or why it could not be. */
export function splitPage(
  page: MarkdownFile,
  generator: Generator | undefined,
  slugify?: readonly SlugStep[],
): ParsedPage | PageParseError {
  try {
    const mdx = /\.mdx$/i.test(page.file ?? '');
    const title = page.title ? { title: page.title } : {};
    const anchors = slugify ? { slugify } : {};
    return { path: page.path, ...splitMarkdown(page.path, page.source, { generator, mdx, ...title, ...anchors }) };
  } catch (error) {
    return PageParseError.from(error);
  }
}
