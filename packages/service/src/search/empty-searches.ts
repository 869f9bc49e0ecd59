import type { DatabaseSync } from 'node:sqlite';
import { DEFAULT_THREAD_LIMITS } from '../threads/thread-store';

/** How much of the search log a data dir may hold. */
export interface EmptySearchLimits {
  /** Searches older than this are deleted (at start and hourly): the threads' retention. Default 180 days. */
  retentionDays: number;
  /**
   * At most this many searches kept, the oldest dropped first: a search costs no question, so a script typing
   * nonsense within the search limits could otherwise fill the disk. 100,000 rows of ≤ 2,000-character queries
   * is at most ~200 MB, and a report groups them in one pass.
   */
  maxRows: number;
}

export const DEFAULT_EMPTY_SEARCH_LIMITS: EmptySearchLimits = {
  retentionDays: DEFAULT_THREAD_LIMITS.retentionDays,
  maxRows: 100_000,
};

/** Trimming to `maxRows` every this many searches: a cheap delete by rowid, not one per search. */
const TRIM_EVERY = 100;

/**
 * The search route's queries that found nothing, for the owner report ("what readers looked for and the docs do not
 * have"): one committed row each, bounded by age and by count.
 */
export function createEmptySearchLog(db: DatabaseSync, limits: EmptySearchLimits = DEFAULT_EMPTY_SEARCH_LIMITS) {
  const insert = db.prepare('INSERT INTO empty_searches (domain, query, created_at) VALUES (?, ?, ?)');
  const pruneOld = db.prepare('DELETE FROM empty_searches WHERE created_at < ?');
  const trim = db.prepare('DELETE FROM empty_searches WHERE rowid <= (SELECT max(rowid) FROM empty_searches) - ?');
  let sinceTrim = 0;
  const prune = () => {
    pruneOld.run(new Date(Date.now() - limits.retentionDays * 86_400_000).toISOString());
    trim.run(limits.maxRows);
  };
  prune();
  // Hourly is plenty for a retention counted in days; unref so it never keeps a process alive.
  const pruning = setInterval(prune, 3_600_000);
  pruning.unref();
  return {
    record(domain: string, query: string): void {
      insert.run(domain, query, new Date().toISOString());
      if (++sinceTrim >= TRIM_EVERY || limits.maxRows < TRIM_EVERY) {
        sinceTrim = 0;
        trim.run(limits.maxRows);
      }
    },
    prune,
    close: () => clearInterval(pruning),
  };
}

export type EmptySearchLog = ReturnType<typeof createEmptySearchLog>;
