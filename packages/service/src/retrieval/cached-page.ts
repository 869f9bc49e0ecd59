import type { ParsedPage } from './split-pages';

/**
 * Why a file is not a page. `unreadable`: it could not be read (permissions, a socket), so it is not served either;
 * `unparsable`: it was read but could not be parsed, or its parser stopped on it; `draft`: its front matter says
 * `draft: true`, which the generator builds only for its dev server, so it is neither a page nor served, and no
 * warning is said: it is left out on purpose.
 */
export type SkipCause = 'unreadable' | 'unparsable' | 'draft';

/** A file left out of the index, with the reason its warning gives. */
export interface SkippedFile {
  skipped: string;
  cause: SkipCause;
  /**
   * Where an unparsable file is still served as written (llms.txt, the `.md` routes, MCP), and its name there: the
   * path and title its front matter gives it (a `slug`, a `title`, else its first heading), as a page would have.
   */
  path?: string;
  title?: string;
}

/** What a file was split into, or why it was skipped: both are remembered, so a restart warns the same way. */
export type CachedPage = { page: ParsedPage } | SkippedFile;
