import { resolve } from 'node:path';
import {
  createLocalService,
  describeLayout,
  GENERATORS,
  isGenerator,
  isLayoutName,
  LAYOUTS,
  type LocalService,
  type RateLimits,
} from '..';
import type { ServeValues } from './commands/serve';
import { plural } from '../text/plural';
import { checkKeys, existingFolder, readableFolder, portIsFree, usableDataDir, wholeNumber } from './serve-checks';
import { siteUrlFlag } from './site-url';
import { describeStartupError } from './startup-error';
import { EXIT_FAILURE, EXIT_USAGE, UsageError } from './usage-error';
import { noMarkdownMessage } from './no-markdown';

const RATE_FLAGS: Record<string, keyof RateLimits> = {
  'rate-limit-key-month': 'keyPerMonth',
  'rate-limit-org-hour': 'orgPerHour',
  'rate-limit-ip-day': 'ipPerDay',
  'rate-limit-jobs-hour': 'jobsPerProjectPerHour',
};

/** Each key with where it came from, so a bad one is named by its flag or variable. */
const fromEnv = (...names: string[]) =>
  names.flatMap((name) =>
    (process.env[name] ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean)
      .map((key) => ({ key, from: name })),
  );
const flagged = (flag: string, keys: string[] | undefined) => (keys ?? []).map((key) => ({ key, from: flag }));

const fail = (message: string, code: number) => {
  console.error(`docs-assistant serve: ${message}`);
  return code;
};

/**
 * Checks everything that needs no indexing first — flags, folders, keys, the data dir, the port — so a mistake is
 * reported at once, not after indexing 2,000 files; then opens storage, indexes and listens.
 */
