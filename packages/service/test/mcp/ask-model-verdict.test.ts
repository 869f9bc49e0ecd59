// MCP's `ask` with a model configured: the outcome an agent gets is the model's verdict from the passages, as the
// widget's is (a scripted model here; coverage-stream.test.ts has the same over HTTP).
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { PARTIAL_NOTE } from '../../src/assistant/extractive-answer';
import { askDocs } from '../../src/mcp/ask';
import { buildDocsIndex } from '../../src/retrieval/docs-index';
import { coveragePages } from '../support/coverage-docs';

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/** A model that streams `reply`, in pieces that split its first line. */
const scripted = (reply: string) =>
  new MockLanguageModelV4({
    doStream: async () => ({
      stream: simulateReadableStream({
        chunks: [
          { type: 'stream-start', warnings: [] },
          { type: 'text-start', id: 't' },
          ...(reply.match(/[\s\S]{1,6}/g) ?? []).map((delta) => ({ type: 'text-delta' as const, id: 't', delta })),
          { type: 'text-end', id: 't' },
          { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage },
        ],
      }),
    }),
  });

const index = buildDocsIndex(coveragePages());
const answered = 'change the dev server port';

describe('ask with a model: the model judges from the passages', () => {
  it('partial: the answer opens with the note, keeps its sources, and never shows the verdict line', async () => {
    expect(index.retrieve(answered, { limit: 5 }).coverage).toBe('answered');
    const result = await askDocs(
      { index, model: scripted('Coverage: partial\n\nThe docs name `server.port`, not a range.') },
      answered,
    );
    expect(result.coverage).toBe('partial');
    expect(result.covered).toBe(true);
    expect(result.answer.startsWith(`${PARTIAL_NOTE}\n\nThe docs name \`server.port\`, not a range.`)).toBe(true);
    expect(result.answer).not.toMatch(/coverage:/i);
    expect(result.sources[0]?.path).toBe('/config/server#serverport');
  });

  it('not covered: no sources, whatever retrieval thought', async () => {
    const result = await askDocs(
      { index, model: scripted('`Coverage: not-covered`\n\nThe docs do not say how to do that.') },
      answered,
    );
    expect(result.coverage).toBe('not-covered');
    expect(result.covered).toBe(false);
    expect(result.sources).toEqual([]);
    expect(result.answer.startsWith('The docs do not say how to do that.')).toBe(true);
  });

  it('passages far off: the model is told the docs do not cover it, and its reply cannot claim otherwise', async () => {
    const question = 'Is there a Kubernetes Helm chart I can use to install it on our cluster?';
    const retrieval = index.retrieve(question, { limit: 5 });
    expect(retrieval.coverage).toBe('not-covered');
    expect(retrieval.hits.length).toBeGreaterThan(0);
    const model = scripted('Coverage: answered\n\nUse cron.');
    const result = await askDocs({ index, model }, question);
    expect(result.coverage).toBe('not-covered');
    expect(result.sources).toEqual([]);
    const prompt = JSON.stringify(model.doStreamCalls[0]?.prompt);
    expect(prompt).toContain('does not cover this question');
    expect(prompt).not.toContain('<passage');
  });
});
