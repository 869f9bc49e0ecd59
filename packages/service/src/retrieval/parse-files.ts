import { readDocsFile } from '../read-docs-file';
import type { FileEntry } from './file-entry';
import type { FileStamp } from './file-stamps';
import type { Generator } from './generator';
import type { Placement } from './layout/place-file';
import type { PageCache } from './page-cache';
import type { SiteLayout } from './site-layout';
import { readAndParseFile, takeOver, type HandedOverFile, type ParsedFile } from './parse-file';
import { createParsePool, parseConcurrency, POOL_MIN_FILES, type ParsePool } from './parse-pool';
import type { ParseProgress } from './parse-progress';
import { unreadableFile } from './unreadable-file';

export interface ParseFilesOptions {
  /** The docs folder's real path: each file must still be inside it when it is read. */
  root: string;
  generator: Generator;
  /** Where the folder's includes come from and how its files become URLs. */
  site?: SiteLayout;
  warn: (line: string) => void;
  /** Where each new parse is kept for the next start. */
  cache?: PageCache;
  /** Parse many files in worker threads; default true. */
  workers?: boolean;
  /** Where the site places the file (its language and version: layout/place-page.ts), applied as it is parsed. */
  placement?: (name: string) => Placement | undefined;
  /** A parse made earlier from the file as it is now, if there is one. */
  reuse: (name: string, stamp: FileStamp) => FileEntry | undefined;
  /**
   * Pages reused from the page cache come with their words counted too, by the parse workers when there are many:
   * an index built from the page cache (a saved index that could not be applied) would otherwise count every page on
   * the main thread, 36 s with the event loop held at 10,000 pages.
   */
  countReused?: boolean;
  /** Told each entry in file order, as soon as every file before it is done (a first start indexes as it parses). */
  inOrder?: (entry: FileEntry) => void;
  /** Told how many of the files to parse are parsed: 0 before the first, then after each. */
  progress?: ParseProgress;
}

/**
 * Every file's page, in file order: reused when unchanged, else read and parsed — in parse workers when there are
 * many (a first start), on the main thread when a few changed (--watch, a restart). A file gone since it was
 * listed (no stamp) is left out.
 */
export async function parseFiles(
  files: readonly string[],
  names: readonly string[],
  stamps: ReadonlyArray<FileStamp | undefined>,
  options: ParseFilesOptions,
): Promise<FileEntry[]> {
  const entries = new Array<FileEntry | undefined>(files.length);
  const toParse: number[] = [];
  const toCount = new Map<number, FileEntry>();
  stamps.forEach((stamp, i) => {
    if (!stamp) return;
    const entry = options.reuse(names[i] as string, stamp);
    if (!entry) toParse.push(i);
    else if (options.countReused && options.cache && 'page' in entry.result && !entry.terms) toCount.set(i, entry);
    else entries[i] = entry;
  });
  // Entries handed on in file order: up to the first file still being parsed (a file gone has no entry).
  let told = 0;
  const tell = () => {
    for (; told < files.length && (entries[told] || !stamps[told]); told++) {
      const entry = entries[told];
      if (entry) options.inOrder?.(entry);
    }
  };
  const pool =
    toParse.length + toCount.size >= POOL_MIN_FILES && options.workers !== false
      ? createParsePool(options.generator, options.warn, { site: options.site })
      : undefined;
  // Without workers, a reused page is counted where the index takes it (load-docs.ts), as before.
  if (!pool) for (const [at, entry] of toCount) entries[at] = entry;
  tell();
  // In file order, so the index can take each entry as soon as those before it are done.
  const pending = pool ? [...toParse, ...toCount.keys()].sort((a, b) => a - b) : toParse;
  let parsed = 0;
  options.progress?.(0, toParse.length);
  try {
    let next = 0;
    const work = async () => {
      for (let at = pending[next++]; at !== undefined; at = pending[next++]) {
        const reused = toCount.get(at);
        entries[at] =
          reused && pool
            ? await countedInPool(reused, pool, options.cache as PageCache)
            : await readAndParse(files[at] as string, names[at] as string, stamps[at] as FileStamp, options, pool);
        if (!reused) options.progress?.(++parsed, toParse.length);
        tell();
      }
    };
    await Promise.all(Array.from({ length: parseConcurrency(pool) }, work));
  } finally {
    await pool?.close();
  }
  return entries.filter((entry) => entry !== undefined);
}

/** A reused entry with its page's words counted by a worker (left to the main thread if its text cannot be read). */
async function countedInPool(entry: FileEntry, pool: ParsePool, cache: PageCache): Promise<FileEntry> {
  const whole = cache.whole(entry.name, entry.size, entry.mtimeMs);
  return whole === undefined ? entry : { ...entry, terms: await pool.count(whole) };
}

async function readAndParse(
  file: string,
  name: string,
  stamp: FileStamp,
  options: ParseFilesOptions,
  pool: ParsePool | undefined,
): Promise<FileEntry> {
  // Checked as it is read (in the worker, when one parses it): a file swapped for a link out of the folder since
  // the walk is skipped, not parsed.
  const placement = options.placement?.(name);
  const parsed: ParsedFile | HandedOverFile = pool
    ? await pool.parse(name, { file, root: options.root }, placement)
    : await readDocsFile(options.root, file).then(
        (source) => readAndParseFile(name, { source }, options.generator, options.site, placement),
        (error: NodeJS.ErrnoException) => ({ result: unreadableFile(error) }),
      );
  const { cache } = options;
  if ('whole' in parsed) cache?.putJson(name, stamp.size, stamp.mtimeMs, parsed.outline, parsed.whole, parsed.hash);
  else cache?.put(name, stamp.size, stamp.mtimeMs, parsed.result, parsed.hash);
  // Kept as the page cache keeps it, its text on disk: a first start holds no corpus's worth of parsed text.
  const kept = cache?.get(name, stamp.size, stamp.mtimeMs);
  const terms = 'terms' in parsed ? parsed.terms : undefined;
  const result = kept ?? ('whole' in parsed ? takeOver(parsed) : parsed).result;
  return { name, size: stamp.size, mtimeMs: stamp.mtimeMs, result, terms, fresh: true, parsed: true };
}
