import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRateLimiter, DEFAULT_RATE_LIMITS } from './auth/rate-limits';
import { serviceKeys } from './auth/service-keys';
import { findOutsideLinks } from './http/inside-folder';
import { closeServer, listenOn } from './http/listen';
import type { LocalServiceOptions } from './options';
import { createRouter } from './router';
import { serveDocs } from './served-docs';
import { openServiceStorage } from './service-storage';
import type { Generator } from './retrieval/generator';
import type { DocsLayout } from './retrieval/layout/docs-layout';

export type { LocalServiceOptions } from './options';
export type { AgentJobs, Job } from './agent-jobs/contract';
export type { RateLimits } from './auth/rate-limits';
export type { DocsIndex } from './retrieval/docs-index';
export { GENERATORS, isGenerator, type Generator } from './retrieval/generator';
export { describeLayout } from './retrieval/layout/describe-layout';
export { LAYOUTS, isLayoutName, type DocsLayout } from './retrieval/layout/docs-layout';
export { loadDocsIndex } from './retrieval/load-docs';
export { StorageError } from './storage/storage-error';

export interface LocalService {
  /** Starts listening; resolves with the base URL (`http://127.0.0.1:3210`). */
  listen(port?: number, host?: string): Promise<{ url: string }>;
  close(): Promise<void>;
  /** The request handler, for mounting in another `node:http` server. */
  handler: (req: IncomingMessage, res: ServerResponse) => void;
  /** The keys accepted — a generated pair included (kept in `<dataDir>/keys.json`), so a CLI can print them. */
  keys: { assistant: readonly string[]; admin: readonly string[] };
  /** How many threads were imported from a `threads.json` at this start (0 when there was none). */
  migratedThreads: number;
  /** Resolves when the docs are indexed (listen waits for it too). */
  ready: Promise<{
    pages: number;
    sections: number;
    model: string | undefined;
    indexMs: number;
    skippedLinks: number;
    /** Whose heading anchors the links reproduce (`--generator`, or detected), when the docs are a folder. */
    generator: Generator | undefined;
    /** The config file it was read from, "as told" for `generator`, or that none was found. */
    generatorSource: string | undefined;
    /** The languages and versions the docs folder holds (`--layout`, or detected), when the docs are a folder. */
    layout: DocsLayout | undefined;
  }>;
}

/**
 * The whole service API on this machine (service-api.md): the assistant answering from a docs folder, agent
 * jobs, keys, limits and CORS, on `node:http` with no framework. Made in stages: keys, storage (opened here, so a
 * damaged file stops start-up before anything listens), the docs (indexed in the background: `ready`), the router.
 */
export function createLocalService(options: LocalServiceOptions): LocalService {
  const dataDir = options.dataDir ?? '.data';
  const keys = serviceKeys(dataDir, options);
  let publicUrl = 'http://127.0.0.1';
  const storage = openServiceStorage(dataDir, options, () => publicUrl);
  const warn = options.warn ?? ((line: string) => console.warn(line));
  const docs = serveDocs(options, dataDir, warn);
  // Reported by the first request and by listen(); never an unhandled rejection in between.
  docs.ready.catch(() => undefined);

  const route = createRouter({
    ready: docs.ready,
    keys,
    limits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    limiter: createRateLimiter(options.now),
    threads: storage.threads,
    emptySearches: storage.emptySearches,
    agentJobs: storage.agentJobs,
    domains: options.domains,
    staticDir: options.staticDir,
    chunkDelayMs: options.chunkDelayMs ?? 0,
    maxBodyBytes: options.maxBodyBytes,
    publicMcp: options.publicMcp ?? false,
  });

  let server: Server | undefined;
  let staticChecked = false;
  const handler = (req: IncomingMessage, res: ServerResponse) => void route(req, res);

  return {
    handler,
    keys: { assistant: keys.assistantKeys, admin: keys.adminKeys },
    migratedThreads: storage.migratedThreads,
    ready: docs.ready.then(({ index, model, indexMs, skipped, generator, generatorSource, layout }) => ({
      generator,
      generatorSource,
      layout,
      pages: index.pages.size,
      sections: index.sections.length,
      indexMs,
      skippedLinks: skipped,
      model: model ? (typeof model === 'string' ? model : model.modelId) : undefined,
    })),
    async listen(port = 3210, host = '127.0.0.1') {
      await docs.ready;
      // At listen, not at creation: a host may build the site into `staticDir` in between (npm start does).
      if (options.staticDir && !staticChecked) {
        staticChecked = true;
        for (const link of await findOutsideLinks(options.staticDir)) {
          warn(`docs-assistant: static: not serving ${link.path} (a link to ${link.target}, outside the site folder)`);
        }
      }
      server = createServer(handler);
      publicUrl = await listenOn(server, port, host);
      return { url: publicUrl };
    },
    async close() {
      docs.close();
      const closing = server;
      server = undefined;
      if (closing) await closeServer(closing);
      await storage.close();
    },
  };
}
