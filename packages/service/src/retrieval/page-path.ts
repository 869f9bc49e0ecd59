import type { Generator } from './generator';
import { blogPostPath, type MkdocsBlog } from './layout/mkdocs-blog';
import { placeFile, placedPath, type Placement } from './layout/place-file';
import type { SlugStep } from './slug';

/** How the site's generator turns a docs file into its URL, as far as its config says it in plain literals. */
export interface PageRouting {
  /** Whose rules: Docusaurus strips number prefixes and reads `id`; Docusaurus and Starlight read `slug`. */
  generator?: Generator;
  /**
   * Docusaurus, Starlight: files under this folder (relative to the docs folder, `''` for the docs folder itself)
   * are served under `routeBase` instead; files elsewhere (a blog beside the docs) keep their folder path.
   */
  docsFolder?: string;
  /** The URL folder `docsFolder`'s files are served under, without slashes: Docusaurus's `routeBasePath`, `''` for the root. */
  routeBase?: string;
  /** VitePress `rewrites` given as plain file-to-file pairs, both relative to the docs folder. */
  rewrites?: Readonly<Record<string, string>>;
  /**
   * A translated or versioned site's content folders (layout/), each with the locale and version segments its pages
   * are published under. A file in none of them is routed as if there were none.
   */
  places?: readonly Placement[];
  /** MkDocs Material's blog plugin, when the site turns it on: its posts are served by date and title. */
  blog?: MkdocsBlog;
  /**
   * How the site's URLs end (publishedPathForFile): `slash` (`/guides/install/`: Hugo, MkDocs, Starlight, Docusaurus
   * with `trailingSlash: true`), `html` (`/guides/install.html`: Sphinx, VitePress without `cleanUrls`, MkDocs
   * without directory URLs, Hugo's `uglyURLs`); bare (`/guides/install`) when absent.
   */
  urlEnding?: 'slash' | 'html';
  /** The site's own heading anchors, where its config sets a slugify the service can read (slug.ts `SlugStep`). */
  slugify?: readonly SlugStep[];
  /** Attribute delimiters other than `{ }` (`## Props %{#props}%`): a heading's explicit id is read between them. */
  attrs?: { left: string; right: string };
  /** mystmd's `site.options.folders: true`: pages under their folders' paths; without it every page is at the root. */
  folders?: boolean;
  /**
   * The path the site is published under, when not its host's root (layout/base-path.ts), without slashes:
   * `mkdocs-material` for `https://squidfunk.github.io/mkdocs-material/`. Published URLs start with it; page paths,
   * the service's own keys, do not.
   */
  basePath?: string;
}

/** The front matter fields that move a page: Docusaurus's `slug` and `id`, Starlight's `slug`. */
export interface RouteFields {
  slug?: string;
  id?: string;
  /** Hugo's `url`: the whole path, from the site's root. */
  url?: string;
  /** A blog post's date and title, which name its URL (layout/mkdocs-blog.ts). */
  date?: string;
  title?: string;
}

// Docusaurus: `01-intro.md`, `2. setup.md`, `03_guides/` lose their number prefix in the URL (and the doc id).
const NUMBER_PREFIX = /^\d+\s*[-_.]+\s*/;

/**
 * The URL path the published site serves a docs file at. `guides/install.md` → `/guides/install`; `index.md` and
 * `README.md` name their folder. On top of that, the generator's routing: Docusaurus's number prefixes, `id`,
 * `slug` (absolute from its route base, or relative to the file's folder), `routeBasePath`, and a folder's
 * same-named doc as the folder's page; Starlight's `slug` (from the site's root); VitePress's plain `rewrites`.
 * With a translated or versioned site's content folders (`places`), the locale and version segments too.
 */
