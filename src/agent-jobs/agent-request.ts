import { AgentApiError, AgentOutcomeUnknownError, errorFromResponse, surelyNotActed } from './agent-error';
import { parseAgentJob, type AgentJob } from './agent-job';
import { abortReason, backoffDelay, type BackoffOptions, type Timing } from '../proxy/backoff';

export interface RetryPolicy extends BackoffOptions {
  /** Retries after the first attempt, for 429, 5xx and unreachable service. */
  maxRetries: number;
}

export interface JobRequest {
  url: string;
  method: 'GET' | 'POST';
  apiKey: string;
  body?: unknown;
  /**
   * What the request does, for the error when it may have been done without us knowing (`create a job`). Set for
   * requests that act: they are retried only when the service surely did not act (429, never sent).
   */
  acts?: string;
  signal?: AbortSignal;
  /** Epoch ms after which no retry starts: the caller's budget (waitForJob's timeout). */
  deadline?: number;
  /** Each retry, before its wait: for logs and tests. */
  onRetry?: (info: { attempt: number; delay: number; error: AgentApiError }) => void;
}

async function attempt(fetchImpl: typeof fetch, request: JobRequest, now: number): Promise<AgentJob> {
  let response: Response;
  try {
    response = await fetchImpl(request.url, {
      method: request.method,
      headers: {
        Authorization: `Bearer ${request.apiKey}`,
        Accept: 'application/json',
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
      ...(request.signal ? { signal: request.signal } : {}),
    });
  } catch (error) {
    if (request.signal?.aborted) throw abortReason(request.signal);
    throw new AgentApiError(`Could not reach the agent API at ${new URL(request.url).origin}.`, { cause: error });
  }
  if (!response.ok) throw await errorFromResponse(response, now);
  const text = await response.text();
  let job: AgentJob | undefined;
  try {
    job = parseAgentJob(JSON.parse(text));
  } catch (error) {
    throw new AgentApiError('The agent API answered with something that is not JSON.', {
      status: response.status,
      cause: error,
    });
  }
  if (!job)
    throw new AgentApiError('The agent API answered without a job (no id or status).', { status: response.status });
  return job;
}

/** One job request, retried on 429/5xx/unreachable with backoff, never past the caller's deadline or signal. */
export async function requestJob(
  fetchImpl: typeof fetch,
  request: JobRequest,
  policy: RetryPolicy,
  timing: Timing,
): Promise<AgentJob> {
  for (let retry = 0; ; retry++) {
    if (request.signal?.aborted) throw abortReason(request.signal);
    try {
      return await attempt(fetchImpl, request, timing.now());
    } catch (caught) {
      const error = request.acts && caught instanceof AgentApiError ? outcomeOf(caught, request.acts) : caught;
      if (!(error instanceof AgentApiError) || !error.retryable || retry >= policy.maxRetries) throw error;
      const delay = backoffDelay(retry, policy, timing.random, error.retryAfter);
      // Waiting past the budget only to fail later is worse than failing now with the service's own answer.
      if (request.deadline !== undefined && timing.now() + delay > request.deadline) throw error;
      request.onRetry?.({ attempt: retry + 1, delay, error });
      await timing.sleep(delay, request.signal);
    }
  }
}

/**
 * A failed request that acts, as the caller should see it: retryable only when the service surely did not act;
 * a refusal (4xx) as it was; anything else as "may have been done", never repeated.
 */
function outcomeOf(error: AgentApiError, acts: string): AgentApiError {
  if (surelyNotActed(error)) return error;
  if (error.status !== undefined && error.status >= 400 && error.status < 500) return error;
  const what =
    error.status === undefined
      ? 'the connection was lost after the request was sent'
      : error.status >= 500
        ? `the service answered ${error.status} after receiving it`
        : 'the service answered success but its reply was unreadable';
  return new AgentOutcomeUnknownError(
    `The request to ${acts} may have been carried out: ${what}. It was not repeated, since a repeat could do it twice. ${error.message}`,
    {
      ...(error.status === undefined ? {} : { status: error.status }),
      ...(error.serviceMessage === undefined ? {} : { serviceMessage: error.serviceMessage }),
      cause: error,
    },
  );
}
