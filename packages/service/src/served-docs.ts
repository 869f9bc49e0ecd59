import type { LanguageModel } from 'ai';
import { modelFromEnv } from './assistant/model-from-env';
import { plural } from './text/plural';
import { openDocsFolder, type OpenDocsFolder } from './docs-folder';
import type { OutsideLink } from './http/inside-folder';
import { configuredSite } from './llms/configured-site';
import { docsPages, pagesFromIndex, type DocsPages } from './llms/docs-pages';
import { llmsSite, type LlmsSite } from './llms/llms-txt';
import type { LocalServiceOptions } from './options';
import type { DocsIndex } from './retrieval/docs-index';
import type { Generator } from './retrieval/generator';
import type { DocsLayout } from './retrieval/layout/docs-layout';
import type { LoadedDocsIndex } from './retrieval/load-docs';
import { readDocsFolder } from './retrieval/read-docs-folder';

/** What requests read: replaced whole by a --watch re-index, so a request that started keeps what it read. */
export interface ServedDocs {
  index: DocsIndex;
  /** The pages llms.txt, the .md routes and MCP serve as written. */
  pages: DocsPages;
  site: LlmsSite;
  model: LanguageModel | undefined;
  indexMs: number;
  /** Links under the docs folder that lead outside it, left out. */
  skipped: number;
  generator: Generator | undefined;
  generatorSource: string | undefined;
  layout: DocsLayout | undefined;
}

type DocsOptions = Pick<
  LocalServiceOptions,
  'docs' | 'generator' | 'layout' | 'watch' | 'model' | 'siteTitle' | 'siteUrl'
>;

/**
 * The docs a service answers from: its folder indexed (or the index given), the pages beside it, the model, and,
 * with --watch, each new index swapped in with its pages once both are ready. `close` stops watching; a close
 * while the folder is still opening closes it as soon as it is open, without saving into a data dir that its
 * caller may be removing.
 */
export function serveDocs(options: DocsOptions, dataDir: string, warn: (line: string) => void) {
  let folder: OpenDocsFolder | undefined;
  let closed = false;
  const configured = typeof options.docs === 'string' ? configuredSite(options.docs) : {};
  const site = (pages: DocsPages) =>
    llmsSite(pages, { title: options.siteTitle, siteUrl: options.siteUrl, configured });

  const ready = (async (): Promise<ServedDocs> => {
    const started = performance.now();
    let index = options.docs as DocsIndex;
    if (typeof options.docs === 'string') {
      const opened = await openDocsFolder({
        folder: options.docs,
        dataDir,
        generator: options.generator,
        layout: options.layout,
        watch: options.watch,
        warn: (line) => warn(`docs-assistant: ${line}`),
      });
      if (closed) opened.close({ save: false });
      else folder = opened;
      index = opened.index;
    }
    const pages = await pagesFor(index, options.docs, (line) => warn(`docs-assistant: ${line}`));
    const indexMs = performance.now() - started;
    const skipped = warnOutsideLinks(index, warn);
    const model = options.model === null ? undefined : (options.model ?? (await modelFromEnv()));
    const loaded = index as Partial<LoadedDocsIndex>;
    const state: ServedDocs = {
      index,
      pages,
      site: site(pages),
      model,
      indexMs,
      skipped,
      generator: loaded.generator,
      generatorSource: loaded.generatorSource,
      layout: loaded.layout,
    };
    // --watch: requests read `state.index` as they start. The pages llms.txt and MCP serve are read again with it,
    // so both say the same.
    folder?.onIndex((next, ms) => {
      void pagesFor(next, options.docs, (line) => warn(`docs-assistant: ${line}`)).then(
        (nextPages) => {
          Object.assign(state, { index: next, pages: nextPages, site: site(nextPages) });
          warn(
            `docs-assistant: docs: re-indexed ${plural(next.pages.size, 'page')} (${plural(next.sections.length, 'section')}) in ${Math.round(ms)} ms`,
          );
        },
        (error: Error) => warn(`docs-assistant: docs: re-reading the pages failed (${error.message})`),
      );
    });
    return state;
  })();

  return {
    ready,
    close() {
      closed = true;
      folder?.close();
    },
  };
}

/**
 * The pages served as written, beside the index: the docs loader names the files it found, read when a page is
 * asked for rather than held (at 10,000 pages, holding them was 100 MB); an index given ready-made has only its
 * sections to rebuild them from.
 */
async function pagesFor(
  index: DocsIndex,
  docs: LocalServiceOptions['docs'],
  warn: (line: string) => void,
): Promise<DocsPages> {
  if ('files' in index) return docsPages(index.files as LoadedDocsIndex['files'], index, warn);
  if (typeof docs === 'string') return docsPages((await readDocsFolder(docs)).pages, index);
  return pagesFromIndex(index);
}

/** Said once at start-up rather than on each request that meets one; returns how many links were left out. */
function warnOutsideLinks(index: DocsIndex, warn: (line: string) => void): number {
  const links = 'skipped' in index ? (index.skipped as OutsideLink[]) : [];
  for (const link of links)
    warn(`docs-assistant: docs: not indexing ${link.path} (a link to ${link.target}, outside the docs folder)`);
  return links.length;
}
