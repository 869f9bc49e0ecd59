import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createLocalService, type LocalService, type RateLimits } from '../service';
import { existingFolder, wholeNumber } from './serve-checks';
import { siteUrlFlag } from './site-url';
import { describeStartupError } from './startup-error';
import { describeParseError, EXIT_FAILURE, EXIT_USAGE, UsageError } from './usage-error';

const help = `Usage:
  docs-assistant serve --docs <folder> [options]

Serves the docs-assistant API (assistant messages and agent jobs) on this machine, answering from a folder of
markdown docs. Prints what it indexed, its URL and keys at start.

  --docs <folder>            markdown docs to answer from (default ./docs)
  --port <n>                 port, 0–65535 (default 3210; 0 picks a free one)
  --host <addr>              interface (default 127.0.0.1)
  --data-dir <dir>           where threads and agent jobs persist, in docs-assistant.db (default .data)
  --assistant-key <key>      accepted assistant key, mint_dsc_… (repeatable; env DOCS_ASSISTANT_KEYS, comma-separated)
  --admin-key <key>          accepted admin key, mint_… (repeatable; env DOCS_ASSISTANT_ADMIN_KEYS)
                             With no keys at all, a pair is generated, printed and kept in <data-dir>/keys.json.
  --domain <name>            serve only these docs domains (repeatable; default any)
  --repo <path>              git repository agent jobs edit
  --agent-command <cmd>      coding-agent command agent jobs run (prompt on stdin and in the file
                             $DOCS_ASSISTANT_PROMPT_FILE names)
  --agent-timeout <seconds>  longest one agent run may take (default 600)
  --static <dir>             also serve a built site from this folder at /
  --public-mcp               serve MCP at /mcp without a key (the docs are public anyway); default: assistant key
  --site-url <url>           the docs site's URL, so llms.txt links and MCP results point at it
  --chunk-delay <ms>         pause between streamed pieces of an answer (default 12)
  --rate-limit-key-month <n> assistant messages per key per month (default 10000)
  --rate-limit-org-hour <n>  assistant messages per organisation (docs domain) per hour (default 10000)
  --rate-limit-ip-day <n>    assistant messages per IP address per day (default 10000)
  --rate-limit-jobs-hour <n> agent jobs created per project per hour (default 100)

Exit codes: 0 stopped with Ctrl+C or SIGTERM (storage closed), 1 could not start (port in use, damaged data…),
2 usage (a bad flag, a missing or empty docs folder).

Language model (optional; the default answer quotes the docs and needs nothing):
  DOCS_ASSISTANT_MODEL=<model id> DOCS_ASSISTANT_MODEL_BASE_URL=<OpenAI-compatible URL> DOCS_ASSISTANT_MODEL_API_KEY=<key>`;

const options = {
  docs: { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string' },
  'data-dir': { type: 'string' },
  'assistant-key': { type: 'string', multiple: true },
  'admin-key': { type: 'string', multiple: true },
  domain: { type: 'string', multiple: true },
  repo: { type: 'string' },
  'agent-command': { type: 'string' },
  'agent-timeout': { type: 'string' },
  static: { type: 'string' },
  'public-mcp': { type: 'boolean' },
  'site-url': { type: 'string' },
  'chunk-delay': { type: 'string' },
  'rate-limit-key-month': { type: 'string' },
  'rate-limit-org-hour': { type: 'string' },
  'rate-limit-ip-day': { type: 'string' },
  'rate-limit-jobs-hour': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const RATE_FLAGS: Record<string, keyof RateLimits> = {
  'rate-limit-key-month': 'keyPerMonth',
  'rate-limit-org-hour': 'orgPerHour',
  'rate-limit-ip-day': 'ipPerDay',
  'rate-limit-jobs-hour': 'jobsPerProjectPerHour',
};

const fromEnv = (...names: string[]) =>
  names.flatMap((name) =>
    (process.env[name] ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
  );

const fail = (message: string, code: number) => {
  console.error(`docs-assistant serve: ${message}`);
  return code;
};

export async function run(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: false, strict: true }).values;
  } catch (error) {
    return fail(`${describeParseError(error)}. Run "docs-assistant serve --help" for the options.`, EXIT_USAGE);
  }
  if (parsed.help) {
    console.log(help);
    return 0;
  }
  const shownDocs = parsed.docs ?? 'docs';
  const docs = resolve(shownDocs);
  const dataDir = resolve(parsed['data-dir'] ?? '.data');
  const host = parsed.host ?? '127.0.0.1';
  let port = 3210;
  let service: LocalService | undefined;
  let stopped: Promise<number>;
  try {
    existingFolder('docs', docs, shownDocs, 'your markdown docs (e.g. --docs docs)');
    if (parsed.static) existingFolder('static', resolve(parsed.static), parsed.static, 'a built site (its index.html)');
    if (parsed.repo) existingFolder('repo', resolve(parsed.repo), parsed.repo, 'the git repository agent jobs edit');
    port = wholeNumber('port', parsed.port, 0, 65_535) ?? 3210;
    const rateLimits: Partial<RateLimits> = {};
    for (const [flag, key] of Object.entries(RATE_FLAGS)) {
      const value = wholeNumber(flag, parsed[flag as keyof typeof parsed] as string | undefined, 1);
      if (value !== undefined) rateLimits[key] = value;
    }
    const agentTimeout = wholeNumber('agent-timeout', parsed['agent-timeout'], 1, 86_400);
    const chunkDelay = wholeNumber('chunk-delay', parsed['chunk-delay'], 0, 10_000) ?? 12;
    const siteUrl = siteUrlFlag(parsed['site-url']);
    service = createLocalService({
      docs,
      dataDir,
      assistantKeys: [...(parsed['assistant-key'] ?? []), ...fromEnv('DOCS_ASSISTANT_KEYS', 'DOCS_ASSISTANT_KEY')],
      adminKeys: [...(parsed['admin-key'] ?? []), ...fromEnv('DOCS_ASSISTANT_ADMIN_KEYS', 'DOCS_ASSISTANT_ADMIN_KEY')],
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
      throw new UsageError(
        `no markdown files (.md, .mdx, .markdown) in ${docs}. Pass --docs <the folder that holds your docs>.`,
      );
    }
    const { url } = await service.listen(port, host);
    stopped = stopOnSignal(service);
    const migrated = service.migratedThreads ? `; migrated ${service.migratedThreads} threads from threads.json` : '';
    console.log(
      `docs-assistant: indexed ${info.pages} files (${info.sections} sections) from ${docs} in ${Math.round(info.indexMs)} ms; listening on ${url}${migrated}`,
    );
    console.log(`  assistant:      POST ${url}/discovery/v2/assistant/<domain>/message`);
    console.log(`  agent jobs:     POST ${url}/v2/agent/<projectId>/job`);
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
    if (error instanceof Error && /must start with "mint_/.test(error.message))
      return fail(`${error.message} Check --assistant-key / --admin-key.`, EXIT_USAGE);
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
