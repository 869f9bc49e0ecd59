import { withoutTrailingSlash } from '../core/trailing-slash';
import { DEFAULT_BASE_URL } from '../transport/endpoint';
import type { AgentJob } from './agent-job';
import { requestJob, type JobRequest, type RetryPolicy } from './agent-request';
import { realTiming, type Timing } from '../proxy/backoff';
import { assertAdminKey } from '../proxy/key-checks';
import { onFirstCall } from '../proxy/first-call';
import { assertServerRuntime } from '../proxy/server-runtime';
import { waitForJob, type WaitForJobOptions } from './wait-for-job';

export interface AgentClientOptions {
  /** The admin API key: a server-side secret. Assistant (`mint_dsc_`) and index keys are refused. */
  apiKey: string;
  /** The project whose docs repository the agent edits. */
  projectId: string;
  /** Service base address. Default `https://api.mintlify.com`. */
  baseUrl?: string;
  /** Default `globalThis.fetch`. */
  fetch?: typeof fetch;
  /**
   * Retries, 1 s doubling to 30 s with jitter (default 4). Reading a job is retried after 429, 5xx and network
   * failures; creating one or sending a follow-up only when the service surely did not act (429, a connection
   * refused before the request left): after a 5xx or a lost connection they reject with `AgentOutcomeUnknownError`.
   */
  retry?: Partial<RetryPolicy>;
  /** Called before each retry's wait (attempt number, delay in ms, the error that caused it). */
  onRetry?: JobRequest['onRetry'];
  /** Clock, randomness and sleep; tests replace them to read the delays. */
  timing?: Partial<Timing>;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

export interface AgentClient {
  /** Starts a job. Resolves with the job as created (usually `active`). */
  createJob(prompt: string, options?: RequestOptions): Promise<AgentJob>;
  getJob(id: string, options?: RequestOptions & { deadline?: number }): Promise<AgentJob>;
  /** A follow-up instruction on an existing job. */
  sendMessage(id: string, prompt: string, options?: RequestOptions): Promise<AgentJob>;
  /** Polls until the job is `completed`, `archived` or `failed`, and returns it. */
  waitForJob(id: string, options?: WaitForJobOptions): Promise<AgentJob>;
}

export const DEFAULT_RETRY: RetryPolicy = { maxRetries: 4, base: 1000, max: 30_000 };

function requirePrompt(prompt: unknown): string {
  if (typeof prompt !== 'string' || prompt.trim() === '') {
    throw new TypeError('docs-assistant: the prompt is empty. Describe the change you want the agent to make.');
  }
  return prompt;
}

function requireId(id: unknown): string {
  if (typeof id !== 'string' || id.trim() === '') throw new TypeError('docs-assistant: a job id is required.');
  return id;
}

/** A typed client for service-api §2 (agent jobs). Server-side only: it holds the admin key. */
export function createAgentClient(options: AgentClientOptions): AgentClient {
  assertServerRuntime('createAgentClient');
  // Checked on the first call, not here (./first-call.ts): a module that creates the client at import must load
  // where the secrets are not set (a build); each call then rejects with what to fix.
  const configured = onFirstCall(() => {
    const apiKey = assertAdminKey(options.apiKey, 'createAgentClient');
    if (!options.projectId) throw new TypeError('createAgentClient: `projectId` is required.');
    return {
      apiKey,
      jobsUrl: `${withoutTrailingSlash(options.baseUrl ?? DEFAULT_BASE_URL)}/v2/agent/${encodeURIComponent(options.projectId)}/job`,
    };
  });
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const timing: Timing = { ...realTiming, ...options.timing };
  const jobsUrl = (path = '') => `${configured().jobsUrl}${path}`;

  const send = async (request: Omit<JobRequest, 'apiKey' | 'onRetry'>) =>
    requestJob(
      fetchImpl,
      { ...request, apiKey: configured().apiKey, ...(options.onRetry ? { onRetry: options.onRetry } : {}) },
      policy,
      timing,
    );

  const client: AgentClient = {
    createJob: async (prompt, { signal } = {}) =>
      send({
        url: jobsUrl(),
        method: 'POST',
        body: { prompt: requirePrompt(prompt) },
        acts: 'create a job',
        ...(signal ? { signal } : {}),
      }),
    getJob: async (id, { signal, deadline } = {}) =>
      send({
        url: jobsUrl(`/${encodeURIComponent(requireId(id))}`),
        method: 'GET',
        ...(signal ? { signal } : {}),
        ...(deadline === undefined ? {} : { deadline }),
      }),
    sendMessage: async (id, prompt, { signal } = {}) => {
      const body = { prompt: requirePrompt(prompt) };
      return send({
        url: jobsUrl(`/${encodeURIComponent(requireId(id))}/message`),
        method: 'POST',
        body,
        acts: `send a follow-up to job ${id}`,
        ...(signal ? { signal } : {}),
      });
    },
    waitForJob: (id, waitOptions = {}) => waitForJob(client, requireId(id), waitOptions, timing),
  };
  return client;
}
