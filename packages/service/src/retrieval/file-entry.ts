import type { CachedPage } from './cached-page';
import type { FileStamp } from './file-stamps';
import type { PageTerms } from './page-terms';

/** A docs file at one load: what it became, and whether this load made that or reused it. */
export interface FileEntry extends FileStamp {
  /** The file, relative to the docs folder. */
  name: string;
  result: CachedPage;
  /** Warned about at this load: parsed now, or read back from the page cache at a first load (a restart warns again). */
  fresh: boolean;
  /** Parsed at this load rather than reused. */
  parsed?: boolean;
  /** The page's words counted where it was parsed at this load, for the index (then let go). */
  terms?: PageTerms;
}
