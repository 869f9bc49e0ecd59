import { relative } from 'node:path';
import type { OutsideLink } from '../http/inside-folder';
import { readDocsFile } from '../read-docs-file';
import { listDocsFiles } from './list-docs-files';
import type { DocsLayout } from './layout/docs-layout';
import { placeFile, placedPath } from './layout/place-file';
import { pagePathForFile } from './markdown-sections';
import type { MarkdownFile } from './split-pages';

export interface DocsFolder {
  pages: MarkdownFile[];
  /** Links under the folder that lead outside it: not indexed, reported once at start-up. */
  skipped: OutsideLink[];
}

/**
 * Every readable markdown file under `folder` with its page path and text (the eval reads corpora this way; the
 * service's pages for llms.txt and MCP too). A file that cannot be read is left out here: the index's loader
 * already warned about it once, by name. With a `layout`, only its content folders' files, at the paths the site
 * publishes them under (`/ja/…`).
 */
export async function readDocsFolder(folder: string, layout?: DocsLayout): Promise<DocsFolder> {
  const { root, files, skipped } = await listDocsFiles(folder);
  const read = await Promise.all(
    files.map(async (file) => {
      const name = relative(root, file);
      const placement = layout && placeFile(layout, name);
      if (layout && !placement) return undefined;
      const source = await readDocsFile(root, file).catch(() => undefined);
      const path = placedPath(placement, pagePathForFile(name));
      return source === undefined ? undefined : { path, source, file: name };
    }),
  );
  return { pages: read.filter((page) => page !== undefined), skipped };
}
