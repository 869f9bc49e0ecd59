import { existsSync, realpathSync } from 'node:fs';
import { basename, dirname, join, posix, relative, sep } from 'node:path';
import { isInside } from '../http/inside-folder';
import { detectGenerator, type Generator } from './generator';
import type { IncludeRoots } from './includes/include-reader';
import type { DocsLayout } from './layout/docs-layout';
import { docsPluginOptions } from './layout/docusaurus-docs-options';
import { hugoContentFolder } from './layout/hugo-content';
import { hugoGlossaryPath } from './layout/hugo-glossary';
import { hugoHeadlessFolders } from './layout/hugo-headless';
import { hugoParams } from './layout/hugo-params';
import { mkdocsBlogIn } from './layout/mkdocs-blog';
import { isExcluded, mkdocsExcludedIn } from './layout/mkdocs-excluded';
import { mkdocsNavTitles } from './layout/mkdocs-nav';
import { readConfig } from './layout/config-text';
import { basePathOf } from './layout/base-path';
import { urlEndingOf } from './layout/url-ending';
import { vitepressAnchors } from './layout/vitepress-anchors';
import type { PageRouting } from './page-path';

/** What a docs folder's site says about reading its pages: where includes come from, and how files become URLs. */
export interface SiteLayout {
  roots: IncludeRoots;
  routing: PageRouting;
  /** Files the site's config leaves out of its build (MkDocs `exclude_docs`, the `exclude` plugin), as patterns. */
  excluded?: string[];
  /** A Hugo site's glossary folder below the docs folder, where its `[term](g)` links point (hugo-glossary-links.ts). */
  hugoGlossary?: string;
  /** The titles the site's navigation gives its pages, by file in the docs folder (MkDocs `nav`: layout/mkdocs-nav.ts). */
  titles?: Record<string, string>;
  /** What the config sets that the service cannot follow, said once when the folder is first loaded. */
  problems?: string[];
  /** A Hugo site's params, by lower-case dotted key, for its pages' `param` shortcodes (layout/hugo-params.ts). */
  hugoParams?: Record<string, string>;
}

/** How far above the docs folder a repository root (its `.git`) is looked for, as the site root includes stay in. */
const LEVELS_UP = 4;
/** Files that mark a project's root folder. */
const PROJECT_FILES = ['package.json', 'pyproject.toml', 'setup.py', 'Cargo.toml', 'go.mod'];

/**
 * The layout of the site `root` (the docs folder's real path) belongs to: its generator's config (found as
 * `detectGenerator` finds it, even when the generator was given) and the repository around it.
 */
