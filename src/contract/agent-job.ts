import { z } from 'zod';
import { describeIssues, type Parsed } from './issues';
import { MAX_PROMPT_CHARS } from './limits';

/** service-api §2: `active` while the agent works; the other three are final. */
export const agentJobStatus = z.enum(['active', 'completed', 'archived', 'failed']);
export type AgentJobStatus = z.output<typeof agentJobStatus>;

/**
 * A job as it travels (service-api §2), dates as ISO strings. Loose: fields the spec does not name (the local
 * runner's `prompts`, `error`, `output`…) are kept, and a status newer than this package is passed through as its
 * string, so a client does not break when the service grows.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- declared once for both sides' types; the client reads jobs leniently (server/agent-job.ts), so nothing parses with it
const agentJobFields = z.object({
  id: z.string().min(1),
  status: z.union([agentJobStatus, z.string()]),
  source: z.looseObject({ repository: z.string(), ref: z.string().nullable() }),
  model: z.string(),
  /** The pull request, once there is one: null while `active` and when no files changed. */
  prLink: z.string().nullable(),
  createdAt: z.string(),
  archivedAt: z.string().nullable(),
});
/** The fields the spec names (a type without the index signature, so `Omit` and `Pick` work on it). */
export type AgentJobFields = z.output<typeof agentJobFields>;
export type AgentJobWire = AgentJobFields & { [field: string]: unknown };

/** `POST …/job` and `POST …/job/{id}/message` bodies: `{prompt}`, 1 to `MAX_PROMPT_CHARS` characters after trimming. */
export const agentPromptSchema = z.object({ prompt: z.string().trim().min(1, 'the prompt is empty') });
export type AgentPromptBody = z.output<typeof agentPromptSchema>;

/**
 * A create or follow-up body: 400 naming the field when malformed, 413 when the prompt is longer than
 * `MAX_PROMPT_CHARS` (checked before any job exists, so a long prompt never reaches an agent's argv or environment).
 */
export function parseAgentPrompt(body: unknown): Parsed<AgentPromptBody> & { status?: 400 | 413 } {
  const result = agentPromptSchema.safeParse(body);
  if (!result.success) return { ok: false, status: 400, error: describeIssues(result.error) };
  if (result.data.prompt.length > MAX_PROMPT_CHARS) {
    return {
      ok: false,
      status: 413,
      error: `The prompt is too long: ${result.data.prompt.length} characters; the limit is ${MAX_PROMPT_CHARS}.`,
    };
  }
  return { ok: true, value: result.data };
}

/** The agent-job operations one service offers, whether the hosted one over HTTP or the local runner in process. */
export interface AgentJobsApi<J> {
  create(projectId: string, prompt: string): Promise<J>;
  get(projectId: string, id: string): Promise<J | undefined>;
  message(projectId: string, id: string, prompt: string): Promise<J | undefined>;
}
