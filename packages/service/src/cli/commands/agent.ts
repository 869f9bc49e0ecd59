import { defineCommand, type ParsedArgs } from '../define-command';

export const KEY_ENV = 'DOCS_ASSISTANT_ADMIN_KEY';

const options = {
  project: { type: 'string', short: 'p', value: '<id>', help: 'project id (or DOCS_ASSISTANT_PROJECT)' },
  'base-url': {
    type: 'string',
    value: '<url>',
    help: 'service address (or DOCS_ASSISTANT_BASE_URL; default https://api.mintlify.com)',
  },
  'follow-up': { type: 'string', value: '<jobId>', help: 'send the prompt as a follow-up instruction on that job' },
  job: { type: 'string', value: '<jobId>', help: 'do not start anything: watch that job' },
  json: { type: 'boolean', help: 'print the final job as JSON on stdout' },
  'poll-interval': { type: 'string', value: '<ms>', help: 'first wait between polls (default 2000; grows to 15000)' },
  key: { type: 'string', value: '<key>', help: 'refused: the key is read from the environment', hidden: true },
} as const;

export type AgentArgs = ParsedArgs<typeof options>;

/** `docs-assistant agent`. The work is in ../agent.ts. */
export const agentCommand = defineCommand({
  name: 'agent',
  summary: `run an agent job (key: ${KEY_ENV})`,
  usage: [
    'agent "<prompt>" --project <id> [--base-url <url>] [--follow-up <jobId>] [--json]',
    'agent --job <jobId> --project <id> [--json]        poll an existing job until it finishes',
  ],
  description: `The admin API key is read from ${KEY_ENV} (never from a flag: flags end up in shell history).
Against the local service, that is the "admin key:" line \`docs-assistant serve\` printed.`,
  options,
  positionals: '"<prompt>"',
  footer: `Exit codes: 0 completed or archived, 1 failed or the request failed, 2 usage, 3 the service may have started
the job (or taken the follow-up) although the request failed: check before running it again, 130 stopped with Ctrl+C.`,
});
