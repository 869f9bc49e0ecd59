import { dirname } from 'node:path';
import { mkdocsConfigTexts } from './mkdocs-configs';

/** At most this many titles are kept from a site's configs. */
const MAX_TITLES = 5000;

/**
 * `- Title: file.md` (either side quoted, a comment after it): a nav entry that names its page. An entry that is a
 * section (`- Guide:` with entries under it), a bare file (`- "index.md"`, titled by its page) or a link is not one.
 */
const TITLED_PAGE =
  /^\s*-\s+(?:"([^"]+)"|'([^']+)'|([^"'#:][^#:]*?))\s*:\s*(["']?)([^"'\s#]+\.(?:md|markdown))\4\s*(?:#.*)?$/;

/**
 * The titles an MkDocs site's `nav` gives its pages, by file path in the docs folder (`testclient.md` → "Test
 * Client"). MkDocs names a page by its nav entry before its front matter, its first heading or its file name, and
 * that is the name its navigation, its `<title>` and its search results show. Read from the text of the site's
 * config, then of the other `mkdocs*.yml` beside it in name order (a site may keep its nav in a file its config
 * inherits or includes, as `mkdocs-excluded.ts` reads them), never by running them; where two title one page, the
 * first read wins.
 */
export function mkdocsNavTitles(configFile: string): Record<string, string> {
  const titles: Record<string, string> = {};
  let count = 0;
  for (const text of mkdocsConfigTexts(dirname(configFile), configFile)) {
    for (const [file, title] of navEntries(text)) {
      if (count >= MAX_TITLES) return titles;
      if (Object.hasOwn(titles, file)) continue;
      titles[file] = title;
      count++;
    }
  }
  return titles;
}

/** The titled page entries of the config's top-level `nav:` block, as [file, title]. */
function navEntries(text: string): Array<[string, string]> {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^nav\s*:\s*(#.*)?$/.test(line));
  if (start < 0) return [];
  const entries: Array<[string, string]> = [];
  for (const line of lines.slice(start + 1)) {
    // The block ends at the next top-level key.
    if (/^[^\s#-]/.test(line)) break;
    const entry = TITLED_PAGE.exec(line);
    const title = (entry?.[1] ?? entry?.[2] ?? entry?.[3])?.trim();
    const file = entry?.[5]?.replace(/^\.?\//, '');
    if (title && file && !/^[a-z][\w+.-]*:/i.test(file)) entries.push([file, title]);
  }
  return entries;
}
