import { isFinalStatus, type AgentJob } from './agent-job';
import { abortReason, type Timing } from '../proxy/backoff';

/** What polling needs of a client: reading one job. `AgentClient` is one; naming only this keeps the import one-way. */
export interface JobReader {
  getJob(id: string, options: { signal?: AbortSignal; deadline?: number }): Promise<AgentJob>;
}

export interface WaitForJobOptions {
  /** Stops polling; the promise rejects with the signal's reason. The job itself keeps running on the service. */
  signal?: AbortSignal;
  /** Every job read while polling, the first one included. */
  onUpdate?: (job: AgentJob) => void;
  /** First wait between polls, ms. Default 2000; it grows ×1.5 per poll up to `maxPollInterval`. */
  pollInterval?: number;
  /** Longest wait between polls, ms. Default 15000. */
  maxPollInterval?: number;
  /** Total budget, ms, retries included. Default none. */
  timeout?: number;
}

export class AgentJobTimeoutError extends Error {
  override name = 'AgentJobTimeoutError';
  /** The last job read before time ran out. */
  readonly job: AgentJob | undefined;
  constructor(message: string, job: AgentJob | undefined) {
    super(message);
    this.job = job;
  }
}

// Jobs take minutes; a slowly growing interval keeps a long job from costing hundreds of requests.
const GROWTH = 1.5;

export async function waitForJob(
  client: JobReader,
  id: string,
  { signal, onUpdate, pollInterval = 2000, maxPollInterval = 15_000, timeout }: WaitForJobOptions,
  timing: Timing,
): Promise<AgentJob> {
  const deadline = timeout === undefined ? undefined : timing.now() + timeout;
  let interval = Math.max(0, pollInterval);
  let last: AgentJob | undefined;
  for (;;) {
    if (signal?.aborted) throw abortReason(signal);
    last = await client.getJob(id, { ...(signal ? { signal } : {}), ...(deadline === undefined ? {} : { deadline }) });
    onUpdate?.(last);
    if (isFinalStatus(last.status)) return last;
    // ±20% jitter so many watchers of one service do not poll in lockstep.
    const delay = Math.round(interval * (0.8 + timing.random() * 0.4));
    if (deadline !== undefined && timing.now() + delay > deadline) {
      throw new AgentJobTimeoutError(`Job ${id} was still ${last.status} after ${timeout} ms.`, last);
    }
    await timing.sleep(delay, signal);
    interval = Math.min(Math.max(maxPollInterval, pollInterval), interval * GROWTH);
  }
}
