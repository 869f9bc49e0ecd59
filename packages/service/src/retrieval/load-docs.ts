import { readdir, realpath, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { isInside, type OutsideLink } from '../http/inside-folder';
import { readDocsFile } from '../read-docs-file';
import {
  computeIndexData,
  indexPages,
  sectionsOf,
  updateIndexData,
  type DocsIndex,
  type IndexData,
} from './docs-index';
import { detectGenerator, type Generator } from './generator';
import { pagePathForFile } from './markdown-sections';
import { snapshotFingerprint, type IndexSnapshot } from './index-snapshot';
import { withText, type CachedPage, type PageCache } from './page-cache';
import { parseDocsFile } from './parse-file';
import { createParsePool, parseConcurrency, POOL_MIN_FILES, type ParsePool } from './parse-pool';
import type { DocsPage, ParsedPage } from './split-pages';

const MARKDOWN = /\.(md|mdx|markdown)$/i;
/** Files stat'ed, read and parsed at once: enough to keep the disk busy, few enough to bound open files. */
const BATCH = 64;

export interface DocsFolder {
  pages: DocsPage[];
  /** Links under the folder that lead outside it: not indexed, reported once at start-up. */
  skipped: OutsideLink[];
}

/**
 * Every markdown file under `folder` (dot folders and node_modules skipped), sorted. A symlink is followed only when
 * its real path is inside the folder (so a link to a file elsewhere is never indexed and quoted in answers); a
 * folder reached twice through links is read once.
 */
export async function listDocsFiles(
  folder: string,
): Promise<{ root: string; files: string[]; skipped: OutsideLink[] }> {
  const root = await realpath(folder);
  const files: string[] = [];
  const skipped: OutsideLink[] = [];
  const visited = new Set<string>([root]);
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = join(dir, entry.name);
      let isDirectory = entry.isDirectory();
      if (entry.isSymbolicLink()) {
        const target = await realpath(full).catch(() => '(broken)');
        if (!isInside(root, target)) {
          skipped.push({ path: relative(root, full), target });
          continue;
        }
        isDirectory = (await stat(target)).isDirectory();
        if (isDirectory && visited.has(target)) continue;
        if (isDirectory) visited.add(target);
      }
      if (isDirectory) await walk(full);
      else if (MARKDOWN.test(entry.name)) files.push(full);
    }
  };
  await walk(root);
  files.sort();
  return { root, files, skipped };
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
}

export type LoadedDocsIndex = DocsIndex & {
  skipped: OutsideLink[];
  /**
   * Every markdown file found, in order, with its page path: where llms.txt and MCP read pages as written, checked
   * to be inside `root` (the folder's real path) as they are read.
   */
  files: Array<{ path: string; file: string; root: string }>;
  generator: Generator;
  /** The config file the generator was read from, "as told", or that none was found. */
  generatorSource: string;
};

export async function loadDocsIndex(folder: string, options: LoadDocsOptions = {}): Promise<LoadedDocsIndex> {
  return createDocsLoader(folder, options).load();
}

/**
 * Loads a docs folder and, for `--watch`, loads it again when files change: each file is parsed only when it is new
 * or changed (its size or modification time differs from the parse kept in memory or in the page cache), then the
 * index is built from every page. Only files parsed again are warned about again.
 */
