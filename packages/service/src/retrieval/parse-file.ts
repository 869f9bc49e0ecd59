import { join, sep } from 'node:path';
import { readDocsFileSync } from '../read-docs-file';
import type { CachedPage, SkippedFile } from './cached-page';
import { parseFrontMatter } from './front-matter';
import type { Generator } from './generator';
import { expandIncludes } from './includes/expand-includes';
import type { Placement } from './layout/place-file';
import { placePage } from './layout/place-page';
import { withoutTopLevelImports } from './mdx-imports';
import { withHtmlCommentsAsMdx, withMathAsCode } from './mdx-compat';
import { PageParseError } from './markdown-sections';
import { pagePathForFile, publishedPath } from './page-path';
import { withAttributeDelimiters } from './attribute-delimiters';
import { withHugoParams } from './hugo-param-values';
import { withPublishedLinks } from './published-links';
import { stampDependencies } from './page-dependencies';
import { countPageTerms, type PageTerms } from './page-terms';
import { contentHash } from './content-hash';
import { outlineOf } from './stored-section';
import type { SiteLayout } from './site-layout';
import { splitPage, type ParsedPage } from './split-pages';
import { unreadableFile } from './unreadable-file';

/** Generators whose build leaves out a page marked `draft: true` (Hugo, Docusaurus, Starlight, MkDocs Material's blog). */
const PUBLISHES_NO_DRAFTS = new Set<Generator>(['hugo', 'docusaurus', 'starlight', 'mkdocs']);

/**
 * One docs file's text parsed into its page, or why it is skipped. The same on the main thread and in a parse worker
 * (parse-worker.ts), so where a file is parsed never changes what it becomes. With the site's layout, the page is
 * read as the site shows it: its includes resolved first (a text stage, before any parser), and served at the path
 * its generator gives it.
 */
export function parseDocsFile(name: string, source: string, generator: Generator, site?: SiteLayout): CachedPage {
  const expanded = site ? expandIncludes(source, join(site.roots.docs, name), site.roots) : undefined;
  const fields = parseFrontMatter(source).data;
  if (fields.draft && PUBLISHES_NO_DRAFTS.has(generator))
    return { skipped: 'a draft: `draft: true` in its front matter', cause: 'draft' };
  // A blog post without a title in its front matter is named by its first heading (layout/mkdocs-blog.ts).
  if (site?.routing.blog && !fields.title) fields.title = firstHeading(source);
  const path = pagePathForFile(name, fields, site?.routing);
  const delimited = withAttributeDelimiters(expanded?.text ?? source, site?.routing.attrs);
  const text = site?.hugoParams ? withHugoParams(delimited, site.hugoParams) : delimited;
  const mdx = /\.mdx$/i.test(name);
  const readable = generator !== 'docusaurus' ? text : mdx ? withHtmlCommentsAsMdx(text) : withoutTopLevelImports(text);
  const linked = site ? withPublishedLinks(readable, name, { layout: site, generator }) : undefined;
  const title = site?.titles?.[name.split(sep).join('/')];
  const split = (markdown: string) =>
    splitPage({ path, source: markdown, file: name, ...(title ? { title } : {}) }, generator, site?.routing.slugify);
  let parsed = split(linked?.text ?? readable);
  // MDX that fails on braces may be math for remark-math: read again with the math as code.
  if (parsed instanceof PageParseError && mdx) {
    const again = split(withMathAsCode(linked?.text ?? readable));
    if (!(again instanceof PageParseError)) parsed = again;
  }
  if (parsed instanceof PageParseError) {
    const named = typeof fields.title === 'string' ? fields.title : firstHeading(source);
    return {
      skipped: (expanded ? parsed.movedBy((line) => expanded.sourceLine(line)) : parsed).message,
      cause: 'unparsable',
      // Its page path, as a parsed page's: the key llms.txt, the .md routes and MCP serve it under.
      path,
      ...(title || named ? { title: title ?? named } : {}),
    };
  }
  // The URL the site links the page by, where it is not its path: citations name what the site publishes.
  const published = site ? publishedPath(path, name, fields, site.routing) : path;
  if (published !== path) parsed.meta.published = published;
  const dependencyFiles = [...(expanded?.files ?? []), ...(linked?.read ?? [])];
  const dependsOn = dependencyFiles.length > 0 ? stampDependencies(dependencyFiles) : undefined;
  return {
    page: {
      ...parsed,
      ...(expanded?.warnings.length ? { warnings: expanded.warnings } : {}),
      ...(dependsOn ? { dependsOn } : {}),
    },
  };
}

