import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../storage/database';
import { migrateJsonFile } from '../storage/migrate-json';
import type { Job } from './types';
import { asPromise } from '../storage/as-promise';

/** What a job that was running when the service died says about it: its process died with the service. */
export const INTERRUPTED_REASON =
  'The service stopped while this job was running; send a follow-up message to run it again.';

export interface JobStore {
  find(projectId: string, id: string): Promise<Job | undefined>;
  all(): Promise<Job[]>;
  /** Applies `change` to the job (found by id) and persists it; returns a copy safe to hand out. */
  update(id: string, change: (job: Job) => void): Promise<Job | undefined>;
  insert(job: Job): Promise<Job>;
  flush(): Promise<void>;
}

const isJob = (value: unknown): value is Job => {
  const job = value as Partial<Job> | null;
  return Boolean(
    job && typeof job.id === 'string' && typeof job.projectId === 'string' && typeof job.status === 'string',
  );
};

/**
 * Jobs in the service's SQLite file, one row each (the job as JSON plus the columns lookups use). On open, an
 * `agent-jobs.json` from before is imported once, and jobs a crash left `active` are marked `failed`: nothing will
 * ever finish them.
 */
export function createJobStore(db: DatabaseSync, dataDir: string): JobStore {
  const insertRow = db.prepare('INSERT INTO jobs (id, project_id, status, updated_at, data) VALUES (?, ?, ?, ?, ?)');
  const upsertRow = db.prepare(
    'INSERT OR REPLACE INTO jobs (id, project_id, status, updated_at, data) VALUES (?, ?, ?, ?, ?)',
  );
  const selectById = db.prepare('SELECT data FROM jobs WHERE id = ?');
  const selectAll = db.prepare('SELECT data FROM jobs ORDER BY id');
  const selectActive = db.prepare("SELECT data FROM jobs WHERE status = 'active'");
  const write = (statement: typeof insertRow, job: Job) =>
    statement.run(job.id, job.projectId, job.status, job.updatedAt, JSON.stringify(job));
  const parse = (row: unknown) => (row ? (JSON.parse((row as { data: string }).data) as Job) : undefined);

  migrateJsonFile(
    db,
    dataDir,
    'agent-jobs.json',
    (data) => {
      const jobs = (data as { jobs?: unknown } | null)?.jobs;
      return Array.isArray(jobs) && jobs.every(isJob) ? jobs : undefined;
    },
    (job) => write(upsertRow, job),
  );

  transaction(db, () => {
    const now = new Date().toISOString();
    for (const row of selectActive.all()) {
      const job = parse(row) as Job;
      write(upsertRow, { ...job, status: 'failed', error: INTERRUPTED_REASON, prLink: null, updatedAt: now });
    }
  });

  return {
    find(projectId, id) {
      return asPromise(() => {
        const job = parse(selectById.get(id));
        return job && job.projectId === projectId ? job : undefined;
      });
    },
    all() {
      return asPromise(() => {
        return selectAll.all().map((row) => parse(row) as Job);
      });
    },
    update(id, change) {
      return asPromise(() => {
        return transaction(db, () => {
          const job = parse(selectById.get(id));
          if (!job) return undefined;
          change(job);
          job.updatedAt = new Date().toISOString();
          write(upsertRow, job);
          return job;
        });
      });
    },
    insert(job) {
      return asPromise(() => {
        write(insertRow, job);
        return structuredClone(job);
      });
    },
    async flush() {},
  };
}
