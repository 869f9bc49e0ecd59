import { posix } from 'node:path';
import { publishedPathForFile, type PageRouting, type RouteFields } from './page-path';
import { rewriteProseLines } from './prose-lines';
import { linkFragment } from './slug';

/**
 * A page's relative links to other docs files (`[guide](../../guide/screens.md#modes)`) as the URL of the page that
 * file becomes, resolved from the file's folder as the generator resolves them. Resolved later from the page's own
 * URL instead, they break wherever the URL's folder is not the file's: an MkDocs blog post in `blog/posts/` served at
 * `/blog/2023/03/29/…`, a Docusaurus page with a slug, an id or a number prefix. Where the generator moves a page by
 * its front matter (a Docusaurus `slug` or `id`, a Starlight `slug`, a Hugo `slug` or `url`), `fieldsOf` reads the
 * target's, so the link goes where the page went; links in code are left as written.
 */
const RELATIVE_DOC_LINK = /\]\((?![a-z][\w+.-]*:|[#/])([^)\s#]+\.(?:md|mdx|markdown))(#[^)\s]*)?\)/gi;

export function withSiteLinks(
  text: string,
  file: string,
  routing: PageRouting,
  fieldsOf: (file: string) => RouteFields = () => ({}),
): string {
  if (!/\.(md|mdx|markdown)[#)]/i.test(text)) return text;
  const folder = posix.dirname(file.replace(/\\/g, '/'));
  return rewriteProseLines(text, (line, inCode) =>
    line.replace(RELATIVE_DOC_LINK, (whole, target: string, hash: string | undefined, at: number) => {
      if (inCode(at)) return whole;
      const resolved = posix.normalize(posix.join(folder, decoded(target)));
      // A link out of the docs folder names no page here: it stays as written.
      if (resolved.startsWith('../')) return whole;
      return `](${publishedPathForFile(resolved, fieldsOf(resolved), routing)}${linkFragment(hash ?? '', routing.slugify)})`;
    }),
  );
}

function decoded(target: string): string {
  try {
    return decodeURI(target);
  } catch {
    // A stray `%` is part of the name as written.
    return target;
  }
}