export function siteLayout(root: string, generator: Generator): SiteLayout {
  const configFile = detectGenerator(root)?.configFile;
  const config = configFile ? projectOf(configFile, generator) : root;
  const roots: IncludeRoots = { docs: root, config, site: siteRoot(root, config) };
  const routing: PageRouting = { generator };
  const text = configFile ? readConfig(configFile) : '';
  const urlEnding = urlEndingOf(generator, text);
  if (urlEnding) routing.urlEnding = urlEnding;
  const basePath = basePathOf(generator, text);
  if (basePath) routing.basePath = basePath;
  // Without a config the route base is unknown: the docs folder's own paths, as before.
  if (generator === 'docusaurus' && text) Object.assign(routing, docusaurusRouting(text, config, root));
  // Starlight serves `src/content/docs/` from the site's root: a docs folder given as the Astro project is read so.
  if (generator === 'starlight' && configFile) {
    const content = join(config, 'src', 'content', 'docs');
    if (isInside(root, content) && root !== content)
      Object.assign(routing, { docsFolder: relative(root, content).split(sep).join('/'), routeBase: '' });
  }
  let excluded: string[] = [];
  let hugoGlossary: string | undefined;
  let titles: Record<string, string> | undefined;
  let params: Record<string, string> | undefined;
  if (generator === 'mkdocs' && configFile) {
    const blog = mkdocsBlogIn(config);
    if (blog) routing.blog = blog;
    excluded = mkdocsExcludedIn(config);
    // Served from the project (where mkdocs.yml is), the pages are its docs_dir's, published from the site's root;
    // the README, CONTRIBUTING and snippet folders beside it are no pages.
    const docsDir = mkdocsDocsDir(text).replace(/^\.?\/+|\/+$/g, '');
    if (root === config && docsDir && docsDir !== '.' && existsSync(join(config, docsDir))) {
      Object.assign(routing, { docsFolder: docsDir, routeBase: '' });
      excluded.push(`^(?!${docsDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/)`);
    }
    titles = inDocsFolder(mkdocsNavTitles(configFile), join(config, mkdocsDocsDir(text)), root);
  }
  if (generator === 'hugo') {
    // Served from the project's root (where hugo.toml is), the pages are the content folder's (content/, or the one
    // mounted as it: content/en), published from the site's root; no file outside it is a page (README, LICENSE).
    const content = root === config ? hugoContentFolder(config, text) : undefined;
    if (content && existsSync(join(config, content))) {
      Object.assign(routing, { docsFolder: content, routeBase: '' });
      if (content !== 'content') roots.hugoContent = join(config, content);
      excluded.push(`^(?!${content.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/)`);
    }
    excluded.push(...hugoHeadlessFolders(root));
    const glossary = hugoGlossaryPath(config);
    if (glossary) hugoGlossary = posix.join(routing.docsFolder ?? '', glossary).replace(/^\/+/, '');
    if (configFile) params = hugoParams(config, text, configFile);
  }
  if (generator === 'mystmd' && /^\s+folders\s*:\s*true\b/m.test(text)) routing.folders = true;
  let problem: string | undefined;
  if (generator === 'vitepress' && text) {
    const rewrites = plainRewrites(text);
    if (rewrites) routing.rewrites = rewrites;
    const anchors = vitepressAnchors(text);
    if (anchors.slugify) routing.slugify = anchors.slugify;
    if (anchors.attrs) routing.attrs = anchors.attrs;
    problem = anchors.problem;
  }
  return {
    roots,
    routing,
    ...(problem ? { problems: [problem] } : {}),
    ...(params && Object.keys(params).length > 0 ? { hugoParams: params } : {}),
    ...(excluded.length > 0 ? { excluded } : {}),
    ...(hugoGlossary ? { hugoGlossary } : {}),
    ...(titles && Object.keys(titles).length > 0 ? { titles } : {}),
  };
}

/**
 * The folder a config belongs to: the one it is in, or for Hugo's config folder (`config/_default/hugo.yaml`, as
 * Docsy's sites keep it) the project two levels up, where `content/` is.
 */
function projectOf(configFile: string, generator: Generator): string {
  const folder = dirname(configFile);
  return generator === 'hugo' && basename(dirname(folder)) === 'config' ? dirname(dirname(folder)) : folder;
}