export function pagePathForFile(relativeFile: string, fields: RouteFields = {}, routing: PageRouting = {}): string {
  const place = routing.places && placeFile({ folders: routing.places }, relativeFile);
  if (!place) return routedPath(relativeFile, fields, routing);
  const { places: _places, ...unplaced } = routing;
  if (routing.generator !== 'docusaurus' && routing.generator !== 'starlight')
    return placedPath(place, routedPath(relativeFile, fields, unplaced));
  return placedWithinFolder(relativeFile, fields, unplaced, place);
}

/**
 * Docusaurus and Starlight publish a content folder's page at locale + route base + version + its own path within
 * the folder (`i18n/ja/docusaurus-plugin-content-docs/version-1.0/intro.md` → `/ja/docs/1.0/intro`), the own path
 * read with the generator's rules; an absolute Docusaurus slug starts at the route base and version, as the
 * generator resolves it. A Starlight slug names the whole path below the site's root, its locale included.
 */
function placedWithinFolder(file: string, fields: RouteFields, routing: PageRouting, place: Placement): string {
  const name = file.replace(/\\/g, '/');
  const within = place.folder ? name.slice(place.folder.length + 1) : name;
  if (routing.generator === 'starlight' && fields.slug !== undefined) return joinPath([fields.slug]);
  // The route base of the site's own docs folder (Docusaurus's default `docs`), with the version after it.
  const routeBase = routing.routeBase ?? (routing.generator === 'docusaurus' ? 'docs' : '');
  const inFolder = { ...routing, docsFolder: '', routeBase: joinPath([routeBase, place.versionPrefix]) };
  const path = routedPath(within, fields, inFolder);
  if (!place.localePrefix) return path;
  return path === '/' ? place.localePrefix : `${place.localePrefix}${path}`;
}

/**
 * The URL the published site links a docs file's page by: its page path (the key every route and lookup uses,
 * pageKey's form) with the ending the site gives its URLs. With `html` endings a folder's own page (`index.md`,
 * `_index.md`, `README.md`) is its folder (`/guides/`), which every static host serves.
 */
export function publishedPathForFile(
  relativeFile: string,
  fields: RouteFields = {},
  routing: PageRouting = {},
): string {
  return publishedPath(pagePathForFile(relativeFile, fields, routing), relativeFile, fields, routing);
}

/** `publishedPathForFile` for a page path already made from that file. */
export function publishedPath(path: string, relativeFile: string, fields: RouteFields, routing: PageRouting): string {
  const ended = withUrlEnding(path, relativeFile, fields, routing);
  return routing.basePath ? `/${routing.basePath}${ended}` : ended;
}

function withUrlEnding(path: string, relativeFile: string, fields: RouteFields, routing: PageRouting): string {
  if (!routing.urlEnding || path === '/') return path;
  // A Hugo `url` naming a file (`/feed.xml`, `/old-page.html`) is published as written.
  if (routing.generator === 'hugo' && /\.\w+$/.test(fields.url?.trim() ?? '')) return path;
  const name = relativeFile.replace(/\\/g, '/').split('/').pop() ?? '';
  const folderPage = /^_?(index|readme)\.[a-z]+$/i.test(name);
  return routing.urlEnding === 'slash' || folderPage ? `${path}/` : `${path}.html`;
}

/** A URL the reader is on (`/mkdocs-material/setup/`) as the page path it shows, its base path taken off. */
export function withoutBasePath(path: string | undefined, basePath: string | undefined): string | undefined {
  if (!path || !basePath) return path;
  const base = `/${basePath}`;
  if (path === base) return '/';
  return path.startsWith(`${base}/`) ? path.slice(base.length) : path;
}

function routedPath(relativeFile: string, fields: RouteFields, routing: PageRouting): string {
  let file = relativeFile.replace(/\\/g, '/');
  const rewritten = routing.rewrites?.[file];
  if (rewritten) file = rewritten;
  if (routing.generator === 'docusaurus') return docusaurusPath(file, fields, routing);
  if (routing.generator === 'hugo') return hugoPath(file, fields, routing);
  if (routing.generator === 'mystmd') return mystmdPath(file, routing);
  const inDocsFolder =
    routing.docsFolder && file.startsWith(`${routing.docsFolder}/`) ? file.slice(routing.docsFolder.length + 1) : file;
  const post = routing.blog && blogPostPath(inDocsFolder, fields, routing.blog);
  if (post) return post;
  if (routing.generator === 'starlight' && fields.slug !== undefined) return joinPath([fields.slug]);
  const { parts, base } = underRouteBase(segments(file), routing);
  return joinPath([...base, ...folderPage(parts)]);
}

