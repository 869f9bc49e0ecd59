import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAgentJobs } from './agent-jobs';
import type { AgentJobs } from './agent-jobs/contract';
import { generatedKeyPair } from './auth/generated-keys';
import { createKeyRing } from './auth/keys';
import { createRateLimiter, DEFAULT_RATE_LIMITS, type RateLimits } from './auth/rate-limits';
import { modelFromEnv } from './assistant/model-from-env';
import { findOutsideLinks, type OutsideLink } from './http/inside-folder';
import { openDocsFolder, type OpenDocsFolder } from './docs-folder';
import { docsPages, pagesFromIndex, type DocsPages } from './llms/docs-pages';
import { llmsSite } from './llms/llms-txt';
import type { DocsIndex } from './retrieval/docs-index';
import { readDocsFolder, type LoadedDocsIndex } from './retrieval/load-docs';
import type { Generator } from './retrieval/generator';
import { openDatabase } from './storage/database';
import { migrateThreadsJson } from './threads/migrate-threads';
import { createThreadStore, DEFAULT_THREAD_LIMITS, type ThreadStore } from './threads/thread-store';
import type { LocalServiceOptions } from './options';
import { createRouter } from './router';

export type { LocalServiceOptions } from './options';
export type { AgentJobs, Job } from './agent-jobs/contract';
export type { RateLimits } from './auth/rate-limits';
export type { DocsIndex } from './retrieval/docs-index';
export { GENERATORS, isGenerator, type Generator } from './retrieval/generator';
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
  }>;
}

/**
 * The whole service API on this machine (service-api.md): the assistant answering from a docs folder, agent
 * jobs, keys, limits and CORS, on `node:http` with no framework.
 */
