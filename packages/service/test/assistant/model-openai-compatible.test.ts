import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { modelFromEnv } from '../../src/assistant/model-from-env';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';
import { answerText, postJson, readChunks, userMessage } from '../support/helpers';
import { writeSampleDocs } from '../support/sample-docs';

interface ChatRequest {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content: string | Array<{ type: string; text?: string }> }>;
}

/**
 * A fake OpenAI-compatible endpoint: `POST /v1/chat/completions` streaming chat-completion chunks as server-sent
 * events, as OpenAI, Ollama and llama.cpp do. It answers by citing the first passage it was given, like a model
 * following the instructions, or — given none — says the docs do not cover it.
 */
function fakeOpenAi(requests: ChatRequest[]): Server {
  return createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const request = JSON.parse(body) as ChatRequest;
      requests.push(request);
      const prompt = request.messages
        .map((m) => (typeof m.content === 'string' ? m.content : m.content.map((p) => p.text ?? '').join('')))
        .join('\n');
      const passage = /<passage 1 label="([^"]+)" url="([^"]+)">/.exec(prompt);
      const words = passage
        ? ['Use ', '`client.stream(sql)`', ' — see ', `[${passage[1]}](${passage[2]})`, '.']
        : ["The docs don't ", 'cover this.'];
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
      const chunk = (delta: Record<string, unknown>, finish: string | null) =>
        `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: request.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.write(chunk({ role: 'assistant', content: '' }, null));
      for (const word of words) res.write(chunk({ content: word }, null));
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
}

const requests: ChatRequest[] = [];
let fake: Server;
let service: StartedLocalService;
let docs: Awaited<ReturnType<typeof writeSampleDocs>>;

beforeAll(async () => {
  fake = fakeOpenAi(requests);
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  const model = await modelFromEnv({
    DOCS_ASSISTANT_MODEL: 'fake-model',
    DOCS_ASSISTANT_MODEL_BASE_URL: `http://127.0.0.1:${port}/v1`,
    DOCS_ASSISTANT_MODEL_API_KEY: 'test-key',
  });
  docs = await writeSampleDocs();
  service = await startLocalService({ docs: docs.folder, model });
});
afterAll(async () => {
  await service.close();
  await new Promise((resolve) => fake.close(resolve));
  await docs.remove();
});

async function ask(question: string) {
  const response = await postJson(
    `${service.url}/discovery/v2/assistant/tidewater/message`,
    { fp: 'anonymous', messages: [userMessage(question)] },
    service.assistantKey,
  );
  expect(response.status).toBe(200);
  const chunks = await readChunks(response);
  const output = chunks.find((c) => c.type === 'tool-output-available') as {
    output: { results: Array<{ path: string }> };
  };
  return {
    text: answerText(chunks),
    sources: [
      ...output.output.results.map((r) => r.path),
      ...chunks.filter((c) => c.type === 'source-url').map((c) => String(c.url)),
    ],
    finish: chunks[chunks.length - 1],
  };
}

const lastPrompt = () => {
  const request = requests[requests.length - 1];
  return (request?.messages ?? [])
    .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
    .join('\n');
};

it('feeds the retrieved sections to an OpenAI-compatible model, which cites them; its answer streams with the sources', async () => {
  const seen = await ask('how do I stream rows one at a time');
  expect(requests.at(-1)).toMatchObject({ model: 'fake-model', stream: true });
  // The same retrieval as the extractive answer: the best section first, with its label and anchored URL.
  expect(lastPrompt()).toContain('url="/guides/streaming#streaming-rows"');
  expect(lastPrompt()).toContain('how do I stream rows one at a time');
  expect(
    seen.text.startsWith(
      'Use `client.stream(sql)` — see [Streaming results › Streaming rows](/guides/streaming#streaming-rows).',
    ),
  ).toBe(true);
  expect(seen.sources[0]).toBe('/guides/streaming#streaming-rows');
  // Follow-up questions are added after the model's text.
  expect(seen.text).toMatch(/```suggestions\n\(.+\?\)\[\/.+\]/);
  expect(seen.finish).toMatchObject({ type: 'finish' });
});

it('tells the model when retrieval says the docs do not cover a question, gives it no passages and sends no sources', async () => {
  const seen = await ask('How do I schedule a cron job to send invoices?');
  expect(lastPrompt()).not.toContain('<passage');
  expect(lastPrompt()).toMatch(/does not cover/);
  expect(seen.text).toContain("The docs don't cover this.");
  expect(seen.sources).toEqual([]);
});
