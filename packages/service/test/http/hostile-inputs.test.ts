// Bounded work per request: each hostile input below is answered with a 4xx `{error}` or a complete
// answer, never a 5xx or a hung process. How long each took and how long it held the event loop is the bench's
// to report (`npm run bench:service`), not asserted here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PROMPT_CHARS, MAX_QUESTION_CHARS } from '../../../../src/contract/limits';
import { createAgentJobs } from '../../src/agent-jobs/index';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';
import { createTempRepo, gitIn } from '../agent-jobs/temp-repo';
import { answerText, postJson, readChunks, userMessage } from '../support/helpers';

let service: StartedLocalService;
beforeAll(async () => {
  service = await startLocalService({ rateLimits: { keyPerMonth: 1e9, orgPerHour: 1e9, ipPerDay: 1e9 } });
});
afterAll(async () => {
  await service?.close();
});

const ask = (body: unknown) =>
  postJson(`${service.url}/discovery/v2/assistant/acme/message`, body, service.assistantKey);
const question = (text: string, extra: Record<string, unknown> = {}) => ({
  fp: 'anonymous',
  messages: [userMessage(text)],
  ...extra,
});

async function expectComplete(response: Response) {
  expect(response.status).toBe(200);
  const chunks = await readChunks(response);
  expect(chunks[chunks.length - 1]).toMatchObject({ type: 'finish' });
  expect(answerText(chunks).length).toBeGreaterThan(0);
}

async function expectError(response: Response, status: number, text: string | RegExp) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as { error: string };
  expect(body.error).toMatch(text);
}

describe('questions', () => {
  it('answers a question that is one word as long as the limit allows, completely', async () => {
    await expectComplete(await ask(question('x'.repeat(MAX_QUESTION_CHARS))));
    await expectComplete(await ask(question(`configure${'theme'.repeat(1_500)}`)));
  });

  it('refuses a longer question (one 80,000-character word, a 1 MB question) with 413 and the limit', async () => {
    const limit = new RegExp(`too long: \\d+ characters; the limit is ${MAX_QUESTION_CHARS}`);
    await expectError(await ask(question('a'.repeat(80_000))), 413, limit);
    await expectError(await ask(question('how do I configure the theme '.repeat(34_000))), 413, limit);
  });

  it('answers context made of one 20,000-character word completely: its words are cut before retrieval', async () => {
    await expectComplete(
      await ask(question('What does this do?', { context: [{ type: 'code', value: 'z'.repeat(20_000) }] })),
    );
  });

  it('refuses huge and odd numbers with 400 naming the field, before they reach retrieval', async () => {
    for (const retrievalPageSize of [1e10, 1e308, -1, 1.5, 51]) {
      await expectError(
        await ask(question('install', { retrievalPageSize })),
        400,
        /^Invalid request: retrievalPageSize: /,
      );
    }
  });

  it('refuses oversized strings in every field with 400 naming it', async () => {
    await expectError(await ask(question('install', { fp: 'f'.repeat(201) })), 400, /^Invalid request: fp: /);
    await expectError(
      await ask(question('install', { threadId: 't'.repeat(201) })),
      400,
      /^Invalid request: threadId: /,
    );
    await expectError(
      await ask(question('install', { filter: { groups: Array.from({ length: 51 }, () => 'g') } })),
      400,
      /^Invalid request: filter\.groups: /,
    );
    await expectError(
      await ask({ fp: 'a', messages: [{ id: 'i'.repeat(201), role: 'user', parts: [{ type: 'text', text: 'x' }] }] }),
      400,
      /^Invalid request: messages\.0\.id: /,
    );
  });
});

describe('agent prompts', () => {
  it(`refuses a prompt over ${MAX_PROMPT_CHARS} characters with 413 before any job exists`, async () => {
    const response = await postJson(
      `${service.url}/v2/agent/acme/job`,
      { prompt: 'x'.repeat(200_000) },
      service.adminKey,
    );
    await expectError(response, 413, `The prompt is too long: 200000 characters; the limit is ${MAX_PROMPT_CHARS}.`);
  });

  it('gives a long prompt to the agent on stdin and in a file, never in its environment', async () => {
    const scratch = createTempRepo();
    const jobs = createAgentJobs({
      dataDir: scratch.dataDir,
      repo: scratch.repo,
      // Records what the agent received: stdin's size, the file's size, and whether the prompt was in its environment.
      agentCommand:
        'wc -c | tr -d " " > stdin.txt; wc -c < "$DOCS_ASSISTANT_PROMPT_FILE" | tr -d " " > file.txt; echo "${DOCS_ASSISTANT_PROMPT:-absent}" > env.txt',
      publicUrl: () => 'http://127.0.0.1:1',
    });
    try {
      const prompt = 'p'.repeat(MAX_PROMPT_CHARS);
      const { id } = await jobs.create('acme', prompt);
      const done = await jobs.settled('acme', id);
      expect(done).toMatchObject({ status: 'completed', error: null });
      const show = (file: string) => gitIn(scratch.repo, 'show', `docs-assistant/job-${id}:${file}`);
      expect(show('stdin.txt')).toBe(String(MAX_PROMPT_CHARS));
      expect(show('file.txt')).toBe(String(MAX_PROMPT_CHARS));
      expect(show('env.txt')).toBe('absent');
    } finally {
      await jobs.close();
      scratch.cleanup();
    }
  });
});