export function createLocalService(options: LocalServiceOptions): LocalService {
  const dataDir = options.dataDir ?? '.data';
  const noKeys = !options.assistantKeys?.length && !options.adminKeys?.length;
  const generated = noKeys ? generatedKeyPair(dataDir) : undefined;
  const keys = createKeyRing(
    options.assistantKeys?.length ? options.assistantKeys : generated ? [generated.assistant] : [],
    options.adminKeys?.length ? options.adminKeys : generated ? [generated.admin] : [],
    { generated: !!generated },
  );
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  let publicUrl = 'http://127.0.0.1';
  // Opened (and any JSON data dir migrated) here, so a damaged file stops start-up before anything listens.
  const database = openDatabase(dataDir);
  let migratedThreads: number;
  let threads: ThreadStore | undefined;
  let agentJobs: AgentJobs;
  try {
    migratedThreads = migrateThreadsJson(database, dataDir);
    threads = createThreadStore(database, { ...DEFAULT_THREAD_LIMITS, ...options.threadLimits });
    agentJobs =
      options.agentJobs ??
      createAgentJobs({
        dataDir,
        database,
        repo: options.repo,
        agentCommand: options.agentCommand,
        timeoutMs: options.agentTimeoutMs,
        publicUrl: () => publicUrl,
      });
  } catch (error) {
    // An agent-jobs.json that cannot be migrated, say: nothing may stay open behind the error.
    threads?.close();
    database.close();
    throw error;
  }
  const threadStore = threads;

  const warn = options.warn ?? ((line: string) => console.warn(line));
  let docsFolder: OpenDocsFolder | undefined;
  let closed = false;
  const ready = (async () => {
    const started = performance.now();
    let loaded: DocsIndex = options.docs as DocsIndex;
    if (typeof options.docs === 'string') {
      const opened = await openDocsFolder({
        folder: options.docs,
        dataDir,
        generator: options.generator,
        watch: options.watch,
        warn: (line) => warn(`docs-assistant: ${line}`),
      });
      // Closed while starting: its caller may already be removing the data dir, so nothing more is written there.
      if (closed) opened.close({ save: false });
      else docsFolder = opened;
      loaded = opened.index;
    }
    // The pages' sources are kept beside the index for llms.txt, the .md pages and MCP's get_page, which serve
    // pages as written; an index given ready-made has only its sections to rebuild them from.
    // The docs loader names the files it found; they are read when a page is asked for, not held (issue 24).
    const pagesOf = async (index: DocsIndex): Promise<DocsPages> =>
      'files' in index
        ? docsPages(index.files as LoadedDocsIndex['files'], index)
        : typeof options.docs === 'string'
          ? docsPages((await readDocsFolder(options.docs)).pages, index)
          : pagesFromIndex(index);
    const pages = await pagesOf(loaded);
    const indexMs = performance.now() - started;
    const index: DocsIndex = loaded;
    // Said once here rather than on each request that meets one.
    const skipped = ('skipped' in loaded ? (loaded.skipped as OutsideLink[]) : []).map(
      (link) => `docs: not indexing ${link.path} (a link to ${link.target}, outside the docs folder)`,
    );
    for (const line of skipped) warn(`docs-assistant: ${line}`);
    const model = options.model === null ? undefined : (options.model ?? (await modelFromEnv()));
    const generator = 'generator' in loaded ? (loaded.generator as Generator) : undefined;
    const generatorSource = 'generatorSource' in loaded ? (loaded.generatorSource as string) : undefined;
    const site = llmsSite(pages, { title: options.siteTitle, siteUrl: options.siteUrl });
    const state = { index, model, indexMs, skipped: skipped.length, pages, site, generator, generatorSource };
    // --watch: the next index replaces this one once it is complete; requests read `state.index` as they start.
    // The pages llms.txt and MCP serve are read again with it, so both say the same.
    docsFolder?.onIndex((next, ms) => {
      void pagesOf(next).then(
        (nextPages) => {
          Object.assign(state, {
            index: next,
            pages: nextPages,
            site: llmsSite(nextPages, { title: options.siteTitle, siteUrl: options.siteUrl }),
          });
          warn(
            `docs-assistant: docs: re-indexed ${count(next.pages.size, 'page')} (${count(next.sections.length, 'section')}) in ${Math.round(ms)} ms`,
          );
        },
        (error: Error) => warn(`docs-assistant: docs: re-reading the pages failed (${error.message})`),
      );
    });
    return state;
  })();
  // Reported by the first request and by listen(); never an unhandled rejection in between.
  ready.catch(() => undefined);

  const route = createRouter({
    ready,
    keys,
    limits,
    limiter: createRateLimiter(options.now),
    threads: threadStore,
    agentJobs,
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
    migratedThreads,
    ready: ready.then(({ index, model, indexMs, skipped, generator, generatorSource }) => ({
      generator,
      generatorSource,
      pages: index.pages.size,
      sections: index.sections.length,
      indexMs,
      skippedLinks: skipped,
      model: model ? (typeof model === 'string' ? model : model.modelId) : undefined,
    })),
    async listen(port = 3210, host = '127.0.0.1') {
      await ready;
      // At listen, not at creation: a host may build the site into `staticDir` in between (npm start does).
      if (options.staticDir && !staticChecked) {
        staticChecked = true;
        for (const link of await findOutsideLinks(options.staticDir)) {
          warn(`docs-assistant: static: not serving ${link.path} (a link to ${link.target}, outside the site folder)`);
        }
      }
      server = createServer(handler);
      await new Promise<void>((resolve, reject) => {
        server?.once('error', reject);
        server?.listen(port, host, () => resolve());
      });
      const address = server.address() as AddressInfo;
      const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
      publicUrl = `http://${shownHost}:${address.port}`;
      return { url: publicUrl };
    },
    async close() {
      closed = true;
      docsFolder?.close();
      const closing = server;
      server = undefined;
      if (closing) {
        await new Promise<void>((resolve) => {
          closing.close(() => resolve());
          closing.closeAllConnections();
        });
      }
      await agentJobs.close();
      threadStore.close();
      if (database.isOpen) {
        // Folds the WAL back into the main file, so a data dir copied after a clean stop is one file.
        database.exec('PRAGMA wal_checkpoint(TRUNCATE)');
        database.close();
      }
    },
  };
}

const count = (n: number, noun: string) => `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;