export function createDocsLoader(folder: string, options: LoadDocsOptions = {}) {
  const detected = options.generator ? undefined : detectGenerator(folder);
  const generator = options.generator ?? detected?.generator ?? 'github';
  const generatorSource = options.generator ? 'as told' : detected ? detected.configFile : 'no generator config found';
  const warn = options.warn ?? (() => undefined);
  const known = new Map<string, { size: number; mtimeMs: number; result: CachedPage }>();
  let first = true;

  type FileInfo = { size: number; mtimeMs: number };
  type Entry = { name: string; size: number; mtimeMs: number; result: CachedPage; fresh: boolean; parsed?: boolean };

  /** The file's parse kept in memory or in the page cache, if made from the file as it is now. */
  const cachedEntry = (name: string, info: { size: number; mtimeMs: number }): Entry | undefined => {
    const inMemory = known.get(name);
    if (inMemory && inMemory.size === info.size && inMemory.mtimeMs === info.mtimeMs)
      return { name, ...inMemory, fresh: false };
    const cached = options.cache?.get(name, info.size, info.mtimeMs);
    if (cached) return { name, size: info.size, mtimeMs: info.mtimeMs, result: cached, fresh: first };
    return undefined;
  };

  const parseFile = async (
    root: string,
    file: string,
    name: string,
    info: { size: number; mtimeMs: number },
    pool?: ParsePool,
  ) => {
    // Checked as it is read: a file swapped for a link out of the folder since the walk is skipped, not parsed.
    const source = await readDocsFile(root, file).catch((error: Error) => error);
    const result: CachedPage =
      source instanceof Error
        ? { skipped: unreadable(source) }
        : pool
          ? await pool.parse(name, source)
          : parseDocsFile(name, source, generator);
    options.cache?.put(name, info.size, info.mtimeMs, result);
    return { name, size: info.size, mtimeMs: info.mtimeMs, result, fresh: true, parsed: true };
  };

  // What the snapshot is keyed by besides the files: the folder and whose anchors the pages were split with.
  const scope = `${folder}\n${generator}`;
  /** The index data last built or read, and whether --watch changed it since it was saved. */
  let current: IndexData | undefined;
  let unsaved = false;
  /** The pages `current` holds, by path: a page object that differs from one loaded next was parsed again. */
  let indexed = new Map<string, ParsedPage>();

  /** --watch: the index changed for the pages that differ from the last load, or built whole when it cannot be. */
  const indexData = async (pages: ParsedPage[]): Promise<IndexData> => {
    const next = new Map(pages.map((page) => [page.path, page]));
    const previous = indexed;
    indexed = next;
    if (!current) return computeIndexData(withText(sectionsOf(pages)));
    const removed = [...previous.values()].filter((page) => next.get(page.path) !== page);
    const added = pages.filter((page) => previous.get(page.path) !== page);
    if (removed.length === 0 && added.length === 0) return current;
    try {
      await updateIndexData(current, removed, added, sectionsOf(pages));
      return current;
    } catch (error) {
      warn(`docs: updating the index failed (${(error as Error).message}); building it again`);
      return computeIndexData(withText(sectionsOf(pages)));
    }
  };

  /** At the first load: the saved index, if it was built from exactly these files as they are now. */
  const readSnapshot = (root: string, files: string[], infos: ReadonlyArray<FileInfo | undefined>) => {
    if (!options.snapshot) return undefined;
    const stats: Array<{ name: string; size: number; mtimeMs: number }> = [];
    infos.forEach((info, i) => {
      if (info) stats.push({ name: relative(root, files[i] as string), size: info.size, mtimeMs: info.mtimeMs });
    });
    const fingerprint = snapshotFingerprint(scope, stats);
    const data = options.snapshot.read(fingerprint);
    return data && { fingerprint, data };
  };

  /**
   * Every file's page, in file order: from memory or the page cache when unchanged, else read and parsed — in parse
   * workers when there are many (a first start), on the main thread when a few changed (--watch, a restart).
   */
  const parseAll = async (root: string, files: string[], infos: ReadonlyArray<FileInfo | undefined>) => {
    const entries = new Array<Entry | undefined>(files.length);
    const toParse: Array<{ at: number; name: string; info: FileInfo }> = [];
    infos.forEach((info, i) => {
      if (!info) return;
      const name = relative(root, files[i] as string);
      const entry = cachedEntry(name, info);
      if (entry) entries[i] = entry;
      else toParse.push({ at: i, name, info });
    });
    const pool =
      toParse.length >= POOL_MIN_FILES && options.workers !== false ? createParsePool(generator, warn) : undefined;
    try {
      let next = 0;
      const work = async () => {
        for (let item = toParse[next++]; item; item = toParse[next++])
          entries[item.at] = await parseFile(root, files[item.at] as string, item.name, item.info, pool);
      };
      await Promise.all(Array.from({ length: parseConcurrency(pool) }, work));
    } finally {
      await pool?.close();
    }
    return entries.filter((entry) => entry !== undefined);
  };

  const load = async (): Promise<LoadedDocsIndex> => {
    const { root, files, skipped } = await listDocsFiles(folder);
    // Each file stat'ed once: the snapshot's fingerprint and the page cache both trust a file by its size and time.
    const infos: Array<FileInfo | undefined> = [];
    for (let i = 0; i < files.length; i += BATCH) {
      const batch = await Promise.all(files.slice(i, i + BATCH).map((file) => stat(file).catch(() => undefined)));
      for (const info of batch) infos.push(info && { size: info.size, mtimeMs: info.mtimeMs });
    }
    const saved = first ? readSnapshot(root, files, infos) : undefined;
    const entries = await parseAll(root, files, infos);
    const pages: ParsedPage[] = [];
    const owner = new Map<string, string>();
    const present = new Set<string>();
    for (const entry of entries) {
      present.add(entry.name);
      known.set(entry.name, { size: entry.size, mtimeMs: entry.mtimeMs, result: entry.result });
      if ('skipped' in entry.result) {
        if (entry.fresh) warn(`docs: skipping ${entry.name} (${entry.result.skipped})`);
        continue;
      }
      const page = entry.result.page;
      const already = owner.get(page.path);
      if (already !== undefined) {
        if (entry.fresh) warn(`docs: skipping ${entry.name} (its page path ${page.path} is already ${already}'s)`);
        continue;
      }
      owner.set(page.path, entry.name);
      pages.push(page);
    }
    for (const name of known.keys()) if (!present.has(name)) known.delete(name);
    options.cache?.keepOnly(present);
    if (saved) indexed = new Map(pages.map((page) => [page.path, page]));
    current = saved?.data ?? (await indexData(pages));
    if (entries.some((entry) => entry.parsed)) swapForStored(entries, pages);
    // Saved by the caller (docs-folder.ts: once ready, and at stop after a --watch change), not here: saving takes
    // a while at scale and a first start's questions should not wait for it.
    unsaved = !saved;
    first = false;
    // A file that cannot be read is not served either (its warning said why).
    const found = entries
      .filter((entry) => !('skipped' in entry.result && UNREADABLE.test(entry.result.skipped)))
      .map((entry) => ({ path: pagePathForFile(entry.name), file: join(root, entry.name), root }));
    return Object.assign(indexPages(pages, current), { skipped, files: found, generator, generatorSource });
  };

  /**
   * Pages parsed at this load, once indexed, for the same pages read back from the page cache: their text then stays
   * in the cache until an answer quotes it (issue 24: RSS at 10,000 pages), and the parse is let go.
   */
  const swapForStored = (entries: Entry[], pages: ParsedPage[]) => {
    if (!options.cache) return;
    const swapped = new Map<ParsedPage, ParsedPage>();
    for (const entry of entries) {
      if (!entry.parsed || !('page' in entry.result)) continue;
      const stored = options.cache.get(entry.name, entry.size, entry.mtimeMs);
      if (!stored || !('page' in stored)) continue;
      swapped.set(entry.result.page, stored.page);
      known.set(entry.name, { size: entry.size, mtimeMs: entry.mtimeMs, result: stored });
    }
    pages.forEach((page, i) => {
      const stored = swapped.get(page);
      if (stored) pages[i] = stored;
    });
    indexed = new Map(pages.map((page) => [page.path, page]));
  };

  /** Writes the current index for the next start, keyed by the files it was built from. */
  const save = () => {
    if (!options.snapshot || !current) return;
    const files = [...known].map(([name, { size, mtimeMs }]) => ({ name, size, mtimeMs }));
    options.snapshot.write(snapshotFingerprint(scope, files), current);
    unsaved = false;
  };

  return {
    load,
    /** Writes the index for the next start if it was built or changed since it was read or saved. */
    saveIfChanged: () => unsaved && save(),
    generator,
    generatorSource,
  };
}

const UNREADABLE = /^(permission denied|cannot be read)/;

function unreadable(error: NodeJS.ErrnoException): string {
  if (error.code === 'EACCES' || error.code === 'EPERM')
    return 'permission denied; fix its permissions or move it out of the folder';
  return `cannot be read: ${error.code ?? error.message}`;
}
