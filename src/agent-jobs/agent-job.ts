import type { AgentJobFields, AgentJobStatus } from '../contract/agent-job';

export type { AgentJobStatus } from '../contract/agent-job';

export const FINAL_JOB_STATUSES: ReadonlySet<string> = new Set(['completed', 'archived', 'failed']);

/**
 * An agent job as the service describes it (the contract's wire shape), dates parsed. Fields the spec does not
 * name are kept as sent; a status newer than this package is passed through as its string.
 */
export type AgentJob = Omit<AgentJobFields, 'status' | 'createdAt' | 'archivedAt'> & {
  status: AgentJobStatus | (string & {});
  createdAt: Date;
  archivedAt: Date | null;
  [field: string]: unknown;
};

export function isFinalStatus(status: string): boolean {
  return FINAL_JOB_STATUSES.has(status);
}

function toDate(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Reads a job from a response body; returns undefined when it is not recognisably a job. */
export function parseAgentJob(value: unknown): AgentJob | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const raw = value as Record<string, unknown>;
  if (typeof raw.id !== 'string' || typeof raw.status !== 'string') return undefined;
  const source = (raw.source && typeof raw.source === 'object' ? raw.source : {}) as Record<string, unknown>;
  return {
    ...raw,
    id: raw.id,
    status: raw.status,
    source: {
      ...source,
      repository: typeof source.repository === 'string' ? source.repository : '',
      ref: typeof source.ref === 'string' ? source.ref : null,
    },
    model: typeof raw.model === 'string' ? raw.model : '',
    prLink: typeof raw.prLink === 'string' && raw.prLink ? raw.prLink : null,
    // An unparseable creation date should not make the job unreadable; "now" keeps elapsed-time displays sane.
    createdAt: toDate(raw.createdAt) ?? new Date(),
    archivedAt: toDate(raw.archivedAt),
  };
}

/** The service does not name a failure field; these are the ones seen in practice, most specific first. */
export function failureReason(job: AgentJob): string | undefined {
  for (const key of ['error', 'failureReason', 'reason', 'message', 'statusMessage']) {
    const value = job[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string') {
      return (value as { message: string }).message;
    }
  }
  return undefined;
}
