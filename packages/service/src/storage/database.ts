import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { checkDatabaseFile, refuse, WHAT_TO_DO } from './file-checks';
import { StorageError } from './storage-error';

/** The file threads and agent jobs live in, under the data dir. */
export const DATABASE_FILE = 'docs-assistant.db';

/** `PRAGMA application_id` of our files ("DAST"), so a foreign SQLite file is told apart from ours. */
export const APPLICATION_ID = 0x44415354;
/** Bumped with each schema change; a file from a newer version is refused rather than misread. */
const SCHEMA_VERSION = 3;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS threads (
  id TEXT PRIMARY KEY,
  domain TEXT NOT NULL,
  fp TEXT NOT NULL,
  key_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) WITHOUT ROWID;
-- Pruning old threads walks them oldest first.
CREATE INDEX IF NOT EXISTS threads_by_update ON threads (updated_at);
CREATE TABLE IF NOT EXISTS messages (
  thread_id TEXT NOT NULL REFERENCES threads (id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  id TEXT NOT NULL,
  role TEXT NOT NULL,
  text TEXT NOT NULL,
  sources TEXT,
  created_at TEXT NOT NULL,
  -- Schema 2, for the report: the page a question was asked from, and whether the docs covered its answer
  -- (1 answered, 0 not covered; 2 partial: the closest passages, quoted under "may not answer exactly this").
  page TEXT,
  covered INTEGER,
  PRIMARY KEY (thread_id, seq)
) WITHOUT ROWID;
-- Schema 2: a reader's rating of an answer (the widget's onFeedback, forwarded by the host), one per answer.
CREATE TABLE IF NOT EXISTS feedback (
  thread_id TEXT NOT NULL REFERENCES threads (id) ON DELETE CASCADE,
  message_id TEXT NOT NULL,
  value TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (thread_id, message_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS jobs (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL,
  status TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  data TEXT NOT NULL
) WITHOUT ROWID;
-- Start-up marks jobs a crash left running as failed.
CREATE INDEX IF NOT EXISTS jobs_by_status ON jobs (status);
-- Schema 3, for the report: a search-route query that found nothing (search/empty-searches.ts keeps it bounded).
CREATE TABLE IF NOT EXISTS empty_searches (
  domain TEXT NOT NULL,
  query TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS empty_searches_by_time ON empty_searches (created_at);
-- Which JSON files were imported, so a migration runs once.
CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, at TEXT NOT NULL) WITHOUT ROWID;
`;

/**
 * Opens (creating it when absent) the service's SQLite file in `dataDir`: WAL, so readers never wait on the writer
 * and a `kill -9` loses no committed transaction; foreign keys on; the schema created in one transaction. A file
 * that is damaged, empty, foreign or from a newer version stops start-up with a `StorageError` naming the file —
 * never a silent fresh start, which would make every stored thread answer 404.
 */
export function openDatabase(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, DATABASE_FILE);
  checkDatabaseFile(file);
  if (existsSync(file) && statSync(file).size === 0 && !hasContent(`${file}-wal`)) {
    throw new StorageError(`${file} is empty, so it holds none of the stored threads. ${WHAT_TO_DO}`);
  }
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(file);
    db.exec('PRAGMA busy_timeout = 5000');
    const applicationId = pragma(db, 'application_id');
    const tables = (db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number })
      .n;
    if (applicationId !== APPLICATION_ID && (applicationId !== 0 || tables > 0)) {
      throw new StorageError(`${file} is not a docs-assistant database (another program's SQLite file). ${WHAT_TO_DO}`);
    }
    const version = pragma(db, 'user_version');
    if (version > SCHEMA_VERSION) {
      throw new StorageError(
        `${file} was written by a newer docs-assistant (schema ${version}, this one reads ${SCHEMA_VERSION}). Upgrade docs-assistant or use another --data-dir.`,
      );
    }
    // An overwritten page can keep a valid header; quick_check reads every page once, at start only. Its report
    // (several lines) goes to the log; the line says only that it found damage.
    const first = (db.prepare('PRAGMA quick_check(1)').get() as { quick_check: string }).quick_check;
    if (first !== 'ok') throw refuse(file, "is damaged (SQLite's check found errors)", fullReport(db, first));
    db.exec('PRAGMA journal_mode = WAL');
    // NORMAL in WAL mode: a commit survives the process being killed; only a power cut can lose the last ones.
    db.exec('PRAGMA synchronous = NORMAL');
    db.exec('PRAGMA foreign_keys = ON');
    db.exec('BEGIN IMMEDIATE');
    db.exec(SCHEMA);
    addMissingColumns(db);
    db.exec(`PRAGMA application_id = ${APPLICATION_ID}`);
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    db.exec('COMMIT');
    return db;
  } catch (error) {
    if (db?.isTransaction) db.exec('ROLLBACK');
    db?.close();
    if (error instanceof StorageError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    if (/readonly|read-only/i.test(reason)) {
      throw new StorageError(
        `${file} cannot be written (${reason.split('\n')[0]}): the service writes threads and jobs there. Make it and its folder writable, or pass --data-dir <another folder>.`,
      );
    }
    // SQLite's reason is short ("file is not a database") or several lines; the line keeps the first.
    const [first = reason, ...more] = reason.split('\n');
    throw refuse(file, `cannot be opened as a database (${first})`, more.length ? reason : undefined);
  }
}

/** Schema 1 → 2: `CREATE TABLE IF NOT EXISTS` leaves an existing table as it was, so new columns are added here. */
function addMissingColumns(db: DatabaseSync): void {
  const columns = new Set(
    (db.prepare('PRAGMA table_info(messages)').all() as Array<{ name: string }>).map((column) => column.name),
  );
  if (!columns.has('page')) db.exec('ALTER TABLE messages ADD COLUMN page TEXT');
  if (!columns.has('covered')) db.exec('ALTER TABLE messages ADD COLUMN covered INTEGER');
}

/** Up to 20 problems for the log; asking for more than one can itself fail on a badly damaged file. */
function fullReport(db: DatabaseSync, first: string): string {
  try {
    return (db.prepare('PRAGMA quick_check(20)').all() as Array<{ quick_check: string }>)
      .map((row) => row.quick_check)
      .join('\n');
  } catch {
    return first;
  }
}

function pragma(db: DatabaseSync, name: string): number {
  const row = db.prepare(`PRAGMA ${name}`).get() as Record<string, number>;
  return Number(row[name] ?? 0);
}

function hasContent(file: string): boolean {
  return existsSync(file) && statSync(file).size > 0;
}

/** Runs `work` in one transaction: all of it is stored, or none. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
