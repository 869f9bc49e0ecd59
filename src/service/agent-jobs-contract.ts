/** An agent job as the service returns it (service-api §2). */
export interface Job {
  id: string;
  status: 'active' | 'completed' | 'archived' | 'failed';
  source: { repository: string; ref: string | null };
  model: string;
  prLink: string | null;
  createdAt: string;
  archivedAt: string | null;
  [extra: string]: unknown;
}

/** What the agent-job runner (src/service/agent) provides; the routes here only route, authorise and validate. */
export interface AgentJobs {
  create(projectId: string, prompt: string): Promise<Job>;
  get(projectId: string, id: string): Promise<Job | undefined>;
  message(projectId: string, id: string, prompt: string): Promise<Job | undefined>;
  /** The HTML page a job's `prLink` points at, or undefined for an unknown job. */
  renderDiffPage(projectId: string, id: string): Promise<string | undefined>;
  close(): Promise<void>;
}
