import { mkdocsSlug } from '../slug';
import { mkdocsConfigTexts } from './mkdocs-configs';

/** MkDocs Material's blog plugin as a site's config turns it on: where its posts are and how their URLs are made. */
export interface MkdocsBlog {
  /** `blog_dir`, relative to the docs folder (default `blog`); its posts are in `posts/` below it. */
  dir: string;
  /** `post_url_format` (default `{date}/{slug}`). */
  urlFormat: string;
  /** `post_url_date_format` (default `yyyy/MM/dd`). */
  dateFormat: string;
}

/**
 * The blog plugin in any of the MkDocs configs in `configFolder` (`mkdocs.yml`, or Textual's `mkdocs-online.yml`,
 * which turns on the blog its `mkdocs-common.yml` does not), read from the YAML's text; undefined when none has it.
 */
export function mkdocsBlogIn(configFolder: string): MkdocsBlog | undefined {
  for (const text of mkdocsConfigTexts(configFolder)) {
    // `  blog:`, `  - blog` or `  - material/blog:` under `plugins:`; never a nav entry (`- blog/index.md`).
    if (!/^\s+(?:-\s+)?(?:material\/)?blog\s*:?\s*$/m.test(text)) continue;
    const option = (key: string) =>
      new RegExp(`^\\s+${key}\\s*:\\s*(["']?)([^"'\\n#]+?)\\1\\s*(?:#.*)?$`, 'm').exec(text)?.[2];
    return {
      dir: (option('blog_dir') ?? 'blog').replace(/^\.?\/+|\/+$/g, ''),
      urlFormat: option('post_url_format') ?? '{date}/{slug}',
      dateFormat: option('post_url_date_format') ?? 'yyyy/MM/dd',
    };
  }
  return undefined;
}

/**
 * A blog post's URL path as the plugin makes it (`blog/posts/release0-17-0.md`, dated 2023-03-29, titled "Textual
 * 0.17.0 adds translucent screens" → `/blog/2023/03/29/textual-0170-adds-translucent-screens`), or undefined when the
 * file is no post or its URL cannot be told (no date, no title or slug, a format naming what is not read here).
 */
export function blogPostPath(
  file: string,
  fields: { slug?: string; date?: string; title?: string },
  blog: MkdocsBlog,
): string | undefined {
  const prefix = blog.dir ? `${blog.dir}/posts/` : 'posts/';
  if (!file.startsWith(prefix) || !/\.md$/i.test(file)) return undefined;
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(fields.date ?? '');
  const slug = fields.slug ?? (fields.title ? mkdocsSlug(fields.title) : undefined);
  if (!date || !slug) return undefined;
  const [, year = '', month = '', day = ''] = date;
  const dated = blog.dateFormat.replace(/yyyy/g, year).replace(/MM/g, month).replace(/dd/g, day);
  const name = file.slice(file.lastIndexOf('/') + 1).replace(/\.md$/i, '');
  const url = blog.urlFormat
    .replace(/\{date\}/g, dated)
    .replace(/\{slug\}/g, slug)
    .replace(/\{file\}/g, name);
  if (/[{}]/.test(url)) return undefined;
  return `/${[blog.dir, url].filter(Boolean).join('/')}`.replace(/\/+/g, '/').replace(/\/$/, '');
}
