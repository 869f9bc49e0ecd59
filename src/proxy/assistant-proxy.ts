import { MAX_BODY_BYTES } from '../contract/limits';
import type { AssistantRequestBody } from '../core/types';
import { assistantEndpoint } from '../transport/endpoint';
import { checkAssistantBody } from './assistant-body';
import { clientIp } from './client-ip';
import { jsonError, readJsonBody } from './json-response';
import { assertAssistantProxyKey } from './key-checks';
import { createMemoryRateLimitStore, type RateLimitOptions } from './rate-limit';
import { misconfiguredRoute, onFirstCall } from './first-call';
import { assertServerRuntime } from './server-runtime';
import { upstreamErrorResponse, streamingResponse } from './upstream-response';

export interface AssistantProxyRequestInfo {
  request: Request;
  /** The validated body about to be forwarded; edit it in place (set `fp` to your signed-in user's id, say). */
  body: AssistantRequestBody;
  /** The client's address as `trustProxy` allows it to be known; undefined when it cannot be (see `trustProxy`). */
  ip: string | undefined;
}

export interface AssistantProxyOptions {
  /** The assistant API key (`mint_dsc_…`). Admin keys are refused. */
  apiKey: string;
  /** The docs site's identifier (last segment of the dashboard URL). */
  domain: string;
  /** Service base address; `/discovery/v2/assistant/{domain}/message` is appended. Default `https://api.mintlify.com`. */
  baseUrl?: string;
  /**
   * Per-IP limit. Default 20 requests per minute, counted in memory; `store` shares the count between instances
   * (Redis through `rate-limiter-flexible`); `false` to rely on your own. A request whose address is unknown is not
   * limited per IP (see `trustProxy`); `getClientIp` replaces the address rule entirely.
   */
  rateLimit?: (RateLimitOptions & { getClientIp?: (request: Request) => string | undefined }) | false;
  /**
   * How many proxies in front of this server to trust for `X-Forwarded-For` (load balancer, CDN). Default 0: the
   * headers are ignored and the address is the socket's through `toNodeHandler`, or unknown elsewhere.
   */
  trustProxy?: number;
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
  // The key and the endpoint are checked on the first request (./first-call.ts): a build that imports this route
  // without its secrets must not fail.
  const configured = onFirstCall(() => ({
    apiKey: assertAssistantProxyKey(options.apiKey, 'createAssistantProxy'),
    upstreamUrl: assistantEndpoint({
      domain: options.domain,
      ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    }),
  }));
  const misconfigured = misconfiguredRoute('createAssistantProxy');
  const limits = options.rateLimit === false ? undefined : (options.rateLimit ?? {});
  const store = limits ? (limits.store ?? createMemoryRateLimitStore(limits)) : undefined;
  const trustProxy = options.trustProxy ?? 0;
  const getClientIp = limits?.getClientIp ?? ((request: Request) => clientIp(request, trustProxy));
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;

  return async (request) => {
    let apiKey: string, upstreamUrl: string;
    try {
      ({ apiKey, upstreamUrl } = configured());
    } catch (error) {
      return misconfigured(error);
    }
    if (request.method !== 'POST') return jsonError(405, 'Use POST.', { Allow: 'POST' });
    const ip = getClientIp(request);
    const wait = ip && store ? await countRequest(store, ip) : undefined;
    if (wait !== undefined) {
      return jsonError(429, `Too many questions from this address; try again in ${wait} s.`, {
        'Retry-After': String(wait),
      });
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

/** A failing shared store (Redis down) lets the request through: the service's own limits still apply behind it. */
async function countRequest(store: NonNullable<RateLimitOptions['store']>, ip: string): Promise<number | undefined> {
  try {
    return await store.hit(`ip:${ip}`);
  } catch (error) {
    console.error('docs-assistant proxy: the rate-limit store failed; letting the request through.', error);
    return undefined;
  }
}
