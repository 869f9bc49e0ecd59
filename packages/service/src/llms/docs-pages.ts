import { relative } from 'node:path';
import { readDocsFileSync, RefusedDocsFile } from '../read-docs-file';
import type { DocsIndex } from '../retrieval/docs-index';
import { expandIncludes } from '../retrieval/includes/expand-includes';
import { MAY_HAVE_SHORTCODES, rewriteHugoShortcodes } from '../retrieval/hugo-shortcodes';
import type { IncludeRoots } from '../retrieval/includes/include-reader';
import { withPublishedLinks, type LinkingSite } from '../retrieval/published-links';

/**
 * A page as agents read it: its Markdown as written, its includes read in and its links to other pages leading where
 * the site publishes them, as the site shows it; no front matter.
 */
export interface DocsPage {
  /** The page's URL path, as the index names it (`/guides/install`, `/` for the root `index.md`). */
  path: string;
  title: string;
  /** The front matter's `description`, when the page has one. */
  description?: string;
  /**
   * Its Markdown as written; `undefined` when its file cannot be read now (gone, unreadable, or swapped since
   * start-up for a link leading outside the docs folder): every route that serves a page leaves such a page out.
   */
  readonly markdown: string | undefined;
}

export interface DocsPages {
  /** Every page, in the order the docs folder is read (sorted by file path). */
  readonly list: readonly DocsPage[];
  get(path: string): DocsPage | undefined;
}

// YAML (`---`) or TOML (`+++`, Hugo) front matter at the very start, a byte-order mark allowed before it.
const FRONT_MATTER = /^\uFEFF?(?:---[ \t]*\r?\n[\s\S]*?\r?\n---|\+\+\+[ \t]*\r?\n[\s\S]*?\r?\n\+\+\+)[ \t]*(?:\r?\n|$)/;

/** The source without its front matter and the blank lines after it; everything else byte for byte. */
export function stripFrontMatter(source: string): string {
  const match = FRONT_MATTER.exec(source);
  if (!match) return source.replace(/^\uFEFF/, '');
  return source.slice(match[0].length).replace(/^(?:[ \t]*\r?\n)+/, '');
}

/**
 * A page's file: its text as read, or where to read it when asked (a service's docs folder, too large to hold), with
 * the docs folder's real path (`root`) it must still be inside when read.
 */
export type PageSource =
  | { path: string; source: string; title?: string }
  | { path: string; file: string; root: string; title?: string; includes?: IncludeRoots; links?: LinkingSite };

/**
 * The pages of a docs folder (its files as `readDocsFolder` reads them, or only named) with the titles and
 * descriptions the index gave them, so a page is named the same in llms.txt, in MCP results and in the widget.
 * A page given by its file is read each time its Markdown is asked for: at 10,000 pages the sources held in memory
 * were 100 MB, and the service read every file a second time at start-up to hold them. A file that cannot be read
 * is said to `warn` once (again only after it was read in between), not on every request that meets it.
 */
export function docsPages(
  sources: ReadonlyArray<PageSource>,
  index: DocsIndex,
  warn: (line: string) => void = () => undefined,
): DocsPages {
  const descriptions = new Map<string, string>();
  for (const section of index.sections) {
    if (section.meta.description && !descriptions.has(section.path))
      descriptions.set(section.path, section.meta.description);
  }
  const list: DocsPage[] = [];
  const seen = new Set<string>();
  const readPage = pageReader(warn);
  for (const page of sources) {
    const { path } = page;
    // `index.md` and `README.md` in one folder name the same page: it is listed once, as the first file read.
    if (seen.has(path)) continue;
    seen.add(path);
    const description = descriptions.get(path);
    const title = index.pages.get(path) ?? page.title ?? path;
    const named = { path, title, ...(description ? { description } : {}) };
    if ('source' in page) list.push({ ...named, markdown: stripFrontMatter(page.source) });
    else
      list.push({
        ...named,
        get markdown() {
          return readPage(page);
        },
      });
  }
  return fromList(list);
}

/** Hugo's shortcodes as the index reads them (retrieval/hugo-shortcodes.ts): an agent never sees `{{< new-in >}}`. */
function withoutShortcodes(markdown: string): string {
  if (!MAY_HAVE_SHORTCODES.test(markdown)) return markdown;
  const lines = markdown.split('\n');
  rewriteHugoShortcodes(lines);
  return lines.join('\n');
}

/**
 * Reads a page's Markdown from its file as it is now, through the docs folder's checks, with its includes read in
 * (under the same bounds as for the index: an agent never sees a `--8<--` or `<<<` line the reader does not) and its
 * links resolved as the index resolves them; why not, said once.
 */
function pageReader(warn: (line: string) => void) {
  const refused = new Map<string, string>();
  return ({ root, file, includes, links }: Extract<PageSource, { file: string }>): string | undefined => {
    try {
      const source = readDocsFileSync(root, file);
      const expanded = includes ? expandIncludes(source, file, includes).text : source;
      const linked = links ? withPublishedLinks(expanded, relative(root, file), links).text : expanded;
      const markdown = withoutShortcodes(stripFrontMatter(linked));
      refused.delete(file);
      return markdown;
    } catch (error) {
      const why =
        error instanceof RefusedDocsFile
          ? error.message
          : `cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
      if (refused.get(file) !== why) warn(`docs: not serving ${relative(root, file)} (${why})`);
      refused.set(file, why);
      return undefined;
    }
  };
}

/**
 * Pages rebuilt from the index's sections, for a service given a built index rather than a folder: the sources
 * are not at hand, the sections' Markdown under their headings is the closest thing.
 */
export function pagesFromIndex(index: DocsIndex): DocsPages {
  const bodies = new Map<string, string[]>();
  for (const section of index.sections) {
    const parts = bodies.get(section.path) ?? [];
    const heading = section.anchor ? `${'#'.repeat(Math.min(section.trail.length + 2, 4))} ${section.heading}\n\n` : '';
    parts.push(`${heading}${section.markdown}`);
    bodies.set(section.path, parts);
  }
  const list = [...index.pages].map(([path, title]): DocsPage => {
    const description = index.sections.find((s) => s.path === path)?.meta.description;
    return {
      path,
      title,
      ...(description ? { description } : {}),
      markdown: [`# ${title}`, ...(bodies.get(path) ?? [])].join('\n\n') + '\n',
    };
  });
  return fromList(list);
}

function fromList(list: DocsPage[]): DocsPages {
  const byPath = new Map(list.map((page) => [page.path, page]));
  return { list, get: (path) => byPath.get(path) };
}

/** Where a page's Markdown is served: `/guides/install` → `/guides/install.md`, the root page → `/index.md`. */
export function markdownPath(pagePath: string): string {
  return pagePath === '/' ? '/index.md' : `${pagePath}.md`;
}
