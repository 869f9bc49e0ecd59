import type { DatabaseSync } from 'node:sqlite';
import { createAgentJobs } from './agent-jobs';
import type { AgentJobs } from './agent-jobs/contract';
import type { LocalServiceOptions } from './options';
import { createEmptySearchLog, type EmptySearchLog } from './search/empty-searches';
import { openDatabase } from './storage/database';
import { migrateThreadsJson } from './threads/migrate-threads';
import { createThreadStore, DEFAULT_THREAD_LIMITS, type ThreadStore } from './threads/thread-store';

export interface ServiceStorage {
  database: DatabaseSync;
  threads: ThreadStore;
  /** The search route's queries that found nothing, for the report. */
  emptySearches: EmptySearchLog;
  agentJobs: AgentJobs;
  /** How many threads were imported from a `threads.json` at this start (0 when there was none). */
  migratedThreads: number;
  /** Stops the agent jobs, closes the stores, and folds the WAL back into the database file. */
  close(): Promise<void>;
}

/**
 * The service's database and what lives in it, opened (and any JSON data dir migrated) before anything listens,
 * so a damaged file stops start-up with its own error. If a later step fails, what was opened is closed first.
 */
export function openServiceStorage(
  dataDir: string,
  options: LocalServiceOptions,
  publicUrl: () => string,
): ServiceStorage {
  const database = openDatabase(dataDir);
  let threads: ThreadStore | undefined;
  let emptySearches: EmptySearchLog | undefined;
  try {
    const migratedThreads = migrateThreadsJson(database, dataDir);
    threads = createThreadStore(database, { ...DEFAULT_THREAD_LIMITS, ...options.threadLimits });
    emptySearches = createEmptySearchLog(database);
    const agentJobs =
      options.agentJobs ??
      createAgentJobs({
        dataDir,
        database,
        repo: options.repo,
        agentCommand: options.agentCommand,
        timeoutMs: options.agentTimeoutMs,
        publicUrl,
      });
    const threadStore = threads;
    const searchLog = emptySearches;
    return {
      database,
      threads: threadStore,
      emptySearches: searchLog,
      agentJobs,
      migratedThreads,
      async close() {
        await agentJobs.close();
        threadStore.close();
        searchLog.close();
        if (database.isOpen) {
          // Folds the WAL back into the main file, so a data dir copied after a clean stop is one file.
          database.exec('PRAGMA wal_checkpoint(TRUNCATE)');
          database.close();
        }
      },
    };
  } catch (error) {
    // An agent-jobs.json that cannot be migrated, say: nothing may stay open behind the error.
    threads?.close();
    emptySearches?.close();
    database.close();
    throw error;
  }
}
