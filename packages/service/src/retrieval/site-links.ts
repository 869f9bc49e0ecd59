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
  const based = withBasePath(text, routing);
  if (!/\.(md|mdx|markdown)(?:[#)>\s]|$)/im.test(based)) return based;
  const folder = posix.dirname(file.replace(/\\/g, '/'));
  /** The page a file link names, as the site publishes it; undefined for one out of the docs folder. */
  const published = (target: string, hash: string | undefined) => {
    const resolved = posix.normalize(posix.join(folder, decoded(target)));
    if (resolved.startsWith('../')) return undefined;
    return `${publishedPathForFile(resolved, fieldsOf(resolved), routing)}${linkFragment(hash ?? '', routing.slugify)}`;
  };
  return rewriteProseLines(based, (line, inCode) => {
    // A reference definition (`[publishing]: ../../publishing-your-site.md#with-github-actions`) names a page too.
    const definition = REFERENCE_DEFINITION.exec(line);
    if (definition && !inCode(0)) {
      const [, start = '', target = '', hash, rest = ''] = definition;
      const url = published(target, hash);
      return url ? `${start}${url}${rest}` : line;
    }
    return line.replace(RELATIVE_DOC_LINK, (whole, target: string, hash: string | undefined, at: number) => {
      if (inCode(at)) return whole;
      const url = published(target, hash);
      // A link out of the docs folder names no page here: it stays as written.
      return url ? `](${url})` : whole;
    });
  });
}

/** A link from the site's root, `](/guide/config)`: not `//host` nor a file link (those are rewritten whole above). */
const ROOT_LINK = /\]\(\/(?!\/)([^)\s]*)\)/g;

/**
 * VitePress and Docusaurus publish a link from the site's root under the site's base path (`/guide/config` on a
 * site at `/project/` leads to `/project/guide/config`); MkDocs, Starlight and Hugo publish it as written.
 */
function withBasePath(text: string, routing: PageRouting): string {
  const base = routing.basePath;
  if (!base || (routing.generator !== 'vitepress' && routing.generator !== 'docusaurus') || !text.includes('](/'))
    return text;
  return rewriteProseLines(text, (line, inCode) =>
    line.replace(ROOT_LINK, (whole, rest: string, at: number) =>
      inCode(at) || rest === base || rest.startsWith(`${base}/`) ? whole : `](/${base}/${rest})`,
    ),
  );
}

/** `[label]: path/to/page.md#anchor "title"`, the destination optionally in angle brackets. */
const REFERENCE_DEFINITION =
  /^(\s{0,3}\[(?:[^\]\\]|\\.)+\]:\s*<?)(?![a-z][\w+.-]*:|[#/])([^\s>#]+\.(?:md|mdx|markdown))(#[^\s>]*)?(>?(?:\s+.*)?)$/i;

function decoded(target: string): string {
  try {
    return decodeURI(target);
  } catch {
    // A stray `%` is part of the name as written.
    return target;
  }
}
