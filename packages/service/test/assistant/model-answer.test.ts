import { simulateReadableStream } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';
import { answerText, postJson, readChunks, userMessage } from '../support/helpers';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

let model: MockLanguageModelV4;
let service: StartedLocalService;
beforeAll(async () => {
  model = new MockLanguageModelV4({
    doStream: async () => ({
      stream: simulateReadableStream({
        chunks: [
          { type: 'stream-start', warnings: [] },
          { type: 'text-start', id: 't' },
          { type: 'text-delta', id: 't', delta: 'Call `refreshToken()` before ' },
          { type: 'text-delta', id: 't', delta: 'the token expires.' },
          { type: 'text-end', id: 't' },
          { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
        ],
      }),
    }),
  });
  service = await startLocalService({ model });
});
afterAll(() => service.close());

it('with a model configured, streams its answer grounded in the retrieved passages, then the suggestions', async () => {
  const response = await postJson(
    `${service.url}/discovery/v2/assistant/acme/message`,
    { fp: 'anonymous', messages: [userMessage('How do I renew my token?')] },
    service.assistantKey,
  );
  expect(response.status).toBe(200);
  const chunks = await readChunks(response);
  const text = answerText(chunks);
  expect(text.startsWith('Call `refreshToken()` before the token expires.')).toBe(true);
  expect(chunks.find((c) => c.type === 'tool-output-available')).toBeTruthy();
  expect(chunks[chunks.length - 1]).toMatchObject({ type: 'finish' });

  // The model saw the passages the search found, with their links.
  const prompt = JSON.stringify(model.doStreamCalls[0]?.prompt);
  expect(prompt).toContain('/guides/authentication#rotating-tokens');
  expect(prompt).toContain('How do I renew my token?');
});
