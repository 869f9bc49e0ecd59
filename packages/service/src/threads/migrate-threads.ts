import type { DatabaseSync } from 'node:sqlite';
import { migrateJsonFile } from '../storage/migrate-json';
import type { Thread } from './thread-store';

/** A thread as the JSON store before SQLite wrote it: the thread and its messages in one object. */
interface JsonThread extends Thread {
  messages: Array<{ id: string; role: string; text: string; sources?: string[]; createdAt: string }>;
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The threads of a `threads.json` (`{version: 1, threads: {id: thread}}`), or undefined when it is not one. */
function readThreadsFile(data: unknown): JsonThread[] | undefined {
  const threads = (data as { threads?: unknown } | null)?.threads;
  if (!threads || typeof threads !== 'object' || Array.isArray(threads)) return undefined;
  const list = Object.values(threads) as JsonThread[];
  const valid = list.every(
    (t) =>
      t &&
      isString(t.id) &&
      isString(t.domain) &&
      isString(t.keyHash) &&
      Array.isArray(t.messages) &&
      t.messages.every((m) => m && isString(m.text) && isString(m.role)),
  );
  return valid ? list : undefined;
}

/** Imports `<dataDir>/threads.json` (the JSON store's file) once; returns the number of threads imported. */
export function migrateThreadsJson(db: DatabaseSync, dataDir: string): number {
  const insertThread = db.prepare(
    'INSERT OR IGNORE INTO threads (id, domain, fp, key_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertMessage = db.prepare(
    'INSERT OR IGNORE INTO messages (thread_id, seq, id, role, text, sources, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  return migrateJsonFile(db, dataDir, 'threads.json', readThreadsFile, (thread) => {
    const created = thread.createdAt ?? new Date().toISOString();
    insertThread.run(
      thread.id,
      thread.domain,
      thread.fp ?? 'anonymous',
      thread.keyHash,
      created,
      thread.updatedAt ?? created,
    );
    thread.messages.forEach((m, i) => {
      insertMessage.run(
        thread.id,
        i + 1,
        m.id ?? `m${i}`,
        m.role,
        m.text,
        m.sources ? JSON.stringify(m.sources) : null,
        m.createdAt ?? created,
      );
    });
  });
}
