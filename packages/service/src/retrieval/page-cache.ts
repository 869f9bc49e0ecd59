import type { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import type { CachedPage } from './cached-page';
import { openPageCacheDatabase } from './page-cache-database';
import { pageTexts } from './page-texts';
import { outlineOf, pageFromOutline, type PageOutline } from './stored-section';

/** Beside the service's database: parsed pages, one row per docs file. A cache — deleting it loses nothing. */
export const PAGE_CACHE_FILE = 'docs-index.db';

/**
 * Bumped whenever parsing changes what a page becomes (sections, anchors, cleaned markdown, how a skipped file is
 * recorded), so a restart after an upgrade parses again rather than serving pages split by the old rules — and when
 * the cache's tables change (page-cache-database.ts drops the old ones): the saved index, keyed by it too, is then
 * built again with them. A counter and nothing more; it is part of each row's scope, so any value not used before
 * will do.
 */
export const PARSER_VERSION = 'parser-35-skipped-at-page-path';

export interface PageCache {
  /**
   * The file's parse, if it was made from the file as it is now (same size and modification time) by this parser.
   * Its sections' text (markdown, prose, code) is read from the cache when first asked for, not with the page.
   */
  get(file: string, size: number, mtimeMs: number): CachedPage | undefined;
  /** `hash`: the file's text's digest (content-hash.ts), when it was read. */
  put(file: string, size: number, mtimeMs: number, result: CachedPage, hash?: string): void;
  /** The file's parse as stored whole (JSON, its text included), if made from the file as it is now; for counting its words elsewhere. */
  whole(file: string, size: number, mtimeMs: number): string | undefined;
  /** `put` with the page as JSON already: its outline (stored-section.ts) and the whole of it. */
  putJson(file: string, size: number, mtimeMs: number, outline: string, whole: string, hash?: string): void;
  /** Each file's stamp and text digest as the cache holds its parse (files stored without a digest left out). */
  contentStamps(): Map<string, { size: number; mtimeMs: number; hash: string }>;
  /** Keys a file's parse to a new modification time: its text is as it was parsed (restamp-unchanged.ts). */
  restamp(file: string, mtimeMs: number): void;
  /** Forgets files no longer in the folder. */
  keepOnly(files: ReadonlySet<string>): void;
  close(): void;
}

/** Pages written in one transaction: one fsync per batch, not per file. */
const WRITES_PER_COMMIT = 500;

/**
 * The per-file cache of parsed pages: a restart with unchanged files reads each page's sections back instead of
 * parsing its markdown (parsing is most of a first start), and a changed file is parsed again on its own. Keyed by
 * the docs folder and the generator as well as the file, so two services sharing a data dir, or a `--generator`
 * change, never mix pages. Undefined when the file cannot be opened even afresh (page-cache-database.ts).
 */
export function openPageCache(dataDir: string, scope: string, warn: (line: string) => void): PageCache | undefined {
  const db = openPageCacheDatabase(dataDir, join(dataDir, PAGE_CACHE_FILE), warn);
  if (!db) return undefined;
  const key = `${PARSER_VERSION}\n${scope}`;
  const outlines = outlineRows(db, key);
  const textOf = pageTexts(db, key);
  const selectWhole = db.prepare('SELECT size, mtime, result FROM page_texts WHERE scope = ? AND file = ?');
  const upsertOutline = db.prepare(
    'INSERT INTO page_outlines (scope, file, size, mtime, outline, hash) VALUES (?, ?, ?, ?, ?, ?) ' +
      'ON CONFLICT (scope, file) DO UPDATE SET size = excluded.size, mtime = excluded.mtime, ' +
      'outline = excluded.outline, hash = excluded.hash',
  );
  const upsertText = db.prepare(
    'INSERT INTO page_texts (scope, file, size, mtime, result) VALUES (?, ?, ?, ?, ?) ' +
      'ON CONFLICT (scope, file) DO UPDATE SET size = excluded.size, mtime = excluded.mtime, result = excluded.result',
  );
  const restampRows = ['page_outlines', 'page_texts'].map((table) =>
    db.prepare(`UPDATE ${table} SET mtime = ? WHERE scope = ? AND file = ?`),
  );
  let writes = 0;
  const flush = () => {
    if (writes > 0 && db.isTransaction) db.exec('COMMIT');
    writes = 0;
  };
  const putJson = (name: string, size: number, mtimeMs: number, outline: string, whole: string, hash?: string) => {
    try {
      if (!db.isTransaction) db.exec('BEGIN');
      upsertOutline.run(key, name, size, mtimeMs, outline, hash ?? null);
      upsertText.run(key, name, size, mtimeMs, whole);
      textOf.forget(name);
      if (++writes >= WRITES_PER_COMMIT) flush();
    } catch {
      // A cache that cannot be written only costs the next start its speed.
    }
  };
  return {
    get(name, size, mtimeMs) {
      try {
        const found = outlines.take(name);
        if (!found || found.size !== size || found.mtime !== mtimeMs) return undefined;
        return pageFromOutline(JSON.parse(found.outline) as PageOutline, () => textOf(name, size, mtimeMs));
      } catch {
        return undefined;
      }
    },
    whole(name, size, mtimeMs) {
      try {
        const row = selectWhole.get(key, name) as { size: number; mtime: number; result: string } | undefined;
        return row && row.size === size && row.mtime === mtimeMs ? row.result : undefined;
      } catch {
        return undefined;
      }
    },
    put(name, size, mtimeMs, result, hash) {
      putJson(name, size, mtimeMs, JSON.stringify(outlineOf(result)), JSON.stringify(result), hash);
    },
    putJson,
    contentStamps() {
      try {
        const rows = db
          .prepare('SELECT file, size, mtime, hash FROM page_outlines WHERE scope = ? AND hash IS NOT NULL')
          .all(key) as Array<{ file: string; size: number; mtime: number; hash: string }>;
        return new Map(rows.map(({ file, size, mtime, hash }) => [file, { size, mtimeMs: mtime, hash }]));
      } catch {
        return new Map();
      }
    },
    restamp(name, mtimeMs) {
      try {
        if (!db.isTransaction) db.exec('BEGIN');
        for (const update of restampRows) update.run(mtimeMs, key, name);
        if (++writes >= WRITES_PER_COMMIT) flush();
      } catch {
        // Not re-keyed: the file is parsed again, as it would have been.
      }
    },
    keepOnly(files) {
      outlines.forget();
      try {
        flush();
        const rows = db.prepare('SELECT file FROM page_outlines WHERE scope = ?').all(key) as Array<{ file: string }>;
        db.exec('BEGIN');
        for (const table of ['page_outlines', 'page_texts']) {
          const remove = db.prepare(`DELETE FROM ${table} WHERE scope = ? AND file = ?`);
          for (const row of rows) if (!files.has(row.file)) remove.run(key, row.file);
          // Pages of older parser versions are of no use to anyone.
          db.prepare(`DELETE FROM ${table} WHERE scope NOT LIKE ?`).run(`${PARSER_VERSION}\n%`);
        }
        db.exec('COMMIT');
      } catch {
        if (db.isTransaction) db.exec('ROLLBACK');
      }
    },
    close() {
      try {
        flush();
        db.close();
      } catch {
        // Closing a cache has nothing to lose.
      }
    },
  };
}

type OutlineRow = { size: number; mtime: number; outline: string };

/**
 * The outline rows of one scope. The first `take` reads them all in one statement (10,000 lookups one by one cost
 * seconds at start-up); each is handed out once, and a file asked for again (a --watch load) is looked up alone.
 */
function outlineRows(db: DatabaseSync, scope: string) {
  const select = db.prepare('SELECT size, mtime, outline FROM page_outlines WHERE scope = ? AND file = ?');
  let preloaded: Map<string, OutlineRow> | undefined;
  return {
    take(name: string): OutlineRow | undefined {
      preloaded ??= new Map(
        (
          db.prepare('SELECT file, size, mtime, outline FROM page_outlines WHERE scope = ?').all(scope) as Array<
            OutlineRow & { file: string }
          >
        ).map(({ file, ...rest }) => [file, rest]),
      );
      const found = preloaded.get(name);
      if (found) {
        preloaded.delete(name);
        return found;
      }
      return select.get(scope, name) as OutlineRow | undefined;
    },
    /** Drops what was read ahead and not taken: the next `take` reads the scope's rows afresh. */
    forget(): void {
      preloaded = undefined;
    },
  };
}
