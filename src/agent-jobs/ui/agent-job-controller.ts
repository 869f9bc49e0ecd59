import { withoutTrailingSlash } from '../../core/trailing-slash';
import { parseRetryAfter } from '../../core/retry-after';
import type { AgentJobData, AgentJobPhase, AgentJobState } from './types';

export interface AgentJobControllerOptions {
  /** Where `createAgentProxy` is mounted, e.g. `/api/agent` (it serves `/job`, `/job/{id}`, `/job/{id}/message`). */
  api: string;
  /** First wait between status polls, ms. Default 3000, growing ×1.5 to 15000. */
  pollInterval?: number;
  fetch?: typeof fetch;
}

// Consecutive 429/5xx/network failures tolerated while polling before the UI says something is wrong.
const MAX_POLL_FAILURES = 5;
const MAX_POLL_INTERVAL = 15_000;
const FINAL = new Set(['completed', 'archived', 'failed']);

class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly retryAfter: number | undefined,
  ) {
    super(message);
  }
}

async function call(options: AgentJobControllerOptions, path: string, init: RequestInit): Promise<AgentJobData> {
  const fetchImpl = options.fetch ?? ((input, i) => globalThis.fetch(input, i));
  let response: Response;
  try {
    response = await fetchImpl(`${withoutTrailingSlash(options.api)}${path}`, { credentials: 'same-origin', ...init });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new HttpError('The agent could not be reached. Check your connection.', undefined, undefined);
  }
  const data = (await response.json().catch(() => null)) as (AgentJobData & { error?: unknown }) | null;
  if (!response.ok || !data || typeof data.id !== 'string') {
    const message = typeof data?.error === 'string' ? data.error : `The agent answered ${response.status}.`;
    throw new HttpError(message, response.status, parseRetryAfter(response.headers.get('retry-after')));
  }
  return data;
}

function failureText(job: AgentJobData): string | null {
  for (const key of ['error', 'failureReason', 'reason', 'message']) if (typeof job[key] === 'string') return job[key];
  return null;
}

/** React-free state machine behind `useAgentJob`: start or follow up, poll until final, stop. */
export function createAgentJobController(getOptions: () => AgentJobControllerOptions) {
  let state: AgentJobState = { phase: 'idle', job: null, error: null };
  const listeners = new Set<() => void>();
  let inflight: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: Partial<AgentJobState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const cancel = () => {
    clearTimeout(timer);
    inflight?.abort();
    inflight = undefined;
  };
  const settle = (job: AgentJobData) => {
    const phase = (FINAL.has(job.status) ? job.status : 'active') as AgentJobPhase;
    set({ job, phase, error: phase === 'failed' ? failureText(job) : null });
  };

  const poll = (id: string, interval: number, failures: number) => {
    timer = setTimeout(() => void pollOnce(id, interval, failures), interval);
  };
  // One poll: read the job, then schedule the next read unless it is final or the failure is permanent.
  const pollOnce = async (id: string, interval: number, failures: number) => {
    const controller = (inflight = new AbortController());
    const options = getOptions();
    try {
      const job = await call(options, `/job/${encodeURIComponent(id)}`, { signal: controller.signal });
      settle(job);
      if (!FINAL.has(job.status)) poll(id, Math.min(MAX_POLL_INTERVAL, interval * 1.5), 0);
    } catch (error) {
      if (controller.signal.aborted) return;
      const http = error as HttpError;
      const transient = http.status === undefined || http.status === 429 || http.status >= 500;
      if (!transient || failures + 1 >= MAX_POLL_FAILURES) return set({ phase: 'error', error: http.message });
      const wait = Math.max((http.retryAfter ?? 0) * 1000, Math.min(MAX_POLL_INTERVAL, interval * 2));
      poll(id, wait, failures + 1);
    }
  };

  const send = async (path: string, prompt: string) => {
    if (!prompt.trim()) return set({ phase: 'error', error: 'Describe the change first.' });
    cancel();
    const controller = (inflight = new AbortController());
    set({ phase: 'starting', error: null });
    const options = getOptions();
    try {
      const job = await call(options, path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ prompt }),
        signal: controller.signal,
      });
      settle(job);
      if (!FINAL.has(job.status)) poll(job.id, options.pollInterval ?? 3000, 0);
    } catch (error) {
      if (!controller.signal.aborted) set({ phase: 'error', error: (error as Error).message });
    }
  };

  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Starts a new job with this instruction. */
    start: (prompt: string) => send('/job', prompt),
    /** Sends a further instruction to the current job (a fix-up to its pull request). */
    followUp: (prompt: string) =>
      state.job ? send(`/job/${encodeURIComponent(state.job.id)}/message`, prompt) : send('/job', prompt),
    /** Stops watching. The job itself goes on; its pull request still appears on the repository. */
    stop: () => {
      cancel();
      if (state.phase === 'active' || state.phase === 'starting') set({ phase: 'stopped' });
    },
    reset: () => {
      cancel();
      set({ phase: 'idle', job: null, error: null });
    },
    /** Ends timers and requests without touching state (unmount). */
    dispose: cancel,
  };
}

export type AgentJobController = ReturnType<typeof createAgentJobController>;
