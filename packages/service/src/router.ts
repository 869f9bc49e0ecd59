import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LanguageModel } from 'ai';
import type { AgentJobs } from './agent-jobs/contract';
import { createJob, diffPage, getJob, messageJob } from './agent-jobs/routes';
import { handleFeedback } from './assistant/feedback-route';
import { handleAssistantMessage } from './assistant/message-route';
import type { KeyKind, KeyRing } from './auth/keys';
import { WINDOWS, type Counter, type RateLimiter, type RateLimits } from './auth/rate-limits';
import { answerPreflight, applyCors } from './http/cors';
import { readJsonBody } from './http/read-body';
import { HttpError, sendError, sendJson } from './http/respond';
import { serveStatic } from './http/static-files';
import type { DocsPages } from './llms/docs-pages';
import type { LlmsSite } from './llms/llms-txt';
import { serveLlms } from './llms/routes';
import { handleMcpRequest } from './mcp/http-route';
import type { DocsIndex } from './retrieval/docs-index';
import { handlePage } from './search/page-route';
import { handleSearch } from './search/search-route';
import type { EmptySearchLog } from './search/empty-searches';
import type { ThreadStore } from './threads/thread-store';

export interface RouterDeps {
  ready: Promise<{ index: DocsIndex; model: LanguageModel | undefined; pages: DocsPages; site: LlmsSite }>;
  keys: KeyRing;
  limits: RateLimits;
  limiter: RateLimiter;
  threads: ThreadStore;
  emptySearches?: EmptySearchLog;
  agentJobs: AgentJobs;
  domains?: string[];
  staticDir?: string;
  chunkDelayMs: number;
  maxBodyBytes?: number;
  /** `/mcp` without a key (the docs are public). */
  publicMcp: boolean;
}

const ASSISTANT = /^\/discovery\/v2\/assistant\/([^/]+)\/message\/?$/;
const SEARCH_OR_PAGE = /^\/discovery\/v1\/(search|page)\/([^/]+)\/?$/;
const FEEDBACK = /^\/discovery\/v2\/assistant\/([^/]+)\/feedback\/?$/;
const JOBS = /^\/v2\/agent\/([^/]+)\/job\/?$/;
const JOB = /^\/v2\/agent\/([^/]+)\/job\/([^/]+)\/?$/;
const JOB_MESSAGE = /^\/v2\/agent\/([^/]+)\/job\/([^/]+)\/message\/?$/;
const JOB_DIFF = /^\/v2\/agent\/([^/]+)\/job\/([^/]+)\/diff\/?$/;

function param(value: string | undefined): string {
  try {
    return decodeURIComponent(value ?? '');
  } catch {
    throw new HttpError(400, 'Malformed path segment.');
  }
}

