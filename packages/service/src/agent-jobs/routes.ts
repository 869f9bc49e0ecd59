import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseAgentPrompt } from '../from-widget-package';
import type { AgentJobs } from './contract';
import { HttpError, sendJson } from '../http/respond';

/** The prompt of a create or follow-up body: 400 when malformed, 413 past the contract's length. */
function parsePrompt(body: unknown): string {
  const parsed = parseAgentPrompt(body);
  if (!parsed.ok) throw new HttpError(parsed.status ?? 400, parsed.error);
  return parsed.value.prompt;
}

const notFound = (projectId: string, id: string) =>
  new HttpError(404, `Agent job not found: ${id} in project ${projectId}.`);

/**
 * `POST /v2/agent/:projectId/job` → 201 with the new job (service-api §2). `admit` applies the creation limit
 * after validation, so a malformed request does not use up the project's allowance of jobs.
 */
export async function createJob(
  jobs: AgentJobs,
  projectId: string,
  body: unknown,
  res: ServerResponse,
  admit: () => void,
): Promise<void> {
  const prompt = parsePrompt(body);
  admit();
  sendJson(res, 201, await jobs.create(projectId, prompt));
}

/** `GET /v2/agent/:projectId/job/:id` → 200 job, 404 unknown. */
export async function getJob(jobs: AgentJobs, projectId: string, id: string, res: ServerResponse): Promise<void> {
  const job = await jobs.get(projectId, id);
  if (!job) throw notFound(projectId, id);
  sendJson(res, 200, job);
}

/** `POST /v2/agent/:projectId/job/:id/message` → 200 job, 404 unknown. */
export async function messageJob(
  jobs: AgentJobs,
  projectId: string,
  id: string,
  body: unknown,
  res: ServerResponse,
): Promise<void> {
  const prompt = parsePrompt(body);
  const job = await jobs.message(projectId, id, prompt);
  if (!job) throw notFound(projectId, id);
  sendJson(res, 200, job);
}

/**
 * `GET /v2/agent/:projectId/job/:id/diff` — the page a job's `prLink` points at. It is opened in a browser,
 * which cannot send a bearer key, so like a pull request link it is guarded only by the job's random id.
 */
export async function diffPage(
  jobs: AgentJobs,
  projectId: string,
  id: string,
  _req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const html = await jobs.renderDiffPage(projectId, id);
  if (html === undefined) throw notFound(projectId, id);
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    // The page shows repository content: no scripts, no framing by other sites.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  res.end(html);
}
