import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from './database';
import { StorageError } from './storage-error';

/**
 * Imports a JSON file the service used before SQLite (`threads.json`, `agent-jobs.json`) on first start, in one
 * transaction, then renames it `<name>.migrated` (kept as a backup, never read again). A crash between the commit
 * and the rename is safe: the `migrations` row says the import happened, so the next start only renames. A file
 * that cannot be read as the old format stops start-up: importing nothing would look like a fresh start.
 */
export function migrateJsonFile<T>(
  db: DatabaseSync,
  dataDir: string,
  name: string,
  read: (data: unknown) => T[] | undefined,
  insert: (item: T) => void,
): number {
  const file = join(dataDir, name);
  if (!existsSync(file)) return 0;
  const done = db.prepare('SELECT 1 FROM migrations WHERE name = ?').get(name);
  let count = 0;
  if (!done) {
    let items: T[] | undefined;
    try {
      items = read(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      items = undefined;
    }
    if (!items) {
      throw new StorageError(
        `${file} is not a docs-assistant ${name} the service can migrate (damaged or another format). Move it aside to start without its data, or restore it from a backup.`,
      );
    }
    transaction(db, () => {
      for (const item of items) insert(item);
      db.prepare('INSERT INTO migrations (name, at) VALUES (?, ?)').run(name, new Date().toISOString());
    });
    count = items.length;
  }
  renameSync(file, `${file}.migrated`);
  return count;
}
