import type { AgentJobsApi, AgentJobWire } from '../from-widget-package';

/** An agent job as the service returns it: the contract's wire shape (service-api §2). */
export type Job = AgentJobWire;

/** What the routes need of a job runner (./job-runner.ts); they only route, authorise and validate. */
export interface AgentJobs extends AgentJobsApi<Job> {
  /** The HTML page a job's `prLink` points at, or undefined for an unknown job. */
  renderDiffPage(projectId: string, id: string): Promise<string | undefined>;
  close(): Promise<void>;
}
