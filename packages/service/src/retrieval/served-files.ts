import { join } from 'node:path';
import type { FileEntry } from './file-entry';
import type { IncludeRoots } from './includes/include-reader';
import { pagePathForFile } from './page-path';
import type { LinkingSite } from './published-links';

/** A file a service serves as written (llms.txt, the `.md` routes, MCP), at its page's path. */
export interface ServedFile {
  path: string;
  /** The title of a file that could not be parsed, from its front matter or first heading (a page's is the index's). */
  title?: string;
  file: string;
  root: string;
  /** Where its includes are read from, so it is served with them as the site shows it. */
  includes?: IncludeRoots;
  /** The site its links to other pages are resolved in, so they lead where the site publishes those pages. */
  links?: LinkingSite;
}

/**
 * Every file found, in order, with its page path: the one list of what `serve`, `mcp` and `build-llms` serve as
 * written. A file that could not be read is not served (its warning said why), nor a draft; one that could not be parsed still
 * is, as written, at the path and under the title its front matter gives it; a parsed one at its page's path (a
 * `slug` moves it), so a page has one path in answers and in llms.txt.
 */
export function servedFiles(entries: readonly FileEntry[], root: string, site?: LinkingSite): ServedFile[] {
  return entries
    .filter((entry) => !('skipped' in entry.result && entry.result.cause !== 'unparsable'))
    .map((entry) => ({
      path:
        'page' in entry.result
          ? entry.result.page.path
          : (entry.result.path ?? pagePathForFile(entry.name, {}, site?.layout.routing)),
      ...(!('page' in entry.result) && entry.result.title ? { title: entry.result.title } : {}),
      file: join(root, entry.name),
      root,
      ...(site ? { includes: site.layout.roots, links: site } : {}),
    }));
}
