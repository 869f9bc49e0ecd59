import { MAX_BODY_BYTES } from '../contract/limits';
import type { PageRequest } from '../contract/page-request';
import type { SearchRequestBody } from '../contract/search-request';
import type { AssistantRequestBody } from '../core/types';
import { assistantEndpoint, discoveryEndpoint } from '../transport/endpoint';
import { checkAssistantBody } from './assistant-body';
import { clientIp } from './client-ip';
import { checkPageBody, checkSearchBody } from './discovery-body';
import { jsonError, readJsonBody } from './json-response';
import { assertAssistantProxyKey } from './key-checks';
import { createMemoryRateLimitStore, type RateLimitOptions } from './rate-limit';
import { misconfiguredRoute, onFirstCall } from './first-call';
import { requestKind } from './request-kind';
import { assertServerRuntime } from './server-runtime';
import { jsonPassThrough, upstreamErrorResponse, streamingResponse } from './upstream-response';

interface RequestInfoBase {
  request: Request;
  /** The client's address as `trustProxy` allows it to be known; undefined when it cannot be (see `trustProxy`). */
  ip: string | undefined;
}

/**
 * What `onRequest` is given: which operation (`kind`) and its validated body, about to be forwarded. Edit the body in
 * place — a question's `fp` to your signed-in user's id, a search's `filter.groups` or a page read's `groups` to the
 * groups your user may read, say.
 */
export type AssistantProxyRequestInfo =
  | (RequestInfoBase & { kind: 'message'; body: AssistantRequestBody })
  | (RequestInfoBase & { kind: 'search'; body: SearchRequestBody })
  | (RequestInfoBase & { kind: 'page'; body: PageRequest });

export interface AssistantProxyOptions {
  /** The assistant API key (`mint_dsc_…`). Admin keys are refused. */
  apiKey: string;
  /** The docs site's identifier (last segment of the dashboard URL). */
  domain: string;
  /**
   * Service base address; `/discovery/v2/assistant/{domain}/message` is appended for questions, `/discovery/v1/search/
   * {domain}` and `/discovery/v1/page/{domain}` for searches and page reads. Default `https://api.mintlify.com`.
   */
  baseUrl?: string;
  /**
   * Per-IP limit. Default 20 requests per minute, counted in memory; `store` shares the count between instances
   * (Redis through `rate-limiter-flexible`); `false` to rely on your own. Searches and page reads are counted apart
   * from questions, against the same limit. A request whose address is unknown is not limited per IP (see
   * `trustProxy`); `getClientIp` replaces the address rule entirely.
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
 * key, forward, and stream the answer back as it arrives. The same route takes searches and page reads (service-api
 * §1b), told apart by the body (./request-kind.ts). Point the widget's `api` prop at the route it serves.
 */
export function createAssistantProxy(options: AssistantProxyOptions): (request: Request) => Promise<Response> {
  assertServerRuntime('createAssistantProxy');
  // The key and the endpoint are checked on the first request (./first-call.ts): a build that imports this route
  // without its secrets must not fail.
  const configured = onFirstCall(() => {
    const where = { domain: options.domain, ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}) };
    return {
      apiKey: assertAssistantProxyKey(options.apiKey, 'createAssistantProxy'),
      upstream: {
        message: assistantEndpoint(where),
        search: discoveryEndpoint('search', where),
        page: discoveryEndpoint('page', where),
      },
    };
  });
  const misconfigured = misconfiguredRoute('createAssistantProxy');
  const limits = options.rateLimit === false ? undefined : (options.rateLimit ?? {});
  const store = limits ? (limits.store ?? createMemoryRateLimitStore(limits)) : undefined;
  const trustProxy = options.trustProxy ?? 0;
  const getClientIp = limits?.getClientIp ?? ((request: Request) => clientIp(request, trustProxy));
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;

  return async (request) => {
    let configuration: ReturnType<typeof configured>;
    try {
      configuration = configured();
    } catch (error) {
      return misconfigured(error);
    }
    if (request.method !== 'POST') return jsonError(405, 'Use POST.', { Allow: 'POST' });
    const read = await readJsonBody(request, maxBodyBytes);
    if (!read.ok) return read.response;
    const kind = requestKind(read.value);
    // Searches are counted apart, so a reader's typing uses up no questions; a body of no kind counts as a question.
    const searching = kind === 'search' || kind === 'page';
    const ip = getClientIp(request);
    const wait = ip && store ? await countRequest(store, searching ? `search ip:${ip}` : `ip:${ip}`) : undefined;
    if (wait !== undefined) {
      return jsonError(
        429,
        `Too many ${searching ? 'searches' : 'questions'} from this address; try again in ${wait} s.`,
        {
          'Retry-After': String(wait),
        },
      );
    }
    const info = checkedInfo(kind, read.value, request, ip);
    if (!info.ok) return jsonError(info.status, info.error);
    const refused = await options.onRequest?.(info.info);
    if (refused instanceof Response) return refused;

    let upstream: Response;
    try {
      upstream = await fetchImpl(configuration.upstream[info.info.kind], {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${configuration.apiKey}`,
          'Content-Type': 'application/json',
          Accept: searching ? 'application/json' : 'text/event-stream',
        },
        body: JSON.stringify(info.info.body),
        // The reader closing the page stops the upstream answer too, instead of burning quota on nobody.
        signal: request.signal,
      });
    } catch {
      if (request.signal.aborted) return jsonError(499, 'The client went away.');
      return jsonError(502, 'The assistant service could not be reached. Try again in a moment.');
    }
    if (!upstream.ok) return upstreamErrorResponse(upstream, { withMessage: info.info.kind === 'page' });
    return searching ? jsonPassThrough(upstream) : streamingResponse(upstream);
  };
}

type CheckedInfo = { ok: true; info: AssistantProxyRequestInfo } | { ok: false; status: 400 | 413; error: string };

/** The body validated with the contract's schema for its kind, as `onRequest` receives it. */
function checkedInfo(
  kind: ReturnType<typeof requestKind>,
  value: unknown,
  request: Request,
  ip: string | undefined,
): CheckedInfo {
  if (kind === 'search') {
    const checked = checkSearchBody(value);
    return checked.ok ? { ok: true, info: { kind, body: checked.body, request, ip } } : checked;
  }
  if (kind === 'page') {
    const checked = checkPageBody(value);
    return checked.ok ? { ok: true, info: { kind, body: checked.body, request, ip } } : checked;
  }
  if (kind === 'message') {
    const checked = checkAssistantBody(value);
    return checked.ok ? { ok: true, info: { kind, body: checked.body, request, ip } } : checked;
  }
  return {
    ok: false,
    status: 400,
    error: 'Invalid request: body: expected a question (`messages`), a search (`query`) or a page read (`path`).',
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
