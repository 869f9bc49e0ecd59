import { misconfiguredRoute, onFirstCall } from '../proxy/first-call';
import { parseAgentPrompt } from '../contract/agent-job';
import { MAX_PROMPT_CHARS } from '../contract/limits';
import { AgentApiError } from './agent-error';
import type { AgentJob } from './agent-job';
import { createAgentClient, type AgentClientOptions } from './agent-client';
import { jsonError, readJsonBody } from '../proxy/json-response';
import { assertAdminKey } from '../proxy/key-checks';
import { assertServerRuntime } from '../proxy/server-runtime';

export interface AgentProxyOptions extends Pick<AgentClientOptions, 'apiKey' | 'projectId' | 'baseUrl' | 'fetch'> {
  /**
   * Decides whether this request comes from one of your signed-in maintainers (read your session cookie).
   * `true` lets it through, `false` answers 403, a Response is returned as is (401 with a sign-in hint, say).
   */
  authorize: (request: Request) => boolean | Response | Promise<boolean | Response>;
  /** Longest prompt accepted, characters (413 past it). Default and most: the contract's `MAX_PROMPT_CHARS`, 20000. */
  maxPromptLength?: number;
}

// Matched at the end of the path so the host can mount the handler anywhere (`/api/agent/[...path]`).
const ROUTE = /\/job(?:\/([A-Za-z0-9._~-]{1,200})(\/message)?)?\/?$/;

function jobResponse(job: AgentJob, status: number): Response {
  return Response.json(job, { status, headers: { 'Cache-Control': 'no-store' } });
}

function errorResponse(error: unknown): Response {
  if (error instanceof AgentApiError) {
    const status = error.status && error.status >= 400 ? error.status : 502;
    const headers: Record<string, string> =
      error.retryAfter === undefined ? {} : { 'Retry-After': String(error.retryAfter) };
    return jsonError(status, error.serviceMessage ?? error.message, headers);
  }
  if (error instanceof TypeError) return jsonError(400, error.message);
  return jsonError(500, 'The agent request failed.');
}

/**
 * Exposes create / get / follow-up to a maintainer UI in the browser, with the admin key kept here:
 * `POST {mount}/job`, `GET {mount}/job/{id}`, `POST {mount}/job/{id}/message`, each `{prompt}` in JSON.
 */
export function createAgentProxy(options: AgentProxyOptions): (request: Request) => Promise<Response> {
  assertServerRuntime('createAgentProxy');
  if (typeof options.authorize !== 'function') {
    throw new TypeError(
      'createAgentProxy: `authorize` is required; it decides who may start jobs with your admin key.',
    );
  }
  // The key is checked on the first request (./first-call.ts): a build that imports this route without its secrets
  // must not fail. The browser sees 429/5xx itself and polls again; retrying here would only hold the request open.
  const configured = onFirstCall(() => {
    assertAdminKey(options.apiKey, 'createAgentProxy');
    return createAgentClient({ ...options, retry: { maxRetries: 0 } });
  });
  const misconfigured = misconfiguredRoute('createAgentProxy');
  const maxPromptLength = Math.min(options.maxPromptLength ?? MAX_PROMPT_CHARS, MAX_PROMPT_CHARS);

  return async (request) => {
    let client: ReturnType<typeof createAgentClient>;
    try {
      client = configured();
    } catch (error) {
      return misconfigured(error);
    }
    const match = ROUTE.exec(new URL(request.url).pathname);
    if (!match) return jsonError(404, 'Unknown agent route: use /job, /job/{id} or /job/{id}/message.');
    const [, id, message] = match;
    const method = request.method;
    const expected = id && !message ? 'GET' : 'POST';
    if (method !== expected) return jsonError(405, `Use ${expected}.`, { Allow: expected });
    // A cross-site form can post text/plain with the maintainer's cookies; it cannot post JSON without CORS.
    if (method === 'POST' && !request.headers.get('content-type')?.includes('application/json')) {
      return jsonError(415, 'Send the prompt as JSON (Content-Type: application/json).');
    }
    let allowed: boolean | Response;
    try {
      allowed = await options.authorize(request);
    } catch {
      allowed = false;
    }
    if (allowed instanceof Response) return allowed;
    if (allowed !== true) return jsonError(403, 'Only signed-in maintainers may use the docs agent.');

    try {
      if (method === 'GET') return jobResponse(await client.getJob(id!, { signal: request.signal }), 200);
      const read = await readJsonBody(request, maxPromptLength * 4 + 1024);
      if (!read.ok) return read.response;
      const parsed = parseAgentPrompt(read.value);
      if (!parsed.ok) return jsonError(parsed.status ?? 400, parsed.error);
      const { prompt } = parsed.value;
      if (prompt.length > maxPromptLength)
        return jsonError(413, `The prompt is too long: ${prompt.length} characters; the limit is ${maxPromptLength}.`);
      if (message) return jobResponse(await client.sendMessage(id!, prompt, { signal: request.signal }), 200);
      return jobResponse(await client.createJob(prompt, { signal: request.signal }), 201);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
