// Types only: the schema (and zod) stay on the server; this entry ships to browsers.
import type { AgentJobWire } from '../../contract/agent-job';

/** A job as the agent proxy returns it: the contract's wire shape, dates still ISO strings. */
export type AgentJobData = AgentJobWire;

/**
 * Where the maintainer UI stands. `starting` covers the create / follow-up request; `stopped` means we stopped
 * watching (the job goes on); `error` means the proxy or service refused or could not be reached.
 */
export type AgentJobPhase = 'idle' | 'starting' | 'active' | 'completed' | 'archived' | 'failed' | 'stopped' | 'error';

export interface AgentJobState {
  phase: AgentJobPhase;
  job: AgentJobData | null;
  /** What went wrong, in the service's or proxy's words, when `phase` is `error` (or the job's reason on `failed`). */
  error: string | null;
}