/** A file's segments below the routed docs folder, and the route base they are served under. */
function underRouteBase(parts: string[], routing: PageRouting): { parts: string[]; base: string[] } {
  const docsFolder = routing.docsFolder === undefined ? undefined : segments(routing.docsFolder);
  if (!docsFolder || !docsFolder.every((part, i) => parts[i] === part)) return { parts, base: [] };
  return { parts: parts.slice(docsFolder.length), base: segments(routing.routeBase ?? '') };
}

function docusaurusPath(file: string, fields: RouteFields, routing: PageRouting): string {
  const routed = underRouteBase(segments(file), routing);
  const base = routed.base;
  const parts = routed.parts.map((part) => part.replace(NUMBER_PREFIX, '') || part);
  const folders = parts.slice(0, -1);
  const slug = fields.slug?.trim();
  if (slug) return joinPath(slug.startsWith('/') ? [...base, slug] : [...base, ...folders, slug]);
  const name = fields.id?.trim() || (parts[parts.length - 1] ?? '');
  // `guides/guides.md`, like `guides/index.md`, is the folder's own page.
  const own = folders.length > 0 && name === folders[folders.length - 1];
  return joinPath([...base, ...(own ? folders : folderPage([...folders, name]))]);
}

/**
 * Hugo: `_index.md` (a section's own page) and `index.md` (a page bundle) name their folder; `url` is the whole path;
 * `slug` replaces the file's own name; and the path is lower-cased, as Hugo does unless `disablePathToLower` is set.
 */
function hugoPath(file: string, fields: RouteFields, routing: PageRouting): string {
  const url = fields.url?.trim();
  if (url) return joinPath([url.toLowerCase()]);
  const { parts, base } = underRouteBase(segments(file), routing);
  const own = /^_?index$/i.test(parts[parts.length - 1] ?? '');
  const folders = parts.slice(0, -1);
  const name = own ? [] : [fields.slug?.trim() || (parts[parts.length - 1] ?? '')];
  if (own && fields.slug?.trim() && folders.length > 0) folders[folders.length - 1] = fields.slug.trim();
  return joinPath([...base, ...folders, ...name].map((part) => part.toLowerCase()));
}

/**
 * mystmd (Jupyter Book 2): each name as myst-cli's `createSlug` makes it (a leading number dropped, unless a year;
 * lower case; `&` as "and"; anything but letters, digits and hyphens a hyphen; at most 50 characters); `index.md`
 * names its folder; without `folders: true` in the site's options every page is served at the root by its own name.
 */
function mystmdPath(file: string, routing: PageRouting): string {
  const parts = folderPage(segments(file)).map(mystmdSlug);
  return joinPath(routing.folders ? parts : parts.slice(-1));
}

function mystmdSlug(name: string): string {
  const unnumbered = /^([12][0-9]{3})([^0-9]|$)|^[0-9]{5}/.test(name) ? name : name.replace(/^[0-9_.-]+/, '') || name;
  return unnumbered
    .replace(/&/g, '-and-')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 50);
}

function segments(file: string): string[] {
  return file
    .replace(/\.(md|mdx|markdown)$/i, '')
    .split('/')
    .filter(Boolean);
}

function folderPage(parts: string[]): string[] {
  return /^(index|readme)$/i.test(parts[parts.length - 1] ?? '') ? parts.slice(0, -1) : parts;
}

function joinPath(parts: readonly string[]): string {
  const path = parts
    .join('/')
    .split('/')
    .filter((part) => part && part !== '.')
    .join('/');
  return `/${path}`;
}
