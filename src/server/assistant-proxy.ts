import { MAX_BODY_BYTES } from '../contract/limits';
import type { AssistantRequestBody } from '../core/types';
import { assistantEndpoint } from '../transport/endpoint';
import { checkAssistantBody } from './assistant-body';
import { defaultClientIp } from './client-ip';
import { jsonError, readJsonBody } from './json-response';
import { assertAssistantProxyKey } from './key-checks';
import { createRateLimiter, type RateLimitOptions } from './rate-limit';
import { assertServerRuntime } from './server-runtime';
import { upstreamErrorResponse, streamingResponse } from './upstream-response';

export interface AssistantProxyRequestInfo {
  request: Request;
  /** The validated body about to be forwarded; edit it in place (set `fp` to your signed-in user's id, say). */
  body: AssistantRequestBody;
  ip: string;
}

export interface AssistantProxyOptions {
  /** The assistant API key (`mint_dsc_…`). Admin keys are refused. */
  apiKey: string;
  /** The docs site's identifier (last segment of the dashboard URL). */
  domain: string;
  /** Service base address; `/discovery/v2/assistant/{domain}/message` is appended. Default `https://api.mintlify.com`. */
  baseUrl?: string;
  /** Per-IP limit of this proxy, in memory. Default 20 requests per minute; `false` to rely on your own. */
  rateLimit?: (RateLimitOptions & { getClientIp?: (request: Request) => string }) | false;
  /** Runs after validation, before forwarding. Return a Response to answer instead (401 for signed-out users, say). */
  onRequest?: (info: AssistantProxyRequestInfo) => void | Response | Promise<void | Response>;
  /** Largest accepted request body, bytes. Default 1 MB. */
  maxBodyBytes?: number;
  /** Default `globalThis.fetch`. */
  fetch?: typeof fetch;
}

/**
 * A standard `(Request) => Promise<Response>` handler that keeps the assistant key on the server: validate, add the
 * key, forward, and stream the answer back as it arrives. Point the widget's `api` prop at the route it serves.
 */
export function createAssistantProxy(options: AssistantProxyOptions): (request: Request) => Promise<Response> {
  assertServerRuntime('createAssistantProxy');
  const apiKey = assertAssistantProxyKey(options.apiKey, 'createAssistantProxy');
  const upstreamUrl = assistantEndpoint({ domain: options.domain, ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}) });
  const limiter = options.rateLimit === false ? undefined : createRateLimiter(options.rateLimit);
  const getClientIp = (options.rateLimit && options.rateLimit.getClientIp) || defaultClientIp;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;

  return async (request) => {
    if (request.method !== 'POST') return jsonError(405, 'Use POST.', { Allow: 'POST' });
    const ip = getClientIp(request);
    const wait = limiter?.hit(ip, Date.now());
    if (wait !== undefined) {
      return jsonError(429, `Too many questions from this address; try again in ${wait} s.`, { 'Retry-After': String(wait) });
    }
    const read = await readJsonBody(request, maxBodyBytes);
    if (!read.ok) return read.response;
    const checked = checkAssistantBody(read.value);
    if (!checked.ok) return jsonError(checked.status, checked.error);
    const refused = await options.onRequest?.({ request, body: checked.body, ip });
    if (refused instanceof Response) return refused;

    let upstream: Response;
    try {
      upstream = await fetchImpl(upstreamUrl, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body: JSON.stringify(checked.body),
        // The reader closing the page stops the upstream answer too, instead of burning quota on nobody.
        signal: request.signal,
      });
    } catch {
      if (request.signal.aborted) return jsonError(499, 'The client went away.');
      return jsonError(502, 'The assistant service could not be reached. Try again in a moment.');
    }
    if (!upstream.ok) return upstreamErrorResponse(upstream);
    return streamingResponse(upstream);
  };
}
