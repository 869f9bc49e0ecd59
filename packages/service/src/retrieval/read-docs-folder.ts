import { relative } from 'node:path';
import type { OutsideLink } from '../http/inside-folder';
import { readDocsFile } from '../read-docs-file';
import { listDocsFiles } from './list-docs-files';
import { pagePathForFile } from './page-path';
import type { MarkdownFile } from './split-pages';

export interface DocsFolder {
  pages: MarkdownFile[];
  /** Links under the folder that lead outside it: not indexed, reported once at start-up. */
  skipped: OutsideLink[];
}

/**
 * Every readable markdown file under `folder` with its page path and text (the eval reads corpora this way; the
 * service's pages for llms.txt and MCP too). A file that cannot be read is left out here: the index's loader
 * already warned about it once, by name.
 */
export async function readDocsFolder(folder: string): Promise<DocsFolder> {
  const { root, files, skipped } = await listDocsFiles(folder);
  const read = await Promise.all(
    files.map(async (file) => {
      const name = relative(root, file);
      const source = await readDocsFile(root, file).catch(() => undefined);
      return source === undefined ? undefined : { path: pagePathForFile(name), source, file: name };
    }),
  );
  return { pages: read.filter((page) => page !== undefined), skipped };
}
