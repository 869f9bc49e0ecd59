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
    // Outlines apart from texts: a restart reads every outline (small rows, one scan) and no text. The first layout
    // kept both in one `pages` table: a cache of that shape is dropped, its pages parsed again.
    db.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;
      DROP TABLE IF EXISTS pages;
      CREATE TABLE IF NOT EXISTS page_outlines (
        scope TEXT NOT NULL, file TEXT NOT NULL, size INTEGER NOT NULL, mtime REAL NOT NULL, outline TEXT NOT NULL,
        PRIMARY KEY (scope, file)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS page_texts (
        scope TEXT NOT NULL, file TEXT NOT NULL, size INTEGER NOT NULL, mtime REAL NOT NULL, result TEXT NOT NULL,
        PRIMARY KEY (scope, file)
      ) WITHOUT ROWID;`);
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