export async function run({ values: parsed }: { values: ServeValues }): Promise<number> {
  const shownDocs = parsed.docs ?? 'docs';
  const docs = resolve(shownDocs);
  const dataDir = resolve(parsed['data-dir'] ?? '.data');
  const host = parsed.host ?? '127.0.0.1';
  let port = 3210;
  let service: LocalService | undefined;
  let stopped: Promise<number>;
  try {
    readableFolder('docs', docs, shownDocs, 'your markdown docs (e.g. --docs docs)');
    if (parsed.static) existingFolder('static', resolve(parsed.static), parsed.static, 'a built site (its index.html)');
    if (parsed.repo) existingFolder('repo', resolve(parsed.repo), parsed.repo, 'the git repository agent jobs edit');
    port = wholeNumber('port', parsed.port, 0, 65_535) ?? 3210;
    const generator = parsed.generator;
    if (generator !== undefined && !isGenerator(generator))
      throw new UsageError(`--generator must be one of ${GENERATORS.join(', ')}; got "${generator}".`);
    const layout = parsed.layout;
    if (layout !== undefined && !isLayoutName(layout))
      throw new UsageError(`--layout must be one of ${LAYOUTS.join(', ')}; got "${layout}".`);
    const rateLimits: Partial<RateLimits> = {};
    for (const [flag, key] of Object.entries(RATE_FLAGS)) {
      const value = wholeNumber(flag, parsed[flag as keyof typeof parsed] as string | undefined, 1);
      if (value !== undefined) rateLimits[key] = value;
    }
    const agentTimeout = wholeNumber('agent-timeout', parsed['agent-timeout'], 1, 86_400);
    const chunkDelay = wholeNumber('chunk-delay', parsed['chunk-delay'], 0, 10_000) ?? 12;
    const siteUrl = siteUrlFlag(parsed['site-url']);
    const assistantKeys = [
      ...flagged('--assistant-key', parsed['assistant-key']),
      ...fromEnv('DOCS_ASSISTANT_KEYS', 'DOCS_ASSISTANT_KEY'),
    ];
    const adminKeys = [
      ...flagged('--admin-key', parsed['admin-key']),
      ...fromEnv('DOCS_ASSISTANT_ADMIN_KEYS', 'DOCS_ASSISTANT_ADMIN_KEY'),
    ];
    checkKeys(assistantKeys, adminKeys);
    usableDataDir(dataDir);
    await portIsFree(port, host);
    service = createLocalService({
      docs,
      generator,
      layout,
      watch: parsed.watch,
      dataDir,
      assistantKeys: assistantKeys.map(({ key }) => key),
      adminKeys: adminKeys.map(({ key }) => key),
      domains: parsed.domain,
      repo: parsed.repo,
      agentCommand: parsed['agent-command'],
      agentTimeoutMs: agentTimeout === undefined ? undefined : agentTimeout * 1000,
      staticDir: parsed.static ? resolve(parsed.static) : undefined,
      chunkDelayMs: chunkDelay,
      rateLimits,
      publicMcp: parsed['public-mcp'] ?? false,
      siteUrl,
    });
    const info = await service.ready;
    if (info.pages === 0) {
      throw new UsageError(noMarkdownMessage(docs));
    }
    const { url } = await service.listen(port, host);
    stopped = stopOnSignal(service);
    const migrated = service.migratedThreads
      ? `; migrated ${plural(service.migratedThreads, 'thread')} from threads.json`
      : '';
    console.log(
      `docs-assistant: indexed ${plural(info.pages, 'file')} (${plural(info.sections, 'section')}) from ${docs} in ${Math.round(info.indexMs)} ms; listening on ${url}${migrated}`,
    );
    if (info.generator) console.log(`  anchors:        ${info.generator} (${info.generatorSource})`);
    if (info.layout && info.layout.name !== 'single') console.log(`  languages:      ${describeLayout(info.layout)}`);
    if (parsed.watch) console.log(`  watching:       ${docs} (an edited file is re-indexed; no restart needed)`);
    console.log(`  assistant:      POST ${url}/discovery/v2/assistant/<domain>/message`);
    console.log(`  agent jobs:     POST ${url}/v2/agent/<projectId>/job`);
    console.log(
      `  ratings:        POST ${url}/discovery/v2/assistant/<domain>/feedback (docs-assistant report lists them)`,
    );
    console.log(
      `  MCP:            ${url}/mcp (${parsed['public-mcp'] ? 'open to anyone' : 'assistant key as Authorization: Bearer'})`,
    );
    console.log(`  llms.txt:       ${url}/llms.txt (and ${url}/llms-full.txt, each page as <path>.md)`);
    console.log(
      `  answers:        ${info.model ? `model ${info.model}, grounded in the docs` : 'quoted from the docs (no model configured)'}`,
    );
    console.log(`  assistant key:  ${service.keys.assistant.join(', ') || '(none)'}`);
    console.log(`  admin key:      ${service.keys.admin.join(', ') || '(none)'}`);
    console.log(`  data:           ${dataDir}`);
    if (parsed.static) console.log(`  site:           ${url}/`);
  } catch (error) {
    await service?.close().catch(() => undefined);
    if (error instanceof UsageError) return fail(error.message, EXIT_USAGE);
    return fail(describeStartupError(error, { port, host, dataDir }), EXIT_FAILURE);
  }
  return stopped;
}

/**
 * Resolves with the exit code once Ctrl+C or SIGTERM has closed the service. Installed as soon as it listens, before
 * the start-up lines: a signal sent by someone who saw them must find the handler in place.
 */
function stopOnSignal(running: LocalService): Promise<number> {
  return new Promise<number>((resolveExit) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      // A second Ctrl+C while closing leaves at once, as people expect.
      process.once('SIGINT', () => resolveExit(130));
      console.error(`docs-assistant: ${signal === 'SIGINT' ? 'Ctrl+C' : signal}: closing connections and storage…`);
      void running.close().then(
        () => {
          console.error('docs-assistant: stopped; every stored thread and job is on disk.');
          resolveExit(0);
        },
        (error: unknown) => {
          console.error(
            `docs-assistant: stopped with an error while closing: ${error instanceof Error ? error.message : String(error)}`,
          );
          resolveExit(1);
        },
      );
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
