import { cutWithEllipsis } from '../text/ellipsis';
import type { ConfiguredSite } from './configured-site';
import { markdownPath, type DocsPage, type DocsPages } from './docs-pages';
import { linksFromRoot } from './links-from-root';

/** What llms.txt says about the docs as a whole. */
export interface LlmsSite {
  title: string;
  summary: string;
  /** The docs site's URL (`https://docs.example.com`): links become absolute. Root-relative links otherwise. */
  siteUrl?: string;
}

export interface LlmsSiteOptions {
  title?: string;
  summary?: string;
  siteUrl?: string;
  /** What the site's own config calls it (configured-site.ts): before the root page's title and description. */
  configured?: ConfiguredSite;
}

const MAX_DESCRIPTION = 300;
/** Root page titles that name a page, not the docs: "# Introduction" would misname the site in llms.txt. */
const GENERIC_TITLE = /^(introduction|overview|home|index|readme|welcome|getting started|docs|documentation)$/i;

/** The site's name and summary: given ones, else its config's, else the root page's title and description. */
export function llmsSite(pages: DocsPages, options: LlmsSiteOptions = {}): LlmsSite {
  const root = pages.get('/');
  const rootTitle = root && !GENERIC_TITLE.test(root.title.trim()) ? root.title : undefined;
  const title = oneLine(options.title ?? options.configured?.title ?? rootTitle ?? 'Documentation');
  const summary = oneLine(
    options.summary ??
      options.configured?.description ??
      root?.description ??
      'Every page of the docs, as Markdown for language models and coding agents.',
  );
  const siteUrl = options.siteUrl?.replace(/\/+$/, '');
  return { title, summary, ...(siteUrl ? { siteUrl } : {}) };
}

/** A link target: the path percent-encoded so spaces and parentheses in file names cannot end the link early. */
export function linkTo(site: LlmsSite, path: string): string {
  const encoded = encodeURI(path).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${site.siteUrl ?? ''}${encoded}`;
}

/**
 * llms.txt in the llmstxt.org format: an H1 naming the docs, a blockquote summary, then an H2 per top-level folder
 * with a Markdown link to each page's `.md` (and its description). Pages at the top level come first, under "Docs".
 */
export function llmsTxt(pages: DocsPages, site: LlmsSite): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.summary}`,
    '',
    `Each link is a page's Markdown, front matter left out. Every page in one file: [llms-full.txt](${linkTo(site, '/llms-full.txt')}).`,
  ];
  for (const [name, group] of groups(pages)) {
    lines.push('', `## ${name}`, '');
    for (const page of group) {
      const description = page.description ? `: ${cutWithEllipsis(oneLine(page.description), MAX_DESCRIPTION)}` : '';
      lines.push(`- [${linkText(page.title)}](${linkTo(site, markdownPath(page.path))})${description}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * llms-full.txt, one piece at a time: the same heading and summary, then every page's Markdown after a rule and
 * the link it is served at, its links relative to it made the site's (./links-from-root.ts). A generator, so a
 * server writes a huge corpus page by page instead of building it.
 * A page whose file cannot be read now is left out, as its `.md` is.
 */
export function* llmsFullTxt(pages: DocsPages, site: LlmsSite): Generator<string> {
  yield `# ${site.title}\n\n> ${site.summary}\n`;
  for (const page of pages.list) {
    const markdown = page.markdown;
    if (markdown === undefined) continue;
    const body = linksFromRoot(markdown.trimEnd(), page.path);
    // A page without its own H1 gets its title as one, so every page starts with a name.
    const heading = /^#\s/.test(body.trimStart()) ? '' : `# ${oneLine(page.title)}\n\n`;
    yield `\n---\n\nSource: ${linkTo(site, markdownPath(page.path))}\n\n${heading}${body}\n`;
  }
}

/**
 * Pages grouped by their first folder, in reading order; the folder's own page (`guides/index.md`) names it. A
 * folder every page is under (a Docusaurus site's `/docs/` route base) is the docs' root, not a group: the folders
 * below it are.
 */
function groups(pages: DocsPages): Map<string, DocsPage[]> {
  const base = sharedBase(pages.list.map((page) => page.path));
  const root = base ? `/${base}` : '/';
  const below = (path: string) => (base && path.startsWith(`/${base}/`) ? path.slice(base.length + 1) : path);
  // Top-level pages first, the root page leading them: what the docs are, before their parts.
  const byFolder = new Map<string, DocsPage[]>([['', []]]);
  for (const page of pages.list) {
    const segments = below(page.path).split('/').filter(Boolean);
    const folder = segments.length > 1 ? (segments[0] ?? '') : '';
    const list = byFolder.get(folder) ?? [];
    list.push(page);
    byFolder.set(folder, list);
  }
  const named = new Map<string, DocsPage[]>();
  byFolder.get('')?.sort((a, b) => Number(b.path === root) - Number(a.path === root));
  for (const [folder, list] of byFolder) {
    if (list.length === 0) continue;
    const folderPath = base ? `/${base}/${folder}` : `/${folder}`;
    const name = folder === '' ? 'Docs' : oneLine(pages.get(folderPath)?.title ?? humanise(folder));
    // Two folders that humanise alike ("api" and "API") stay apart.
    const key = named.has(name) ? `${name} (${folder})` : name;
    named.set(key, list);
  }
  return named;
}

/** The first folder every page but the one it names is under (`docs` for `/docs`, `/docs/intro`, …), if any. */
function sharedBase(paths: readonly string[]): string | undefined {
  const firsts = new Set(paths.map((path) => path.split('/').filter(Boolean)[0] ?? ''));
  const [only] = firsts;
  if (firsts.size !== 1 || !only) return undefined;
  return paths.filter((path) => path.startsWith(`/${only}/`)).length > 1 ? only : undefined;
}

/** Folder names docs spell as initialisms ("API", "CLI") or keep in lower case as numeronyms ("i18n", "a11y"). */
const INITIALISMS = new Set(['api', 'cli', 'sdk', 'faq', 'ui', 'ux', 'url', 'css', 'html', 'http', 'js', 'ts', 'json']);
const NUMERONYM = /^[a-z]\d+[a-z]$/;

/** A folder's name as a heading: `getting-started` → "Getting started", `api` → "API", `i18n` as it is. */
function humanise(folder: string): string {
  const words = folder
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => (INITIALISMS.has(word.toLowerCase()) ? word.toUpperCase() : word));
  if (words.length === 0) return folder;
  const [first = '', ...rest] = words;
  const opening = NUMERONYM.test(first) ? first : first[0]!.toUpperCase() + first.slice(1);
  return [opening, ...rest].join(' ');
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function linkText(title: string): string {
  return oneLine(title).replace(/[\\[\]]/g, (c) => `\\${c}`);
}
