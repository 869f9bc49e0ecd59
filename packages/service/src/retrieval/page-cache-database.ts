import { mkdirSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';

/**
 * The page cache's SQLite file, its tables made if missing. One that cannot be opened or read is deleted (with its
 * WAL) and made afresh, with one warning: a cache must never stop start-up. Undefined when even that fails.
 */
export function openPageCacheDatabase(
  dataDir: string,
  file: string,
  warn: (line: string) => void,
): DatabaseSync | undefined {
  const open = () => {
    mkdirSync(dataDir, { recursive: true });
    const db = new DatabaseSync(file);
    // A page's rows are kilobytes (a text row ~20 KB): rowid tables with 16 KiB pages write them at about half the
    // CPU of the first layout's WITHOUT ROWID tables on 4 KiB pages, which keep whole rows in the key's B-tree and
    // are meant for small rows. The page size takes only in a new file (WAL fixes it); an older file keeps 4 KiB.
    db.exec('PRAGMA page_size = 16384; PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
    // Outlines apart from texts: a restart reads every outline (small rows, one scan) and no text. Caches of the
    // earlier layouts (one `pages` table; then WITHOUT ROWID tables) are dropped, their pages parsed again.
    const earlier = db
      .prepare(
        "SELECT name FROM sqlite_schema WHERE name IN ('page_outlines', 'page_texts') AND sql LIKE '%WITHOUT ROWID%'",
      )
      .all();
    if (earlier.length > 0) db.exec('DROP TABLE IF EXISTS page_outlines; DROP TABLE IF EXISTS page_texts;');
    db.exec(`DROP TABLE IF EXISTS pages;
      CREATE TABLE IF NOT EXISTS page_outlines (
        scope TEXT NOT NULL, file TEXT NOT NULL, size INTEGER NOT NULL, mtime REAL NOT NULL, outline TEXT NOT NULL,
        hash TEXT, UNIQUE (scope, file)
      );
      CREATE TABLE IF NOT EXISTS page_texts (
        scope TEXT NOT NULL, file TEXT NOT NULL, size INTEGER NOT NULL, mtime REAL NOT NULL, result TEXT NOT NULL,
        UNIQUE (scope, file)
      );`);
    // The text's digest came later: a cache made before gets the column, its rows none until parsed again.
    const columns = db.prepare('PRAGMA table_info(page_outlines)').all() as Array<{ name: string }>;
    if (!columns.some((column) => column.name === 'hash')) db.exec('ALTER TABLE page_outlines ADD COLUMN hash TEXT');
    return db;
  };
  try {
    return open();
  } catch (error) {
    warn(`docs: the page cache ${file} could not be read (${(error as Error).message}); starting it afresh`);
    try {
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
      return open();
    } catch {
      return undefined;
    }
  }
}
