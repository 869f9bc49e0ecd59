import { createUIMessageStream, type LanguageModel, type UIMessageChunk } from 'ai';
import type { Retrieval } from '../retrieval/docs-index';
import { afterRefusal, composeExtractiveAnswer, sectionLabel } from './extractive-answer';
import { sectionUrl } from './section-url';
import { followUps, suggestionsBlock } from './follow-ups';
import { streamModelAnswer } from './model-answer';
import { afterVerdict } from './model-verdict';
import { RELATED_THRESHOLD } from '../retrieval/confidence';
import type { Coverage } from '../retrieval/coverage';

export interface AnswerStreamInput {
  /** What was searched: the question plus any page context. */
  query: string;
  question: string;
  history: Array<{ role: 'user' | 'assistant'; text: string }>;
  /** What retrieval found and whether it is confident the docs cover the question. */
  retrieval: Retrieval;
  /** What the reader attached (selection, code): refines retrieval, never quoted back. */
  attached?: readonly string[];
  threadId: string;
  /** The answer's id, as stored: clients adopt it from the `start` chunk. */
  messageId?: string;
  model?: LanguageModel;
  /** Pause between text pieces, so a local demo streams like the real service. */
  chunkDelayMs?: number;
  signal?: AbortSignal;
  /** Called with the full answer before the `finish` chunk, to persist it. */
  onAnswer(text: string, sources: string[], coverage: Coverage): Promise<void>;
}

/** Words per text-delta: small pieces, as a model streams them. */
const WORDS_PER_DELTA = 3;

export function pieces(text: string): string[] {
  const tokens = text.match(/\S+\s*|\s+/g) ?? [];
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i += WORDS_PER_DELTA) out.push(tokens.slice(i, i + WORDS_PER_DELTA).join(''));
  return out;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The answer in the UI message stream protocol (service-api §1): a `tool-search` part (input `{query}`, output
 * `{results: [{path, metadata: {title}}]}`), the answer as text deltas, and `finish` carrying `threadId` and
 * `messageMetadata: {threadId, coverage}` (answered, partial or not-covered; retrieval/coverage.ts). When the docs
 * do not cover the question, the results are empty and the answer says so: a client sees no sources for it.
 */
export function createAnswerStream(input: AnswerStreamInput): ReadableStream<UIMessageChunk> {
  return createUIMessageStream({
    onError: (error) => (error instanceof Error ? `The assistant failed: ${error.message}` : 'The assistant failed.'),
    execute: async ({ writer }) => {
      const toolCallId = `search_${input.threadId.slice(-6)}_${Date.now().toString(36)}`;
      writer.write({
        type: 'start',
        ...(input.messageId ? { messageId: input.messageId } : {}),
        messageMetadata: { threadId: input.threadId },
      });
      writer.write({ type: 'start-step' });
      writer.write({ type: 'tool-input-start', toolCallId, toolName: 'search' });
      writer.write({ type: 'tool-input-available', toolCallId, toolName: 'search', input: { query: input.query } });
      const { retrieval } = input;
      // The outcome the answer claims: retrieval's, unless a model reads the passages and judges otherwise.
      let coverage: Coverage = retrieval.coverage;
      let sentPaths: string[] = [];
      const sendSources = () => {
        const sources = coverage === 'not-covered' ? [] : retrieval.hits;
        const results = sources.map(({ section }) => ({
          path: sectionUrl(section),
          metadata: { title: sectionLabel(section), pageTitle: section.pageTitle, heading: section.heading },
        }));
        sentPaths = results.map((r) => r.path);
        writer.write({ type: 'tool-output-available', toolCallId, output: { results } });
      };

      const textId = `text_${toolCallId}`;
      let answer = '';
      let started = false;
      const write = (delta: string) => {
        if (!started) writer.write({ type: 'text-start', id: textId });
        started = true;
        answer += delta;
        writer.write({ type: 'text-delta', id: textId, delta });
      };
      const emit = async (text: string) => {
        for (const piece of pieces(text)) {
          if (input.signal?.aborted) return;
          write(piece);
          if (input.chunkDelayMs) await pause(input.chunkDelayMs);
        }
      };
      if (input.model) {
        // Passages near enough to be worth reading go to the model, which says whether they answer; far-off ones
        // would only be dressed up as an answer, so then it is told the docs do not cover the question.
        const judge = retrieval.hits.length > 0 && retrieval.confidence >= RELATED_THRESHOLD;
        const deltas = streamModelAnswer({
          model: input.model,
          history: input.history,
          hits: judge ? retrieval.hits : [],
          covered: judge,
          judge,
          abortSignal: input.signal,
        });
        if (!judge) sendSources();
        const text = judge
          ? afterVerdict(deltas, (verdict) => {
              if (verdict) coverage = verdict;
              sendSources();
            })
          : deltas;
        for await (const delta of text) write(delta);
        // After the model's text: a refusal's closest pages and related questions, or an answer's follow-ups.
        const after =
          coverage === 'not-covered'
            ? afterRefusal(input.question, retrieval)
            : suggestionsBlock(followUps(input.question, retrieval.hits));
        if (after) await emit(`\n\n${after}`);
      } else {
        sendSources();
        await emit(composeExtractiveAnswer(input.question, retrieval, input.attached).text);
      }
      if (!started) writer.write({ type: 'text-start', id: textId });
      writer.write({ type: 'text-end', id: textId });
      writer.write({ type: 'finish-step' });
      await input.onAnswer(answer, sentPaths, coverage);
      // `threadId` on `finish` is the spec's; the chunk schema is loose, so clients that do not know it ignore it.
      // `coverage` rides in the message metadata, which the AI SDK merges into the message a client builds.
      writer.write({
        type: 'finish',
        finishReason: 'stop',
        messageMetadata: { threadId: input.threadId, coverage },
        threadId: input.threadId,
      } as UIMessageChunk);
    },
  });
}
