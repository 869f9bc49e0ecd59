import { parseArgs } from 'node:util';
import { createAgentClient, type AgentClient } from '../server/agent-client';
import { AgentApiError } from '../server/agent-error';
import { failureReason, type AgentJob } from '../server/agent-job';
import { createProgressReporter, formatElapsed } from './agent-progress';
import { describeParseError } from './usage-error';

const KEY_ENV = 'DOCS_ASSISTANT_ADMIN_KEY';

const help = `Usage:
  docs-assistant agent "<prompt>" --project <id> [--base-url <url>] [--follow-up <jobId>] [--json]
  docs-assistant agent --job <jobId> --project <id> [--json]        poll an existing job until it finishes

The admin API key is read from ${KEY_ENV} (never from a flag: flags end up in shell history).
  --project <id>          project id (or DOCS_ASSISTANT_PROJECT)
  --base-url <url>        service address (or DOCS_ASSISTANT_BASE_URL; default https://api.mintlify.com)
  --follow-up <jobId>     send the prompt as a follow-up instruction on that job
  --job <jobId>           do not start anything: watch that job
  --json                  print the final job as JSON on stdout
  --poll-interval <ms>    first wait between polls (default 2000; grows to 15000)

Exit codes: 0 completed or archived, 1 failed or the request failed, 2 usage, 130 stopped with Ctrl+C.`;

const options = {
  project: { type: 'string' },
  'base-url': { type: 'string' },
  'follow-up': { type: 'string' },
  job: { type: 'string' },
  json: { type: 'boolean', default: false },
  'poll-interval': { type: 'string' },
  key: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

function usageError(message: string): number {
  console.error(`docs-assistant agent: ${message} Run "docs-assistant agent --help" for the options.`);
  return 2;
}

function printResult(job: AgentJob, json: boolean, startedAt: number): number {
  if (json) process.stdout.write(`${JSON.stringify(job, null, 2)}\n`);
  const took = formatElapsed(Date.now() - Math.min(startedAt, job.createdAt.getTime()));
  if (job.status === 'failed') {
    console.error(`✗ Job ${job.id} failed: ${failureReason(job) ?? 'the service gave no reason.'}`);
    return 1;
  }
  if (json) return 0;
  console.log(`✓ Job ${job.id} ${job.status} (${took}).`);
  console.log(job.prLink ? `Pull request: ${job.prLink}` : 'No files changed, so there is no pull request.');
  return 0;
}

async function startOrResume(
  client: AgentClient,
  prompt: string,
  values: { job?: string; 'follow-up'?: string },
  signal: AbortSignal,
) {
  if (values.job) return values.job;
  const job = values['follow-up']
    ? await client.sendMessage(values['follow-up'], prompt, { signal })
    : await client.createJob(prompt, { signal });
  console.error(`Job ${job.id} ${values['follow-up'] ? 'received the follow-up' : 'created'}.`);
  return job.id;
}

export async function run(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    return usageError(`${describeParseError(error)}.`);
  }
  const { values, positionals } = parsed;
  if (values.help) return (console.log(help), 0);
  if (values.key !== undefined) {
    return usageError(
      `--key is not accepted: a key typed on the command line is kept in shell history and visible in \`ps\`. Set ${KEY_ENV} instead.`,
    );
  }
  const apiKey = process.env[KEY_ENV];
  if (!apiKey)
    return usageError(`${KEY_ENV} is not set. Export your admin API key in it (keep it out of scripts you commit).`);
  const projectId = values.project ?? process.env.DOCS_ASSISTANT_PROJECT;
  if (!projectId) return usageError('--project <id> is required (or set DOCS_ASSISTANT_PROJECT).');
  const prompt = positionals.join(' ').trim();
  if (values.job && (prompt || values['follow-up']))
    return usageError('--job only watches a job; to instruct it, use --follow-up <jobId> "<prompt>".');
  if (!values.job && !prompt) return usageError('the prompt is empty: say what the agent should change.');
  const pollInterval = values['poll-interval'] === undefined ? undefined : Number(values['poll-interval']);
  if (pollInterval !== undefined && !(pollInterval >= 0)) return usageError('--poll-interval must be a number of ms.');

  let client: AgentClient;
  try {
    const baseUrl = values['base-url'] ?? process.env.DOCS_ASSISTANT_BASE_URL;
    client = createAgentClient({ apiKey, projectId, ...(baseUrl ? { baseUrl } : {}) });
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error));
  }

  const controller = new AbortController();
  const onSigint = () => controller.abort();
  process.once('SIGINT', onSigint);
  const startedAt = Date.now();
  const progress = createProgressReporter(process.stderr, startedAt);
  let jobId: string | undefined = values.job;
  try {
    jobId = await startOrResume(client, prompt, values, controller.signal);
    const job = await client.waitForJob(jobId, {
      signal: controller.signal,
      onUpdate: (next) => progress.update(next),
      ...(pollInterval === undefined ? {} : { pollInterval }),
    });
    progress.stop();
    return printResult(job, values.json, startedAt);
  } catch (error) {
    progress.stop();
    if (controller.signal.aborted) {
      if (!jobId) {
        console.error('Stopped before the service confirmed the job; it may still have been created.');
      } else {
        console.error(`Stopped polling. Job ${jobId} keeps running on the service.`);
        console.error(`Resume with: docs-assistant agent --job ${jobId} --project ${projectId}`);
      }
      return 130;
    }
    const message = error instanceof AgentApiError || error instanceof Error ? error.message : String(error);
    console.error(`✗ ${message}`);
    // Only a job the service confirmed can be resumed: after a 4xx about the job itself (unknown id, no access),
    // "resume with --job nope" would send the reader round in a circle.
    const status = error instanceof AgentApiError ? error.status : undefined;
    const confirmed = jobId !== undefined && !(status !== undefined && status >= 400 && status < 500 && status !== 429);
    if (confirmed) console.error(`Resume with: docs-assistant agent --job ${jobId} --project ${projectId}`);
    return 1;
  } finally {
    process.off('SIGINT', onSigint);
  }
}
