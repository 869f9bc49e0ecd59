import { relative } from 'node:path';
import type { OutsideLink } from '../http/inside-folder';
import { chooseGenerator } from './choose-generator';
import { collectPages, pageCollector } from './collect-pages';
import { indexPages, type DocsIndex } from './docs-index';
import { createIndexBuilder, type IndexData } from './index-data';
import { layoutKey, type DocsLayout, type LayoutName } from './layout/docs-layout';
import { detectLayout } from './layout/detect-layout';
import { placeFile } from './layout/place-file';
import { stampFiles, type FileStamp } from './file-stamps';
import { restampUnchanged } from './restamp-unchanged';
import type { FileEntry } from './file-entry';
import type { Generator } from './generator';
import { createIndexKeeper } from './index-keeper';
import type { IndexSnapshot } from './index-snapshot';
import { createKnownParses } from './known-parses';
import { listDocsFiles } from './list-docs-files';
import type { PageCache } from './page-cache';
import { parseFiles } from './parse-files';
import { parseProgress } from './parse-progress';
import { countPageTerms, type PageTerms } from './page-terms';
import { readBackPages } from './read-back-pages';
import { pagesAsSaved } from './pages-as-saved';
import { savedIndex } from './saved-index';
import { servedFiles, type ServedFile } from './served-files';
import type { ParsedPage } from './split-pages';
import { withText } from './stored-section';
import { isUnpublished, siteKey, siteLayout, withDocsLayout, type SiteLayout } from './site-layout';

export interface LoadDocsOptions {
  /** Whose heading anchors to reproduce; detected from the folder's generator config when not given. */
  generator?: Generator;
  /** Where per-file warnings go (a file skipped because it cannot be parsed). */
  warn?: (line: string) => void;
  /** Parsed pages kept between starts (page-cache.ts). */
  cache?: PageCache;
  /** The index built at the last start (index-snapshot.ts), reused when no file changed since. */
  snapshot?: IndexSnapshot;
  /** Parse many files in worker threads (parse-pool.ts); default true. */
  workers?: boolean;
  /** How the folder keeps languages and versions; detected from the site's config and folders when not given. */
  layout?: LayoutName;
}

export type LoadedDocsIndex = DocsIndex & {
  skipped: OutsideLink[];
  /**
   * Every markdown file found, in order, with its page path: where llms.txt and MCP read pages as written, checked
   * to be inside `root` (the folder's real path) as they are read.
   */
  files: ServedFile[];
  generator: Generator;
  /** The config file the generator was read from, "as told", or that none was found. */
  generatorSource: string;
  /** The languages and versions found, and where each page's are published. */
  layout: DocsLayout;
};

export async function loadDocsIndex(folder: string, options: LoadDocsOptions = {}): Promise<LoadedDocsIndex> {
  return createDocsLoader(folder, options).load();
}

/**
 * Loads a docs folder and, for `--watch`, loads it again when files change: each file is parsed only when it is new
 * or changed (its size or modification time differs from the parse kept in memory or in the page cache), then the
 * index is built from every page. Only files parsed again are warned about again.
 *
 * A load in stages: list the files, stamp each (size and time), read the saved index if a first load finds every
 * file as it was saved, reuse or parse each file, collect the pages, index them, and let the parses go for the
 * page cache's copies.
 */
