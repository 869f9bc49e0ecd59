// The answer's coverage outcome as a client of the real SSE response sees it: `messageMetadata.coverage` on the
// `finish` chunk, sources with answered and partial answers, none with not-covered ones — and, with a model
// configured, the model's own verdict from the passages (a scripted model here).
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';
import { buildDocsIndex } from '../../src/retrieval/docs-index';
import { coveragePages, writeCoverageDocs } from '../support/coverage-docs';
import { answerText, postJson, readChunks, userMessage } from '../support/helpers';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

let docs: Awaited<ReturnType<typeof writeCoverageDocs>>;
beforeAll(async () => {
  docs = await writeCoverageDocs();
});
afterAll(() => docs.remove());

async function ask(service: StartedLocalService, question: string) {
  const response = await postJson(
    `${service.url}/discovery/v2/assistant/acme/message`,
    { fp: 'anonymous', messages: [userMessage(question)] },
    service.assistantKey,
  );
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/text\/event-stream/);
  const chunks = await readChunks(response);
  const finish = chunks.find((c) => c.type === 'finish') as { messageMetadata?: Record<string, unknown> } | undefined;
  const output = chunks.find((c) => c.type === 'tool-output-available') as
    { output: { results: Array<{ path: string }> } } | undefined;
  return {
    text: answerText(chunks),
    coverage: finish?.messageMetadata?.coverage,
    threadId: finish?.messageMetadata?.threadId,
    sources: output?.output.results.map((r) => r.path) ?? [],
  };
}

describe('without a model', () => {
  let service: StartedLocalService;
  beforeAll(async () => {
    service = await startLocalService({ docs: docs.folder });
  });
  afterAll(() => service.close());

  it('answered: the finish chunk says so, beside the thread id, and the answer has sources', async () => {
    const seen = await ask(service, 'change the dev server port');
    expect(seen.coverage).toBe('answered');
    expect(seen.threadId).toEqual(expect.any(String));
    expect(seen.sources[0]).toBe('/config/server#serverport');
  });

  it('partial: the closest passages, quoted and cited, and the finish chunk says partial', async () => {
    const seen = await ask(service, 'proxy requests to a GraphQL backend');
    expect(seen.coverage).toBe('partial');
    expect(seen.sources[0]).toBe('/config/server#serverproxy');
    expect(seen.text).not.toMatch(/docs don't cover this/i);
  });

  it('not covered: no sources, the answer says so, and the finish chunk says not-covered', async () => {
    const seen = await ask(service, 'Is there a Kubernetes Helm chart I can use to install it on our cluster?');
    expect(seen.coverage).toBe('not-covered');
    expect(seen.sources).toEqual([]);
    expect(seen.text).toMatch(/docs don't cover this/i);
  });
});

describe('with a model configured, the model judges coverage from the passages', () => {
  /** Replies are scripted per call: each is the text the model streams. */
  const replies: string[] = [];
  const model = new MockLanguageModelV4({
    doStream: async () => {
      const reply = replies.shift() ?? '';
      // In pieces that split the verdict line, as a real model's tokens do.
      const pieces = reply.match(/[\s\S]{1,7}/g) ?? [];
      return {
        stream: simulateReadableStream({
          chunks: [
            { type: 'stream-start', warnings: [] },
            { type: 'text-start', id: 't' },
            ...pieces.map((delta) => ({ type: 'text-delta' as const, id: 't', delta })),
            { type: 'text-end', id: 't' },
            { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
          ],
        }),
      };
    },
  });
  let service: StartedLocalService;
  beforeAll(async () => {
    service = await startLocalService({ docs: docs.folder, model });
  });
  afterAll(() => service.close());

  it('a partial verdict on passages retrieval thought answered: partial, with sources, the verdict line unseen', async () => {
    replies.push('Coverage: partial\n\nThe docs name `server.port` but not the range you asked about.');
    const seen = await ask(service, 'change the dev server port');
    expect(seen.coverage).toBe('partial');
    expect(seen.sources[0]).toBe('/config/server#serverport');
    expect(seen.text.startsWith('The docs name `server.port`')).toBe(true);
    expect(seen.text).not.toMatch(/coverage:/i);
    const prompt = JSON.stringify(model.doStreamCalls.at(-1)?.prompt);
    expect(prompt).toContain('Coverage: not-covered');
    expect(prompt).toContain('/config/server#serverport');
  });

  it('a not-covered verdict: no sources are sent, and the finish chunk says not-covered', async () => {
    replies.push('Coverage: not-covered\n\nThe docs do not say how to do that.');
    const seen = await ask(service, 'change the dev server port');
    expect(seen.coverage).toBe('not-covered');
    expect(seen.sources).toEqual([]);
    expect(seen.text.startsWith('The docs do not say how to do that.')).toBe(true);
  });

  it('an answered verdict on passages retrieval judged partial: answered', async () => {
    replies.push('Coverage: answered\n\nSet `server.proxy` to forward the API requests to your backend.');
    const seen = await ask(service, 'proxy requests to a GraphQL backend');
    expect(seen.coverage).toBe('answered');
    expect(seen.sources[0]).toBe('/config/server#serverproxy');
    expect(seen.text.startsWith('Set `server.proxy`')).toBe(true);
  });

  it('passages retrieval refused but near enough to read: the model gets them, and its partial verdict stands', async () => {
    const question = 'forward API requests to a gRPC service';
    expect(buildDocsIndex(coveragePages()).retrieve(question, { limit: 5 }).coverage).toBe('not-covered');
    replies.push('Coverage: partial\n\n`server.proxy` forwards API requests; the docs do not mention gRPC.');
    const seen = await ask(service, question);
    expect(seen.coverage).toBe('partial');
    expect(seen.sources).toContain('/config/server#serverproxy');
    expect(JSON.stringify(model.doStreamCalls.at(-1)?.prompt)).toContain('/config/server#serverproxy');
  });

  it('a reply without a verdict keeps retrieval’s outcome and every word of the reply', async () => {
    replies.push('Set `server.port` in the config.');
    const seen = await ask(service, 'change the dev server port');
    expect(seen.coverage).toBe('answered');
    expect(seen.text.startsWith('Set `server.port` in the config.')).toBe(true);
  });
});
