import type { OutsideLink } from '../http/inside-folder';
import type { DocsIndex } from '../retrieval/docs-index';
import type { Generator } from '../retrieval/generator';
import { detectLayout } from '../retrieval/layout/detect-layout';
import { loadDocsIndex, type LoadDocsOptions } from '../retrieval/load-docs';
import { readDocsFolder } from '../retrieval/read-docs-folder';
import { docsPages, type DocsPages } from './docs-pages';

export interface LoadedDocs {
  index: DocsIndex;
  pages: DocsPages;
  /** Links under the folder that lead outside it: neither indexed nor served. */
  skipped: OutsideLink[];
  /** Whose heading anchors the index reproduces. */
  generator: Generator;
}

/**
 * A docs folder as `docs-assistant mcp` and `build-llms` read it: the index `serve` builds, and each page's source
 * beside it, titled as the index titles it (so a page has one name in llms.txt, MCP results and the widget).
 */
export async function loadDocs(folder: string, options: LoadDocsOptions = {}): Promise<LoadedDocs> {
  const [index, sources] = await Promise.all([
    loadDocsIndex(folder, options),
    readDocsFolder(folder, detectLayout(folder, options.layout)),
  ]);
  return { index, pages: docsPages(sources.pages, index), skipped: index.skipped, generator: index.generator };
}