export function createDocsLoader(folder: string, options: LoadDocsOptions = {}) {
  const { generator, generatorSource } = chooseGenerator(folder, options.generator);
  const layout = detectLayout(folder, options.layout);
  const place = (name: string) => placeFile(layout, name);
  const warn = options.warn ?? (() => undefined);
  for (const problem of layout.problems ?? []) warn(`docs: ${problem}`);
  const known = createKnownParses(options.cache);
  const keeper = createIndexKeeper(warn);
  // Both layouts decide what a file becomes: the site's (route base, includes) and the docs' (languages, versions).
  const saved = savedIndex(
    options.snapshot,
    `${folder}\n${generator}\n${siteKey(folder, generator)}\n${layoutKey(layout)}`,
  );
  let first = true;
  /** Read at the first load (the config's routing and the folders includes come from), kept for --watch's. */
  let site: SiteLayout | undefined;
  /** Whether the index was built or changed by --watch since it was read or saved. */
  let unsaved = false;

  const load = async (): Promise<LoadedDocsIndex> => {
    const listed = await listDocsFiles(folder);
    const { root, skipped } = listed;
    if (!site) {
      site = withDocsLayout(siteLayout(root, generator), layout);
      for (const problem of site.problems ?? []) warn(`docs: ${problem}`);
    }
    // Only the layout's content folders (a Docusaurus site's blog or README is not a docs page), and no partials
    // (`_retry.md`): they are imported into pages, never pages themselves.
    const files = listed.files.filter((file) => {
      const name = relative(root, file);
      return place(name) !== undefined && !isUnpublished(name, generator, site);
    });
    const names = files.map((file) => relative(root, file));
    // Each file stat'ed once: the saved index and the page cache both trust a file by its size and time (and the
    // files its page includes by theirs, each stat'ed once a load however many pages include it).
    const stamps = await stampFiles(files);
    const seen = new Map<string, FileStamp>();
    const moved =
      first && options.cache ? await restampUnchanged(root, files, names, stamps, options.cache) : new Map();
    if (moved.size > 0)
      warn(
        `docs: ${moved.size} file(s) have new modification times but the text they were parsed from: kept their parses`,
      );
    const savedAtStart = first
      ? saved.read(
          stamps.flatMap((stamp, i) => (stamp ? [{ name: names[i] as string, ...stamp }] : [])),
          options.cache,
          seen,
          moved,
        )
      : undefined;
    // A first start with no saved index to change indexes each page as it comes, in file order, and lets its
    // counted words go: none of them wait for the last file to be parsed.
    const streamed = first && !savedAtStart && !keeper.data ? streamedBuild(warn) : undefined;
    const entries = await parseFiles(files, names, stamps, {
      root,
      generator,
      site,
      warn,
      cache: options.cache,
      workers: options.workers,
      reuse: (name, stamp) => known.reuse(name, stamp, first, seen),
      placement: place,
      inOrder: streamed?.take,
      progress: parseProgress(warn, options.cache !== undefined),
      // A build from the page cache: its pages' words are counted off the main thread, as a first start's are.
      countReused: streamed !== undefined,
    });
    for (const entry of entries) known.remember(entry);
    known.keepOnly(new Set(entries.map((entry) => entry.name)));
    const pages = streamed ? [...streamed.builder.pages] : collectPages(entries, warn);
    // Words counted where each page was parsed; a page read back from the page cache is counted from its text.
    const counted = new Map<ParsedPage, PageTerms>();
    for (const entry of entries) if (entry.terms && 'page' in entry.result) counted.set(entry.result.page, entry.terms);
    const termsOf = (page: ParsedPage) => counted.get(page) ?? countPageTerms(withText(page.sections));
    const asSaved = savedAtStart && pagesAsSaved(entries, pages, savedAtStart);
    let data: IndexData;
    if (streamed) data = keeper.adopt(streamed.builder.finish(), pages);
    else if (savedAtStart && asSaved && asSaved.changed === 0) data = keeper.adopt(savedAtStart.data, pages);
    else if (savedAtStart && asSaved) {
      // Files changed while the service was stopped: the saved index changed for them, as --watch changes it.
      keeper.adopt(savedAtStart.data, asSaved.pages);
      data = await keeper.update(pages, termsOf);
      const parsed = entries.filter((entry) => entry.parsed).length;
      warn(
        `docs: ${asSaved.changed} file(s) changed, added or removed since the index was saved: updated it (${parsed} parsed), not built again`,
      );
    } else data = await keeper.update(pages, termsOf);
    if (options.cache && entries.some((entry) => entry.parsed)) {
      for (const entry of readBackPages(entries, pages, options.cache)) known.remember(entry);
      keeper.holds(pages);
    }
    // Saved by the caller (docs-folder.ts: once ready, and at stop after a --watch change), not here: saving takes
    // a while at scale and a first start's questions should not wait for it.
    // Saved again with the new times, too, so the next start finds them as saved.
    unsaved = !savedAtStart || (asSaved?.changed ?? 1) > 0 || moved.size > 0;
    first = false;
    return Object.assign(indexPages(pages, data, layout, site.routing.basePath), {
      skipped,
      files: servedFiles(entries, root, { layout: site, generator }),
      generator,
      generatorSource,
      layout,
    });
  };

  /** Writes the current index for the next start, keyed by the files it was built from. */
  const save = () => {
    const data = keeper.data;
    if (data && saved.write(known.stamps(), data)) unsaved = false;
  };

  return {
    load,
    /** Writes the index for the next start if it was built or changed since it was read or saved. */
    saveIfChanged: () => unsaved && save(),
    /** The files the pages include, as of the last load (absolute paths): --watch reloads when one changes. */
    dependencies: () => known.dependencies(),
    generator,
    generatorSource,
    layout,
  };
}

/** The index built from a load's entries as they come, in file order, each page's counted words let go once added. */
function streamedBuild(warn: (line: string) => void) {
  const builder = createIndexBuilder();
  const collect = pageCollector(warn);
  return {
    builder,
    take: (entry: FileEntry): void => {
      const page = collect(entry);
      if (page) builder.add(page, entry.terms ?? countPageTerms(withText(page.sections)));
      entry.terms = undefined;
    },
  };
}