/** A page's first level-one ATX heading's text. */
const firstHeading = (source: string) => /^#\s+(.+?)\s*#*\s*$/m.exec(source)?.[1];

/**
 * A file as parsed for the index: its page as its site publishes it and the page's words counted, or why it is
 * skipped; with its text's digest when it was read (content-hash.ts).
 */
export type ParsedFile = ({ result: SkippedFile } | { result: { page: ParsedPage }; terms: PageTerms }) & {
  hash?: string;
};

/**
 * A file parsed, placed in its site (its language and version: layout/place-page.ts) and its words counted
 * (page-terms.ts) — all where it is parsed, so a parse worker does the counting too, not the main thread.
 */
function parseAndCountFile(
  name: string,
  source: string,
  generator: Generator,
  site: SiteLayout | undefined,
  placement: Placement | undefined,
): ParsedFile {
  const result = placePage(parseDocsFile(name, source, generator, site), placement);
  return 'page' in result ? { result, terms: countPageTerms(result.page.sections) } : { result };
}

/** A file to parse: its text, or where to read it (inside `root`, the docs folder's real path, as it is read). */
export type FileToParse = { source: string } | { file: string; root: string };

/**
 * A file read and parsed where it is parsed (a parse worker reads its files itself: the main thread only stores
 * what comes back). A file that cannot be read, or leads out of the folder by now, is skipped with its reason.
 */
export function readAndParseFile(
  name: string,
  input: FileToParse,
  generator: Generator,
  site: SiteLayout | undefined,
  placement: Placement | undefined,
): ParsedFile {
  let source: string;
  try {
    source = 'source' in input ? input.source : readDocsFileSync(input.root, input.file);
  } catch (error) {
    return { result: unreadableFile(error as NodeJS.ErrnoException) };
  }
  return { ...parseAndCountFile(name, source, generator, site, placement), hash: contentHash(source) };
}

/**
 * A parse as a parse worker hands it over: a skipped file as it is, a page as the two JSON texts the page cache
 * stores (page-cache.ts: its outline, and the page whole). A string crosses to the main thread as one copy, where a
 * page's object graph is rebuilt object by object, and the main thread would only write it out as JSON again.
 */
export type HandedOverFile = ({ result: SkippedFile } | { outline: string; whole: string; terms: PageTerms }) & {
  hash?: string;
};

export const handOver = (parsed: ParsedFile): HandedOverFile =>
  'terms' in parsed
    ? {
        outline: JSON.stringify(outlineOf(parsed.result)),
        whole: JSON.stringify(parsed.result),
        terms: parsed.terms,
        hash: parsed.hash,
      }
    : parsed;

/**
 * The words of a page as the page cache keeps it whole (its JSON), counted where files are parsed: an index built
 * from the page cache (a saved index that could not be applied) counts every page, half a minute on the main thread
 * at 10,000 pages. Undefined for a skipped file.
 */
export function countCachedPage(whole: string): PageTerms | undefined {
  const result = JSON.parse(whole) as CachedPage;
  return 'page' in result ? countPageTerms(result.page.sections) : undefined;
}

/** A handed-over page as an object again, where there is no page cache to keep its JSON. */
export const takeOver = (handed: HandedOverFile): ParsedFile =>
  'whole' in handed
    ? { result: JSON.parse(handed.whole) as { page: ParsedPage }, terms: handed.terms, hash: handed.hash }
    : handed;
