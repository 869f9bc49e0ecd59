import type { DatabaseSync } from 'node:sqlite';

/** Where a page cache's rows are (its SQLite file) and whose they are (the parser version and folder, its key). */
export interface PageCacheLocation {
  file: string;
  key: string;
}

/** Writes a page's two rows: its outline (read at every restart) and the page whole (its text, read when asked). */
export type PutPageRows = (name: string, size: number, mtimeMs: number, outline: string, whole: string) => void;

/** The upserts of page-cache.ts, on any connection to the cache's file (the main thread's, or a parse worker's). */
export function pageRowWriter(db: DatabaseSync, key: string): PutPageRows {
  const upsert = (table: string, column: string) =>
    db.prepare(
      `INSERT INTO ${table} (scope, file, size, mtime, ${column}) VALUES (?, ?, ?, ?, ?) ` +
        `ON CONFLICT (scope, file) DO UPDATE SET size = excluded.size, mtime = excluded.mtime, ${column} = excluded.${column}`,
    );
  const outlines = upsert('page_outlines', 'outline');
  const texts = upsert('page_texts', 'result');
  return (name, size, mtimeMs, outline, whole) => {
    outlines.run(key, name, size, mtimeMs, outline);
    texts.run(key, name, size, mtimeMs, whole);
  };
}

/** How long a parse worker waits for the write lock (SQLite takes one writer at a time; others hold it for a file's rows). */
const WORKER_BUSY_TIMEOUT_MS = 10_000;

/**
 * A parse worker's own connection to the page cache (the main thread made the file and its tables): each page is
 * committed before the worker hands it over, so a page the index holds is on disk, and a worker that dies mid-write
 * leaves only an unfinished transaction, which SQLite rolls back. Undefined when the file cannot be opened: the
 * worker then hands its pages over whole, for the main thread to store as before.
 */
export function openWorkerPageRows(
  location: PageCacheLocation,
): ((...row: Parameters<PutPageRows>) => boolean) | undefined {
  let db: DatabaseSync;
  let put: PutPageRows;
  try {
    // Loaded here, not imported: parse-worker.ts quiets node:sqlite's warning first (the worker's process object
    // is its own), and a builtin in the static import graph loads before any module runs.
    const { DatabaseSync: Database } = process.getBuiltinModule('node:sqlite');
    db = new Database(location.file);
    // synchronous is per connection: NORMAL, as the main thread's (WAL then syncs at checkpoints, not each commit).
    db.exec(`PRAGMA busy_timeout = ${WORKER_BUSY_TIMEOUT_MS}; PRAGMA synchronous = NORMAL;`);
    put = pageRowWriter(db, location.key);
  } catch {
    return undefined;
  }
  return (name, size, mtimeMs, outline, whole) => {
    try {
      db.exec('BEGIN IMMEDIATE');
      put(name, size, mtimeMs, outline, whole);
      db.exec('COMMIT');
      return true;
    } catch {
      // Busy past the timeout, a full disk: the page goes to the main thread whole, which stores it or says why not.
      try {
        if (db.isTransaction) db.exec('ROLLBACK');
      } catch {
        // Rolled back by SQLite already.
      }
      return false;
    }
  };
}
