import {
  AgentApiError,
  AgentOutcomeUnknownError,
  createAgentClient,
  failureReason,
  type AgentClient,
  type AgentJob,
} from '../from-widget-package';
import { createProgressReporter, formatElapsed } from './agent-progress';
import { KEY_ENV, type AgentArgs } from './commands/agent';
import { wholeNumber } from './serve-checks';
import { EXIT_FAILURE, EXIT_INTERRUPTED, EXIT_MAYBE_ACTED, UsageError } from './usage-error';

const usageError = (message: string): never => {
  throw new UsageError(message);
};

/** The service address, checked here so a mistake names the flag (or variable) and the form it needs. */
function serviceUrl(value: string, from: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url && (url.protocol === 'http:' || url.protocol === 'https:')) return value;
  const example = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? 'http://127.0.0.1:3210' : `http://${value}`;
  return usageError(
    `${from} ${value} is not an http(s) URL. Give the address with its scheme, e.g. ${from} ${example}.`,
  );
}

/** The key's kind by its prefix (service-api §2), said for someone at a terminal rather than in code. */
function checkAdminKey(key: string): void {
  if (key.startsWith('mint_dsc_'))
    usageError(
      `${KEY_ENV} holds an assistant key (mint_dsc_…); agent jobs need an admin key (mint_…). For docs-assistant serve, that is the "admin key:" line it printed at start (also in <data-dir>/keys.json).`,
    );
  if (key.startsWith('mint_us_'))
    usageError(
      `${KEY_ENV} holds an index key (mint_us_…); agent jobs need an admin key (mint_…, not mint_dsc_ or mint_us_).`,
    );
}

/** After a request that may have acted: what happened, and how to check before sending it again. */
function reportOutcomeUnknown(error: AgentOutcomeUnknownError, followUp: string | undefined, projectId: string) {
  const cause = error.cause instanceof Error ? error.cause.message : error.message;
  if (followUp) {
    console.error(
      `✗ Job ${followUp} may have received the follow-up: the request failed after reaching the service (${cause}). Not sent again, so it is not given twice.`,
    );
    console.error(
      `Check with: docs-assistant agent --job ${followUp} --project ${projectId} (active again means it took the follow-up).`,
    );
  } else {
    console.error(
      `✗ The service may have created the job: the request failed after reaching it (${cause}). Not sent again, so no second job starts.`,
    );
    console.error(
      'Before running this again, look for the new job: a pull request or a docs-assistant/job-… branch in the docs repository.',
    );
  }
  return EXIT_MAYBE_ACTED;
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

export async function run({ values, positionals }: AgentArgs): Promise<number> {
  if (values.key !== undefined) {
    return usageError(
      `--key is not accepted: a key typed on the command line is kept in shell history and visible in \`ps\`. Set ${KEY_ENV} instead.`,
    );
  }
  const apiKey = process.env[KEY_ENV];
  if (!apiKey)
    return usageError(`${KEY_ENV} is not set. Export your admin API key in it (keep it out of scripts you commit).`);
  checkAdminKey(apiKey);
  const projectId = values.project ?? process.env.DOCS_ASSISTANT_PROJECT;
  if (!projectId) return usageError('--project <id> is required (or set DOCS_ASSISTANT_PROJECT).');
  const prompt = positionals.join(' ').trim();
  if (values.job && (prompt || values['follow-up']))
    return usageError('--job only watches a job; to instruct it, use --follow-up <jobId> "<prompt>".');
  if (!values.job && !prompt) return usageError('the prompt is empty: say what the agent should change.');
  const pollInterval = wholeNumber('poll-interval', values['poll-interval'], 0, 3_600_000);
  const baseUrl =
    values['base-url'] !== undefined
      ? serviceUrl(values['base-url'], '--base-url')
      : process.env.DOCS_ASSISTANT_BASE_URL
        ? serviceUrl(process.env.DOCS_ASSISTANT_BASE_URL, 'DOCS_ASSISTANT_BASE_URL')
        : undefined;
  const client: AgentClient = createAgentClient({ apiKey, projectId, ...(baseUrl ? { baseUrl } : {}) });

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
    return printResult(job, values.json ?? false, startedAt);
  } catch (error) {
    progress.stop();
    if (controller.signal.aborted) {
      if (!jobId) {
        console.error('Stopped before the service confirmed the job; it may still have been created.');
      } else {
        console.error(`Stopped polling. Job ${jobId} keeps running on the service.`);
        console.error(`Resume with: docs-assistant agent --job ${jobId} --project ${projectId}`);
      }
      return EXIT_INTERRUPTED;
    }
    if (error instanceof AgentOutcomeUnknownError) return reportOutcomeUnknown(error, values['follow-up'], projectId);
    const message = error instanceof AgentApiError || error instanceof Error ? error.message : String(error);
    console.error(`✗ ${message}`);
    // Only a job the service confirmed can be resumed: after a 4xx about the job itself (unknown id, no access),
    // "resume with --job nope" would send the reader round in a circle.
    const status = error instanceof AgentApiError ? error.status : undefined;
    const confirmed = jobId !== undefined && !(status !== undefined && status >= 400 && status < 500 && status !== 429);
    if (confirmed) console.error(`Resume with: docs-assistant agent --job ${jobId} --project ${projectId}`);
    return EXIT_FAILURE;
  } finally {
    process.off('SIGINT', onSigint);
  }
}
