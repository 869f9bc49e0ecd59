import { join } from 'node:path';
import { createJsonFileStore } from '../storage/json-file';
import type { Job } from './types';

interface JobsFile {
  version: 1;
  jobs: Job[];
}

/** What a job that was running when the service died says about it: its process died with the service. */
export const INTERRUPTED_REASON = 'The service stopped while this job was running; send a follow-up message to run it again.';

export interface JobStore {
  find(projectId: string, id: string): Promise<Job | undefined>;
  all(): Promise<Job[]>;
  /** Applies `change` to the job (found by id) and persists it; returns a copy safe to hand out. */
  update(id: string, change: (job: Job) => void): Promise<Job | undefined>;
  insert(job: Job): Promise<Job>;
  flush(): Promise<void>;
}

/**
 * Jobs in `agent-jobs.json` under the data directory, written atomically by the shared JSON file store. On first
 * read, jobs left `active` by a crash are marked `failed`: nothing will ever finish them.
 */
export function createJobStore(dataDir: string): JobStore {
  const file = createJsonFileStore<JobsFile>(join(dataDir, 'agent-jobs.json'), () => ({ version: 1, jobs: [] }));
  let recovered: Promise<void> | undefined;

  const ready = () =>
    (recovered ??= file.update((data) => {
      const now = new Date().toISOString();
      for (const job of data.jobs) {
        if (job.status !== 'active') continue;
        Object.assign(job, { status: 'failed', error: INTERRUPTED_REASON, prLink: null, updatedAt: now });
      }
    }));
  const jobs = async () => {
    await ready();
    return (await file.read()).jobs;
  };

  return {
    async find(projectId, id) {
      const job = (await jobs()).find((candidate) => candidate.id === id && candidate.projectId === projectId);
      return job && structuredClone(job);
    },
    async all() {
      return structuredClone(await jobs());
    },
    async update(id, change) {
      await ready();
      return file.update((data) => {
        const job = data.jobs.find((candidate) => candidate.id === id);
        if (!job) return undefined;
        change(job);
        job.updatedAt = new Date().toISOString();
        return structuredClone(job);
      });
    },
    async insert(job) {
      await ready();
      return file.update((data) => {
        data.jobs.push(structuredClone(job));
        return structuredClone(job);
      });
    },
    flush: () => file.flush(),
  };
}
