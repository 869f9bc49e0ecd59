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
 * mystmd (Jupyter Book 2): a heading's or a target's id as myst-common makes it — the label normalised (quotes
 * gone, spaces single, lower case), then `createHtmlId`: anything but `a-z0-9-` a hyphen, `id-` before a leading
 * digit or hyphen, runs of hyphens one, none at either end. Repeats are numbered -1, -2.
 */
export function mystHtmlId(text: string): string {
  return text
    .replace(/[\t\n\r ]+/g, ' ')
    .replace(/['‘’"“”]+/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/^([0-9-])/, 'id-$1')
    .replace(/-[-]+/g, '-')
    .replace(/(?:^[-]+)|(?:[-]+$)/g, '');
}

/**
 * One step of a site's own slugify, as its config writes it in literals (layout/vitepress-anchors.ts): plain data,
 * so it crosses to the parse workers and into the page cache's key.
 */
export type SlugStep =
  | { normalize: string }
  | { replace: [pattern: string, flags: string, replacement: string] }
  | { lowerCase: true }
  | { trim: true };

function bySteps(heading: string, steps: readonly SlugStep[]): string {
  return steps.reduce((text, step) => {
    if ('normalize' in step) return text.normalize(step.normalize);
    if ('replace' in step) return text.replace(new RegExp(step.replace[0], step.replace[1]), step.replace[2]);
    return 'trim' in step ? text.trim() : text.toLowerCase();
  }, heading);
}

/** Whether anchors made by these steps are lower case: a site's own slugify may keep a heading's case. */
export const lowerCaseAnchors = (steps: readonly SlugStep[] | undefined): boolean =>
  !steps || steps.some((step) => 'lowerCase' in step);

/**
 * A slugger for one page: repeated headings get the generator's suffix, and an explicit id (`{#id}`) passed through
 * `reserve` is never handed out again, so every anchor on a page is unique by construction. `steps`: the site's own
 * slugify, where its config sets one (VitePress's `markdown.anchor.slugify`), numbered as the generator numbers.
 */
export function createSlugger(
  generator: Generator = 'github',
  steps?: readonly SlugStep[],
): Slugger & { reserve(id: string): string } {
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
    if (steps) return take(unique(bySteps(heading, steps), '-', 1));
    switch (generator) {
      case 'vitepress':
        return take(unique(vitepressSlug(heading), '-', 1));
      case 'mkdocs':
        return take(unique(mkdocsSlug(heading), '_', 1));
      case 'sphinx':
        return take(unique(sphinxSlug(heading), '-', 1));
      case 'mystmd':
        return take(unique(mystHtmlId(heading), '-', 1));
      default:
        return take(unique(slugify(heading), '-', 1));
    }
  };
  // An explicit id is the site's anchor as written; a repeat of one (an authoring mistake) still gets a unique id.
  return Object.assign(slugger, { reserve: (id: string) => take(unique(id, '-', 1)) });
}

/**
 * A link's `#fragment` as the page's anchors spell it: heading anchors are lower case in every generator's default,
 * so `#Options` finds `#options`; an anchor with a dot in it is no heading's (every generator's slug drops or
 * replaces dots) but an API entry's, which mkdocstrings and Sphinx name by the object, case and all
 * (`#pydantic_settings.BaseSettings`), and is kept as written, as is every fragment on a site whose own slugify
 * keeps case (`#storeId`).
 */
export const linkFragment = (fragment: string, steps?: readonly SlugStep[]): string =>
  fragment.includes('.') || !lowerCaseAnchors(steps) ? fragment : fragment.toLowerCase();
