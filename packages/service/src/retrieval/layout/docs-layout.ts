/**
 * How a docs site keeps its languages and versions on disk, so the service pointed at the site's root can tell a
 * Japanese page or a 1.0 page from the current English one. `single` is a folder of one language and one version
 * (what every folder was before): its pages carry no tags and every filter keeps its earlier meaning.
 */
export const LAYOUTS = ['single', 'docusaurus', 'starlight', 'vitepress', 'locale-folders'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export function isLayoutName(name: string): name is LayoutName {
  return (LAYOUTS as readonly string[]).includes(name);
}

/** A folder of pages that share a language and a version, and the URL segments the site publishes them under. */
export interface ContentFolder {
  /** Relative to the site's root, `/`-separated; `''` for the root itself. */
  folder: string;
  /** What comes before the page's own path on the site: `''`, `/ja`, `/1.0`, `/ja/1.0`. */
  localePrefix: string;
  versionPrefix: string;
  language?: string;
  version?: string;
}

export interface DocsLayout {
  name: LayoutName;
  /** Where the layout was read from, for the start-up line: "as told", a config file, or the folders found. */
  source: string;
  /** The language of a question that names none: the site's default locale. */
  defaultLanguage?: string;
  /** Every language with pages, the default first. */
  languages: string[];
  /** The docs a question that names no version is answered from (Docusaurus's last version, `current` unless set). */
  defaultVersion?: string;
  /** Every version with pages; empty for a site without versions. */
  versions: string[];
  /** Where pages are; a file in none of them is not a docs page (a Docusaurus blog, a README at the root). */
  folders: ContentFolder[];
  /** What could not be read as the site means it (a versions.json that is not a list of names), said at start-up. */
  problems?: string[];
}

export const SINGLE_LAYOUT: DocsLayout = {
  name: 'single',
  source: 'one language, one version',
  languages: [],
  versions: [],
  folders: [{ folder: '', localePrefix: '', versionPrefix: '' }],
};

/** What decides how files are placed: part of the page cache's and the saved index's keys. */
export function layoutKey(layout: DocsLayout): string {
  return JSON.stringify([layout.name, layout.defaultLanguage, layout.defaultVersion, layout.folders]);
}
