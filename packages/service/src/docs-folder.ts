import { watch, type FSWatcher } from 'node:fs';
import type { Generator } from './retrieval/generator';
import { layoutKey, type LayoutName } from './retrieval/layout/docs-layout';
import { detectLayout } from './retrieval/layout/detect-layout';
import { createDocsLoader, type LoadedDocsIndex } from './retrieval/load-docs';
import { openIndexSnapshot } from './retrieval/index-snapshot';
import { openPageCache, type PageCache } from './retrieval/page-cache';
import { chooseGenerator } from './retrieval/choose-generator';
import { siteKey } from './retrieval/site-layout';
import { watchDependencies } from './watch-dependencies';

/** After a change, wait this long for the editor's other writes (save = truncate + write + rename) before re-indexing. */
const SETTLE_MS = 150;

export interface DocsFolderOptions {
  folder: string;
  dataDir: string;
  generator?: Generator;
  layout?: LayoutName;
  watch?: boolean;
  warn: (line: string) => void;
}

export interface OpenDocsFolder {
  index: LoadedDocsIndex;
  /** Called with each index built after a change (`watch`). */
  onIndex(listener: (index: LoadedDocsIndex, ms: number) => void): void;
  /** Saves the index for the next start if it changed (not when `save` is false: a service closed while starting). */
  close(options?: { save?: boolean }): void;
}

/**
 * The docs folder as the service serves it: indexed at start from the page cache beside the database (only new or
 * changed files are parsed), or read whole from the index saved beside it when no file changed; and with `watch`, indexed again whenever a file under it changes — the new index
 * replaces the old one when it is complete, so a question never meets half an index.
 */
export async function openDocsFolder(options: DocsFolderOptions): Promise<OpenDocsFolder> {
  // Parses depend on both layouts: the site's (page paths, include folders), so a config edit starts the cache
  // afresh, and the docs' (a page is kept as its layout placed it: path, language and version).
  const { generator } = chooseGenerator(options.folder, options.generator);
  const layout = detectLayout(options.folder, options.layout);
  const cache: PageCache | undefined = openPageCache(
    options.dataDir,
    `${options.folder}\n${options.generator ?? ''}\n${siteKey(options.folder, generator)}\n${layoutKey(layout)}`,
    options.warn,
  );
  const loader = createDocsLoader(options.folder, {
    generator: options.generator,
    layout: options.layout,
    warn: options.warn,
    cache,
    snapshot: openIndexSnapshot(options.dataDir, options.warn),
  });
  let index: LoadedDocsIndex;
  try {
    index = await loader.load();
  } catch (error) {
    cache?.close();
    throw error;
  }
  // Saved for the next start once this one is answering (it costs seconds at 10,000 pages); a stop before then
  // leaves the previous snapshot, and the next start builds the index again.
  const saving = setImmediate(() => loader.saveIfChanged());
  const listeners: Array<(index: LoadedDocsIndex, ms: number) => void> = [];
  let watcher: FSWatcher | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  const reindex = async () => {
    const started = performance.now();
    try {
      const next = await loader.load();
      if (closed) return;
      index = next;
      for (const listener of listeners) listener(next, performance.now() - started);
    } catch (error) {
      options.warn(
        `docs: re-indexing after a change failed (${(error as Error).message}); still answering from the previous index`,
      );
    }
  };
  const schedule = () => {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (running) {
        again = true;
        return;
      }
      running = reindex().finally(() => {
        running = undefined;
        if (again) {
          again = false;
          schedule();
        }
      });
    }, SETTLE_MS);
  };

  const included = options.watch ? watchDependencies(options.folder, schedule, options.warn) : undefined;
  if (included) {
    included.update(loader.dependencies());
    listeners.push(() => included.update(loader.dependencies()));
    try {
      watcher = watch(options.folder, { recursive: true }, (_event, name) => {
        // Any markdown file, a file a page includes (an example, a snippet), or a folder appearing or going (its
        // files with it); not the generator's build output.
        if (!name || /\.(md|mdx|markdown)$/i.test(name) || !/\.[\w]+$/.test(name) || included.includes(name))
          schedule();
      });
      watcher.on('error', (error) => options.warn(`docs: stopped watching ${options.folder} (${error.message})`));
    } catch (error) {
      options.warn(`docs: cannot watch ${options.folder} (${(error as Error).message}); restart to re-index`);
    }
  }

  return {
    get index() {
      return index;
    },
    onIndex(listener) {
      listeners.push(listener);
    },
    close({ save = true } = {}) {
      closed = true;
      clearImmediate(saving);
      clearTimeout(timer);
      watcher?.close();
      included?.close();
      if (save) loader.saveIfChanged();
      cache?.close();
    },
  };
}