/** An MkDocs config's `docs_dir` (default `docs`), where its nav's paths start. */
function mkdocsDocsDir(text: string): string {
  return /^docs_dir\s*:\s*["']?([^"'\s#]+)/m.exec(text)?.[1] ?? 'docs';
}

/**
 * Titles keyed by file in the site's docs folder, re-keyed by file in the folder served: the same when the docs
 * folder is served, under its name when its project is, and only those below it when a folder inside it is.
 */
function inDocsFolder(titles: Record<string, string>, docsDir: string, root: string): Record<string, string> {
  const rekeyed: Record<string, string> = {};
  const above = isInside(root, docsDir) ? relative(root, docsDir).split(sep).join('/') : undefined;
  const below = isInside(docsDir, root) ? relative(docsDir, root).split(sep).join('/') : undefined;
  for (const [file, title] of Object.entries(titles)) {
    if (above !== undefined) rekeyed[above ? `${above}/${file}` : file] = title;
    else if (below !== undefined && file.startsWith(`${below}/`)) rekeyed[file.slice(below.length + 1)] = title;
  }
  return rekeyed;
}

/**
 * What a saved parse or index depends on beyond the files themselves: the site's layout as read now. A config edit
 * that moves the pages (`routeBasePath`, a rewrite) or the folders includes come from makes earlier parses stale.
 */
export function siteKey(folder: string, generator: Generator): string {
  let root = folder;
  try {
    root = realpathSync(folder);
  } catch {
    // A folder that is not there fails the load with its own error; the key only has to be a string.
  }
  return JSON.stringify(siteLayout(root, generator));
}

/**
 * The repository the docs sit in: the nearest folder above with `.git`, else the nearest one with a project's
 * manifest (a download without its history: FastAPI's `pyproject.toml` two folders above `docs/en/docs`), else the
 * config's folder (or the docs folder). Never one that does not hold the config.
 */
function siteRoot(root: string, config: string): string {
  let dir = root;
  let project: string | undefined;
  for (let level = 0; level <= LEVELS_UP; level++) {
    if (existsSync(join(dir, '.git'))) return isInside(dir, config) ? dir : config;
    if (project === undefined && PROJECT_FILES.some((name) => existsSync(join(dir, name)))) project = dir;
    if (dirname(dir) === dir) break;
    dir = dirname(dir);
  }
  if (project && isInside(project, config)) return project;
  return isInside(config, root) ? config : root;
}

/**
 * Docusaurus's docs plugin options where the config writes them as literals: `path` (default `docs`) and
 * `routeBasePath` (default `docs`), of the plugin instance whose folder is the one served (a config may hold several:
 * layout/docusaurus-docs-options.ts). The docs folder served may be that folder, one inside it, or the site's folder.
 */
function docusaurusRouting(text: string, config: string, root: string): PageRouting {
  for (const options of [...docsPluginOptions(text), {}]) {
    const docsPath = join(config, options.path ?? 'docs');
    const routeBase = (options.routeBasePath ?? 'docs').replace(/^\/+|\/+$/g, '');
    if (isInside(docsPath, root)) {
      // Serving the docs folder itself, or one inside it: every file is under the route base, at its place below it.
      const below = relative(docsPath, root).split(sep).filter(Boolean).join('/');
      return { docsFolder: '', routeBase: [routeBase, below].filter(Boolean).join('/') };
    }
    if (isInside(root, docsPath)) return { docsFolder: relative(root, docsPath).split(sep).join('/'), routeBase };
  }
  return {};
}

/**
 * Files the generator never publishes, whatever their extension: Docusaurus's and Astro's `_`-prefixed files and
 * folders (partials, meant to be imported into pages), and those the site's config excludes (an MkDocs site's
 * snippets folder). Left out of the pages served and indexed.
 */
export function isUnpublished(name: string, generator: Generator, site?: SiteLayout): boolean {
  if (site?.excluded && isExcluded(name.split(sep).join('/'), site.excluded)) return true;
  if (generator !== 'docusaurus' && generator !== 'starlight') return false;
  return name.split(/[\\/]/).some((part) => part.startsWith('_'));
}

/** VitePress `rewrites: { 'from.md': 'to.md' }` pairs without route parameters (`:pkg`, `(.*)`), which need a router. */
function plainRewrites(text: string): Record<string, string> | undefined {
  const block = /\brewrites\s*:\s*\{([^{}]*)\}/.exec(text)?.[1];
  if (!block) return undefined;
  const rewrites: Record<string, string> = {};
  for (const pair of block.matchAll(/(['"])([^'"]+)\1\s*:\s*(['"])([^'"]+)\3/g)) {
    const [, , from = '', , to = ''] = pair;
    if (!/[:()*[\]]/.test(from + to)) rewrites[from] = to;
  }
  return Object.keys(rewrites).length > 0 ? rewrites : undefined;
}

/**
 * The site's layout with a translated or versioned site's content folders in its routing, so every page path (parsed,
 * served, listed) gets its locale and version segments in the one place paths are made (page-path.ts).
 */
export function withDocsLayout(site: SiteLayout, layout: DocsLayout): SiteLayout {
  if (layout.name === 'single') return site;
  return { ...site, routing: { ...site.routing, places: layout.folders } };
}
