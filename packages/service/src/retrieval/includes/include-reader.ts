import { resolve } from 'node:path';
import { isInside } from '../../http/inside-folder';
import { readDocsFileSync, RefusedDocsFile } from '../../read-docs-file';

/** Where a page's includes are looked for, and the one folder none of them may leave. */
export interface IncludeRoots {
  /** The docs folder's real path: VitePress's `@/`, MyST's leading `/`. */
  docs: string;
  /**
   * The folder the generator builds from (where its config sits, else the docs folder): MkDocs resolves snippets
   * and markdown-include paths from it, Docusaurus's `@site/` names it.
   */
  config: string;
  /**
   * Nothing outside this folder is read, whatever a path or a link says: the repository the docs live in (its
   * examples are often beside the docs folder, `docs_src/`), else the config's folder.
   */
  site: string;
  /** A Hugo site's content folder, where it is not `content/` beside the config (one mounted as it: `content/en`). */
  hugoContent?: string;
}

/** One included file's text, or why it is left out (said once per page in a warning). */
export type IncludeRead = { text: string; file: string } | { missing: true } | { refused: string };

/** An include larger than this is generated data or a mistake, not an example a reader reads. */
export const MAX_INCLUDE_BYTES = 512 * 1024;

/**
 * Reads an included file through the docs folder's checks (a regular file, its real path inside the site root when
 * it is opened, so neither `..` nor a link leads out), refusing one larger than `MAX_INCLUDE_BYTES` before reading
 * it and one that is not text (a NUL byte, or bytes that are not UTF-8).
 */
export function readIncluded(roots: IncludeRoots, candidates: readonly string[]): IncludeRead {
  for (const candidate of candidates) {
    const file = resolve(candidate);
    if (!isInside(roots.site, file)) return { refused: `outside the site folder, ${roots.site}` };
    let text: string;
    try {
      text = readDocsFileSync(roots.site, file, MAX_INCLUDE_BYTES);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') continue;
      if (error instanceof RefusedDocsFile)
        return { refused: error.message.replace(/the docs folder$/, 'the site folder') };
      return { refused: `cannot be read: ${code ?? (error as Error).message}` };
    }
    if (text.includes('\u0000') || text.includes('\uFFFD')) return { refused: 'not text' };
    return { text, file };
  }
  return { missing: true };
}
