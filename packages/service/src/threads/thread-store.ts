import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../storage/database';
import { asPromise } from '../storage/as-promise';
import type { Coverage } from '../retrieval/coverage';

export interface ThreadMessage {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  /** Source paths the answer cited (assistant messages). */
  sources?: string[];
  /** The page the question was asked from (`currentPath`, user messages), for the report. */
  page?: string;
  /** Whether the docs covered the question (assistant messages), for the report. */
  covered?: boolean;
  /** How fully (assistant messages): stored in `covered` as 1, 2 or 0, so older readers of the file still see 0. */
  coverage?: Coverage;
  createdAt: string;
}

/** The stored `covered` value: partial is 2, so a reader that knows only 1 and 0 counts it as neither. */
const COVERED_CODES: Record<Coverage, number> = { answered: 1, partial: 2, 'not-covered': 0 };
const coveredCode = (m: ThreadMessage) =>
  m.coverage ? COVERED_CODES[m.coverage] : m.covered === undefined ? null : Number(m.covered);

export type FeedbackValue = 'positive' | 'negative';

export interface Thread {
  id: string;
  domain: string;
  fp: string;
  /** SHA-256 of the thread key: the key itself is returned once and never stored. */
  keyHash: string;
  createdAt: string;
  updatedAt: string;
}

/** How much a data dir may hold, so a busy or abused service does not grow without end. */
export interface ThreadLimits {
  /** Threads not continued for this long are deleted (at start and hourly). Default 180 days. */
  retentionDays: number;
  /** Messages kept per thread; older ones are dropped as new ones arrive. Default 400 (200 questions). */
  maxMessagesPerThread: number;
}

export const DEFAULT_THREAD_LIMITS: ThreadLimits = { retentionDays: 180, maxMessagesPerThread: 400 };

const hash = (key: string) => createHash('sha256').update(key).digest('hex');

interface ThreadRow {
  id: string;
  domain: string;
  fp: string;
  key_hash: string;
  created_at: string;
  updated_at: string;
}

/**
 * Threads in the service's SQLite file: a row per thread and per message, so continuing a thread reads one row and
 * appends two, whatever else is stored. Every write is its own committed transaction before the route goes on, so
 * an answer whose `finish` the reader saw is on disk even if the process is killed the next instant.
 */
export function createThreadStore(db: DatabaseSync, limits: ThreadLimits = DEFAULT_THREAD_LIMITS) {
  const insertThread = db.prepare(
    'INSERT INTO threads (id, domain, fp, key_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const selectThread = db.prepare('SELECT * FROM threads WHERE id = ?');
  const lastSeq = db.prepare('SELECT coalesce(max(seq), 0) AS seq FROM messages WHERE thread_id = ?');
  const insertMessage = db.prepare(
    'INSERT INTO messages (thread_id, seq, id, role, text, sources, created_at, page, covered) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const touch = db.prepare('UPDATE threads SET updated_at = ? WHERE id = ?');
  const trim = db.prepare('DELETE FROM messages WHERE thread_id = ? AND seq <= ?');
  const selectMessages = db.prepare(
    'SELECT id, role, text, sources, created_at FROM messages WHERE thread_id = ? ORDER BY seq',
  );
  const pruneOld = db.prepare('DELETE FROM threads WHERE updated_at < ?');
  const selectAnswer = db.prepare("SELECT 1 FROM messages WHERE thread_id = ? AND id = ? AND role = 'assistant'");
  const upsertFeedback = db.prepare(
    'INSERT INTO feedback (thread_id, message_id, value, created_at) VALUES (?, ?, ?, ?) ' +
      'ON CONFLICT (thread_id, message_id) DO UPDATE SET value = excluded.value, created_at = excluded.created_at',
  );

  const prune = () => {
    const cutoff = new Date(Date.now() - limits.retentionDays * 86_400_000).toISOString();
    return Number(pruneOld.run(cutoff).changes);
  };
  prune();
  // Hourly is plenty for a retention counted in days; unref so it never keeps a process alive.
  const pruning = setInterval(prune, 3_600_000);
  pruning.unref();

  return {
    create(domain: string, fp: string): Promise<{ thread: Thread; key: string }> {
      return asPromise(() => {
        const key = `tk_${randomBytes(18).toString('base64url')}`;
        const now = new Date().toISOString();
        const thread: Thread = {
          id: `th_${randomBytes(10).toString('hex')}`,
          domain,
          fp,
          keyHash: hash(key),
          createdAt: now,
          updatedAt: now,
        };
        insertThread.run(thread.id, domain, fp, thread.keyHash, now, now);
        return { thread, key };
      });
    },

    /** The thread, when `key` is its key and it belongs to `domain`; undefined otherwise (the route says 404). */
    open(domain: string, id: string, key: string): Promise<Thread | undefined> {
      return asPromise(() => {
        const row = selectThread.get(id) as ThreadRow | undefined;
        if (!row || row.domain !== domain) return undefined;
        const given = Buffer.from(hash(key), 'hex');
        const expected = Buffer.from(row.key_hash, 'hex');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
        return {
          id: row.id,
          domain: row.domain,
          fp: row.fp,
          keyHash: row.key_hash,
          createdAt: row.created_at,
          updatedAt: row.updated_at,
        };
      });
    },

    append(id: string, messages: ThreadMessage[]): Promise<void> {
      return asPromise(() => {
        transaction(db, () => {
          if (!selectThread.get(id)) return;
          let seq = (lastSeq.get(id) as { seq: number }).seq;
          for (const m of messages) {
            insertMessage.run(
              id,
              ++seq,
              m.id,
              m.role,
              m.text,
              m.sources ? JSON.stringify(m.sources) : null,
              m.createdAt,
              m.page ?? null,
              coveredCode(m),
            );
          }
          touch.run(new Date().toISOString(), id);
          if (seq > limits.maxMessagesPerThread) trim.run(id, seq - limits.maxMessagesPerThread);
        });
      });
    },

    /** A thread's stored messages, oldest first (tests, tools). */
    messages(id: string): Promise<ThreadMessage[]> {
      return asPromise(() => {
        return (
          selectMessages.all(id) as Array<{
            id: string;
            role: 'user' | 'assistant';
            text: string;
            sources: string | null;
            created_at: string;
          }>
        ).map((row) => ({
          id: row.id,
          role: row.role,
          text: row.text,
          ...(row.sources ? { sources: JSON.parse(row.sources) as string[] } : {}),
          createdAt: row.created_at,
        }));
      });
    },

    /**
     * A reader's rating of one stored answer; a second rating of the same answer replaces the first. Says which of
     * the two is missing when the thread (in this domain) or the answer is not there.
     */
    rate(
      domain: string,
      threadId: string,
      messageId: string,
      value: FeedbackValue,
    ): Promise<'ok' | 'no-thread' | 'no-answer'> {
      return asPromise(() => {
        const row = selectThread.get(threadId) as ThreadRow | undefined;
        if (!row || row.domain !== domain) return 'no-thread';
        if (!selectAnswer.get(threadId, messageId)) return 'no-answer';
        upsertFeedback.run(threadId, messageId, value, new Date().toISOString());
        return 'ok';
      });
    },

    /** Deletes threads past the retention; returns how many. */
    prune,

    /** Nothing is buffered (every write commits); kept so callers can wait for storage alike. */
    async flush(): Promise<void> {},

    close(): void {
      clearInterval(pruning);
    },
  };
}

export type ThreadStore = ReturnType<typeof createThreadStore>;
