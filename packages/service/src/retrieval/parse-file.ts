import { join } from 'node:path';
import type { CachedPage } from './cached-page';
import { parseFrontMatter } from './front-matter';
import type { Generator } from './generator';
import { expandIncludes } from './includes/expand-includes';
import { PageParseError } from './markdown-sections';
import { pagePathForFile } from './page-path';
import type { SiteLayout } from './site-layout';
import { splitPage } from './split-pages';

/**
 * One docs file's text parsed into its page, or why it is skipped. The same on the main thread and in a parse worker
 * (parse-worker.ts), so where a file is parsed never changes what it becomes. With the site's layout, the page is
 * read as the site shows it: its includes resolved first (a text stage, before any parser), and served at the path
 * its generator gives it.
 */
export function parseDocsFile(name: string, source: string, generator: Generator, site?: SiteLayout): CachedPage {
  const expanded = site ? expandIncludes(source, join(site.roots.docs, name), site.roots) : undefined;
  const path = pagePathForFile(name, parseFrontMatter(source).data, site?.routing);
  const parsed = splitPage({ path, source: expanded?.text ?? source, file: name }, generator);
  if (parsed instanceof PageParseError)
    return {
      skipped: (expanded ? parsed.movedBy((line) => expanded.sourceLine(line)) : parsed).message,
      cause: 'unparsable',
    };
  return { page: expanded?.warnings.length ? { ...parsed, warnings: expanded.warnings } : parsed };
}
