import GithubSlugger from 'github-slugger';
import type { Generator } from './generator';

/**
 * The anchor a docs generator gives a heading, so the links the assistant writes land where the reader's site put
 * the heading: each generator has its own rule and its own way of telling repeated headings apart.
 */
export type Slugger = (heading: string) => string;

/** GitHub-style (`github-slugger`): Docusaurus, Starlight, Nextra, rehype-slug and GitHub itself. */
export function slugify(heading: string): string {
  return new GithubSlugger().slug(heading);
}

// VitePress: `@mdit-vue/shared`'s slugify, with markdown-it-anchor numbering repeats -1, -2.
const VITEPRESS_SPECIAL = /[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g;
function vitepressSlug(heading: string): string {
  return (
    heading
      .normalize('NFKD')
      .replace(/[\u0300-\u036F]/g, '')
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u001f]/g, '')
      .replace(VITEPRESS_SPECIAL, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '')
      .replace(/^(\d)/, '_$1')
      .toLowerCase()
  );
}

// MkDocs: Python-Markdown's `toc` extension (`slugify` with `-`), repeats numbered _1, _2.
export function mkdocsSlug(heading: string): string {
  return heading
    .normalize('NFKD')
    .replace(/[^ -~\s]/g, '')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[-\s]+/g, '-');
}

// Sphinx (and MyST on Sphinx): docutils' `make_id` — ASCII letters and digits, runs of anything else one hyphen,
// no leading digits or hyphens.
function sphinxSlug(heading: string): string {
  return heading
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^ -~\s]/g, '')
    .split(/\s+/)
    .join(' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[-0-9]+|-+$/g, '');
}

/**
 * A slugger for one page: repeated headings get the generator's suffix, and an explicit id (`{#id}`) passed through
 * `reserve` is never handed out again, so every anchor on a page is unique by construction.
 */
export function createSlugger(generator: Generator = 'github'): Slugger & { reserve(id: string): string } {
  const used = new Set<string>();
  const unique = (base: string, separator: string, first: number) => {
    if (!used.has(base)) return base;
    for (let n = first; ; n++) if (!used.has(`${base}${separator}${n}`)) return `${base}${separator}${n}`;
  };
  const take = (id: string) => {
    used.add(id);
    return id;
  };
  const slugger = (heading: string) => {
    switch (generator) {
      case 'vitepress':
        return take(unique(vitepressSlug(heading), '-', 1));
      case 'mkdocs':
        return take(unique(mkdocsSlug(heading), '_', 1));
      case 'sphinx':
        return take(unique(sphinxSlug(heading), '-', 1));
      default:
        return take(unique(slugify(heading), '-', 1));
    }
  };
  // An explicit id is the site's anchor as written; a repeat of one (an authoring mistake) still gets a unique id.
  return Object.assign(slugger, { reserve: (id: string) => take(unique(id, '-', 1)) });
}

/**
 * A link's `#fragment` as the page's anchors spell it: heading anchors are lower case in every generator, so
 * `#Options` finds `#options`; an anchor with a dot in it is no heading's (every generator's slug drops or replaces
 * dots) but an API entry's, which mkdocstrings and Sphinx name by the object, case and all
 * (`#pydantic_settings.BaseSettings`), and is kept as written.
 */
export const linkFragment = (fragment: string): string => (fragment.includes('.') ? fragment : fragment.toLowerCase());