export function createRouter(deps: RouterDeps) {
  const authorise = (req: IncomingMessage, kind: KeyKind): string => {
    const check = deps.keys.check(req.headers.authorization, kind);
    if (!check.ok) throw new HttpError(check.status, check.error);
    return check.key;
  };

  const limit = (counters: Counter[]) => {
    const result = deps.limiter.take(
      counters,
      (c) => `${c.limit} ${c.bucket.split(':')[0]} requests per ${windowName(c.windowMs)}`,
    );
    if (!result.ok) throw new HttpError(429, result.error, { 'Retry-After': String(result.retryAfterSeconds) });
  };

  const methodIs = (req: IncomingMessage, method: string) => {
    if (req.method !== method)
      throw new HttpError(405, `Method ${req.method} is not allowed here; use ${method}.`, { Allow: method });
  };

  /**
   * A request on the assistant key: a known domain, an assistant key, and the spec's three limits (per key a month,
   * per organization an hour, per address a day), counted in buckets named with `counter` ('' for questions).
   */
  const admitAssistantRequest = (req: IncomingMessage, domain: string, counter: string) => {
    if (deps.domains && !deps.domains.includes(domain)) throw new HttpError(404, `Unknown docs domain: ${domain}.`);
    const key = authorise(req, 'assistant');
    const { limits } = deps;
    limit([
      { bucket: `${counter}key:${key}`, limit: limits.keyPerMonth, windowMs: WINDOWS.month },
      { bucket: `${counter}organization:${domain}`, limit: limits.orgPerHour, windowMs: WINDOWS.hour },
      {
        bucket: `${counter}ip:${req.socket.remoteAddress ?? 'unknown'}`,
        limit: limits.ipPerDay,
        windowMs: WINDOWS.day,
      },
    ]);
  };

  async function dispatch(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    let match: RegExpExecArray | null;
    if ((match = ASSISTANT.exec(pathname))) {
      methodIs(req, 'POST');
      const domain = param(match[1]);
      admitAssistantRequest(req, domain, '');
      const body = await readJsonBody(req, deps.maxBodyBytes);
      const { index, model } = await deps.ready;
      return handleAssistantMessage(
        { index, model, threads: deps.threads, chunkDelayMs: deps.chunkDelayMs },
        domain,
        body,
        req,
        res,
      );
    }
    if ((match = SEARCH_OR_PAGE.exec(pathname))) {
      methodIs(req, 'POST');
      const domain = param(match[2]);
      // The message route's three limits, counted apart: searches and page reads use up no questions (service-api §1b).
      admitAssistantRequest(req, domain, 'search ');
      const body = await readJsonBody(req, deps.maxBodyBytes);
      const { index, pages } = await deps.ready;
      return match[1] === 'search'
        ? handleSearch(index, body, res, (query) => deps.emptySearches?.record(domain, query))
        : handlePage(pages, index, body, res);
    }
    if ((match = FEEDBACK.exec(pathname))) {
      methodIs(req, 'POST');
      const domain = param(match[1]);
      if (deps.domains && !deps.domains.includes(domain)) throw new HttpError(404, `Unknown docs domain: ${domain}.`);
      authorise(req, 'assistant');
      // Bounded by what is stored: one rating per stored answer, replaced when given again; not counted as a message.
      return handleFeedback(deps.threads, domain, await readJsonBody(req, deps.maxBodyBytes), res);
    }
    if ((match = JOB_DIFF.exec(pathname))) {
      methodIs(req, 'GET');
      return diffPage(deps.agentJobs, param(match[1]), param(match[2]), req, res);
    }
    if ((match = JOB_MESSAGE.exec(pathname))) {
      methodIs(req, 'POST');
      authorise(req, 'admin');
      const body = await readJsonBody(req, deps.maxBodyBytes);
      return messageJob(deps.agentJobs, param(match[1]), param(match[2]), body, res);
    }
    if ((match = JOB.exec(pathname))) {
      methodIs(req, 'GET');
      authorise(req, 'admin');
      return getJob(deps.agentJobs, param(match[1]), param(match[2]), res);
    }
    if ((match = JOBS.exec(pathname))) {
      methodIs(req, 'POST');
      authorise(req, 'admin');
      const projectId = param(match[1]);
      const body = await readJsonBody(req, deps.maxBodyBytes);
      return createJob(deps.agentJobs, projectId, body, res, () =>
        limit([{ bucket: `job:${projectId}`, limit: deps.limits.jobsPerProjectPerHour, windowMs: WINDOWS.hour }]),
      );
    }
    if (pathname === '/mcp' || pathname === '/mcp/') {
      return handleMcpRequest(
        {
          tools: async () => {
            const { index, model, pages, site } = await deps.ready;
            return { index, model, pages, siteTitle: site.title, siteUrl: site.siteUrl };
          },
          authorise: (request) => (deps.publicMcp ? undefined : authorise(request, 'assistant')),
          // The assistant route's per-key and per-IP counters: an agent's calls count like a reader's questions.
          limit: (request, key) =>
            limit([
              ...(key ? [{ bucket: `key:${key}`, limit: deps.limits.keyPerMonth, windowMs: WINDOWS.month }] : []),
              {
                bucket: `ip:${request.socket.remoteAddress ?? 'unknown'}`,
                limit: deps.limits.ipPerDay,
                windowMs: WINDOWS.day,
              },
            ]),
          maxBodyBytes: deps.maxBodyBytes,
        },
        req,
        res,
      );
    }
    if (pathname === '/llms.txt' || pathname === '/llms-full.txt' || /\.md$/i.test(pathname)) {
      const { pages, site } = await deps.ready;
      if (await serveLlms(pages, site, req, res, pathname)) return;
    }
    if (pathname === '/healthz') {
      // HEAD too: uptime checkers use it; node:http sends the headers without the body.
      if (req.method !== 'GET' && req.method !== 'HEAD')
        throw new HttpError(405, `Method ${req.method} is not allowed on /healthz; use GET.`, { Allow: 'GET, HEAD' });
      const { index, model } = await deps.ready;
      return sendJson(res, 200, {
        ok: true,
        pages: index.pages.size,
        sections: index.sections.length,
        model: Boolean(model),
      });
    }
    if (deps.staticDir && (await serveStatic(deps.staticDir, req, res))) return;
    throw new HttpError(404, `Not found: ${req.method} ${pathname}`);
  }

  return async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      applyCors(req, res);
      if (answerPreflight(req, res)) return;
      const pathname = new URL(req.url ?? '/', 'http://local').pathname;
      await dispatch(req, res, pathname);
    } catch (error) {
      if (error instanceof HttpError) {
        sendError(res, error.status, error.message, error.headers);
      } else {
        console.error('docs-assistant service: unexpected error', error);
        sendError(res, 500, 'Internal error in the local docs-assistant service.');
      }
    }
  };
}

function windowName(ms: number): string {
  if (ms === WINDOWS.hour) return 'hour';
  if (ms === WINDOWS.day) return 'day';
  if (ms === WINDOWS.month) return 'month';
  return `${Math.round(ms / 1000)} s`;
}
