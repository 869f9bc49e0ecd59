import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { ParsedPage } from './split-pages';

/** Beside the service's database: parsed pages, one row per docs file. A cache — deleting it loses nothing. */
export const PAGE_CACHE_FILE = 'docs-index.db';

/**
 * Bumped whenever parsing changes what a page becomes (sections, anchors, cleaned markdown), so a restart after an
 * upgrade parses again rather than serving pages split by the old rules.
 */
export const PARSER_VERSION = '24.1';

/** What a file was split into, or why it was skipped: both are remembered, so a restart warns the same way. */
export type CachedPage = { page: ParsedPage } | { skipped: string };

export interface PageCache {
  /** The file's parse, if it was made from the file as it is now (same size and modification time) by this parser. */
  get(file: string, size: number, mtimeMs: number): CachedPage | undefined;
  put(file: string, size: number, mtimeMs: number, result: CachedPage): void;
  /** Forgets files no longer in the folder. */
  keepOnly(files: ReadonlySet<string>): void;
  close(): void;
}

/**
 * The per-file cache of parsed pages (issue 24): a restart with unchanged files reads each page's sections back
 * instead of parsing its markdown, and a changed file is parsed again on its own. Keyed by the docs folder and the
 * generator as well as the file, so two services sharing a data dir, or a `--generator` change, never mix pages.
 * A cache file that cannot be opened or read is deleted and started afresh: it must never stop start-up.
 */
export function openPageCache(dataDir: string, scope: string, warn: (line: string) => void): PageCache | undefined {
  const file = join(dataDir, PAGE_CACHE_FILE);
  const open = () => {
    mkdirSync(dataDir, { recursive: true });
    const db = new DatabaseSync(file);
    db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;
      CREATE TABLE IF NOT EXISTS pages (
        scope TEXT NOT NULL, file TEXT NOT NULL, size INTEGER NOT NULL, mtime REAL NOT NULL, result TEXT NOT NULL,
        PRIMARY KEY (scope, file)
      ) WITHOUT ROWID;`);
    return db;
  };
  let db: DatabaseSync;
  try {
    db = open();
  } catch (error) {
    warn(`docs: the page cache ${file} could not be read (${(error as Error).message}); starting it afresh`);
    try {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
      db = open();
    } catch {
      return undefined;
    }
  }
  const key = `${PARSER_VERSION}\n${scope}`;
  const select = db.prepare('SELECT size, mtime, result FROM pages WHERE scope = ? AND file = ?');
  const upsert = db.prepare(
    'INSERT INTO pages (scope, file, size, mtime, result) VALUES (?, ?, ?, ?, ?) ' +
      'ON CONFLICT (scope, file) DO UPDATE SET size = excluded.size, mtime = excluded.mtime, result = excluded.result',
  );
  let writes = 0;
  const flush = () => {
    if (writes > 0 && db.isTransaction) db.exec('COMMIT');
    writes = 0;
  };
  return {
    get(name, size, mtimeMs) {
      try {
        const row = select.get(key, name) as { size: number; mtime: number; result: string } | undefined;
        if (!row || row.size !== size || row.mtime !== mtimeMs) return undefined;
        return JSON.parse(row.result) as CachedPage;
      } catch {
        return undefined;
      }
    },
    put(name, size, mtimeMs, result) {
      try {
        // Many pages in one transaction: one fsync per batch, not per file.
        if (!db.isTransaction) db.exec('BEGIN');
        upsert.run(key, name, size, mtimeMs, JSON.stringify(result));
        if (++writes >= 500) flush();
      } catch {
        // A cache that cannot be written only costs the next start its speed.
      }
    },
    keepOnly(files) {
      try {
        flush();
        const rows = db.prepare('SELECT file FROM pages WHERE scope = ?').all(key) as Array<{ file: string }>;
        const remove = db.prepare('DELETE FROM pages WHERE scope = ? AND file = ?');
        db.exec('BEGIN');
        for (const row of rows) if (!files.has(row.file)) remove.run(key, row.file);
        // Pages of older parser versions are of no use to anyone.
        db.prepare('DELETE FROM pages WHERE scope NOT LIKE ?').run(`${PARSER_VERSION}\n%`);
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
