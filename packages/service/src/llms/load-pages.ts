import type { OutsideLink } from '../http/inside-folder';
import type { DocsIndex } from '../retrieval/docs-index';
import type { Generator } from '../retrieval/generator';
import { loadDocsIndex, type LoadDocsOptions } from '../retrieval/load-docs';
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
 * A docs folder as `docs-assistant mcp` and `build-llms` read it: the index `serve` builds, and the files it serves
 * as written — the same list, at the same paths, so a file `serve` leaves out is left out here too — titled as the
 * index titles them (so a page has one name in llms.txt, MCP results and the widget).
 */
export async function loadDocs(folder: string, options: LoadDocsOptions = {}): Promise<LoadedDocs> {
  const index = await loadDocsIndex(folder, options);
  return {
    index,
    pages: docsPages(index.files, index, options.warn),
    skipped: index.skipped,
    generator: index.generator,
  };
}
