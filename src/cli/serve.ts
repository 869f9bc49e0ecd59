import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createLocalService, type RateLimits } from '../service';

const help = `Usage:
  docs-assistant serve --docs <folder> [options]

Serves the docs-assistant API (assistant messages and agent jobs) on this machine, answering from a folder of
markdown docs. Prints its URL and keys at start.

  --docs <folder>            markdown docs to answer from (default ./docs)
  --port <n>                 port (default 3210; 0 picks a free one)
  --host <addr>              interface (default 127.0.0.1)
  --data-dir <dir>           where threads and agent jobs persist (default .data)
  --assistant-key <key>      accepted assistant key, mint_dsc_… (repeatable; env DOCS_ASSISTANT_KEYS, comma-separated)
  --admin-key <key>          accepted admin key, mint_… (repeatable; env DOCS_ASSISTANT_ADMIN_KEYS)
                             With no keys at all, a pair is generated, printed and kept in <data-dir>/keys.json.
  --domain <name>            serve only these docs domains (repeatable; default any)
  --repo <path>              git repository agent jobs edit
  --agent-command <cmd>      coding-agent command agent jobs run (prompt on stdin and in DOCS_ASSISTANT_PROMPT)
  --agent-timeout <seconds>  longest one agent run may take (default 600)
  --static <dir>             also serve a built site from this folder at /
  --chunk-delay <ms>         pause between streamed pieces of an answer (default 12)
  --rate-limit-key-month <n> assistant messages per key per month (default 10000)
  --rate-limit-org-hour <n>  assistant messages per organisation (docs domain) per hour (default 10000)
  --rate-limit-ip-day <n>    assistant messages per IP address per day (default 10000)
  --rate-limit-jobs-hour <n> agent jobs created per project per hour (default 100)

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

class UsageError extends Error {}

function count(flag: string, value: string | undefined, min = 0): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${flag} must be a whole number ≥ ${min}, got "${value}".`);
  return n;
}

const fromEnv = (...names: string[]) =>
  names.flatMap((name) => (process.env[name] ?? '').split(',').map((k) => k.trim()).filter(Boolean));

export async function run(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: false, strict: true }).values;
  } catch (error) {
    console.error(`docs-assistant serve: ${error instanceof Error ? error.message : error}\n\n${help}`);
    return 2;
  }
  if (parsed.help) {
    console.log(help);
    return 0;
  }
  let service;
  try {
    const docs = resolve(parsed.docs ?? 'docs');
    if (!existsSync(docs)) throw new UsageError(`docs folder not found: ${docs} (pass --docs <folder>).`);
    const rateLimits: Partial<RateLimits> = {};
    for (const [flag, key] of Object.entries(RATE_FLAGS)) {
      const value = count(flag, parsed[flag as keyof typeof parsed] as string | undefined, 1);
      if (value !== undefined) rateLimits[key] = value;
    }
    const agentTimeout = count('agent-timeout', parsed['agent-timeout'], 1);
    service = createLocalService({
      docs,
      dataDir: resolve(parsed['data-dir'] ?? '.data'),
      assistantKeys: [...(parsed['assistant-key'] ?? []), ...fromEnv('DOCS_ASSISTANT_KEYS', 'DOCS_ASSISTANT_KEY')],
      adminKeys: [...(parsed['admin-key'] ?? []), ...fromEnv('DOCS_ASSISTANT_ADMIN_KEYS', 'DOCS_ASSISTANT_ADMIN_KEY')],
      domains: parsed.domain,
      repo: parsed.repo,
      agentCommand: parsed['agent-command'],
      agentTimeoutMs: agentTimeout === undefined ? undefined : agentTimeout * 1000,
      staticDir: parsed.static ? resolve(parsed.static) : undefined,
      chunkDelayMs: count('chunk-delay', parsed['chunk-delay']) ?? 12,
      rateLimits,
    });
    const port = count('port', parsed.port) ?? 3210;
    const { url } = await service.listen(port, parsed.host ?? '127.0.0.1');
    const info = await service.ready;
    console.log(`docs-assistant service listening on ${url}`);
    console.log(`  docs:           ${docs} (${info.pages} pages, ${info.sections} sections)`);
    console.log(`  assistant:      POST ${url}/discovery/v2/assistant/<domain>/message`);
    console.log(`  agent jobs:     POST ${url}/v2/agent/<projectId>/job`);
    console.log(`  answers:        ${info.model ? `model ${info.model}, grounded in the docs` : 'quoted from the docs (no model configured)'}`);
    console.log(`  assistant key:  ${service.keys.assistant.join(', ') || '(none)'}`);
    console.log(`  admin key:      ${service.keys.admin.join(', ') || '(none)'}`);
    if (parsed.static) console.log(`  site:           ${url}/`);
  } catch (error) {
    await service?.close().catch(() => undefined);
    const message = error instanceof Error ? error.message : String(error);
    console.error(`docs-assistant serve: ${message}`);
    return error instanceof UsageError ? 2 : 1;
  }
  const running = service;
  return new Promise<number>((resolveExit) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      void running.close().then(() => resolveExit(0), () => resolveExit(1));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
