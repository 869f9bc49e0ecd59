import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { APPLICATION_ID, DATABASE_FILE } from '../storage/database';
import { checkDatabaseFile, refuse } from '../storage/file-checks';
import { StorageError } from '../storage/storage-error';

/**
 * The service's database opened read-only, beside a running service: in WAL mode a reader sees every committed
 * answer and never blocks the writer, so the report needs no stop. The same refusals as start-up, said once.
 */
export function openReadOnly(dataDir: string): { db: DatabaseSync; file: string } {
  const file = join(dataDir, DATABASE_FILE);
  if (!existsSync(file)) {
    throw new StorageError(
      `${file} does not exist: no question has been stored there. Pass --data-dir <the folder docs-assistant serve used>.`,
    );
  }
  checkDatabaseFile(file, { readOnly: true });
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(file, { readOnly: true });
    db.exec('PRAGMA busy_timeout = 5000');
    const id = Number((db.prepare('PRAGMA application_id').get() as { application_id: number }).application_id);
    if (id !== APPLICATION_ID) throw refuse(file, 'is not a docs-assistant database');
    return { db, file };
  } catch (error) {
    db?.close();
    if (error instanceof StorageError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    const [first = reason, ...more] = reason.split('\n');
    throw refuse(file, `cannot be read as a database (${first})`, more.length ? reason : undefined);
  }
}
