import { rewriteLinks } from '../assistant/excerpt';
import { rewriteProseLines } from '../retrieval/prose-lines';

/**
 * A page's links relative to it (`./api-hmr`, `../guide/`, `#options`) from the site's root, as an answer quoting the
 * page links them (assistant/excerpt.ts): llms-full.txt holds every page in one file at the site's root, so a link
 * left relative would resolve from there, to a page that is not the one meant. Links to other docs files were
 * already made the site's URLs (retrieval/published-links.ts); links in code stay as written.
 */
export function linksFromRoot(markdown: string, pagePath: string): string {
  if (!markdown.includes('](')) return markdown;
  return rewriteProseLines(markdown, (line, inCode) =>
    line.replace(/\]\([^)\s]+\)/g, (link, at: number) => (inCode(at) ? link : rewriteLinks(link, pagePath))),
  );
}
