import { createUIMessageStream, type LanguageModel, type UIMessageChunk } from 'ai';
import type { Retrieval } from '../retrieval/docs-index';
import { composeExtractiveAnswer, relatedFollowUps, sectionLabel, sectionUrl } from './extractive-answer';
import { followUps, suggestionsBlock } from './follow-ups';
import { streamModelAnswer } from './model-answer';

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
  onAnswer(text: string, sources: string[]): Promise<void>;
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
 * `{results: [{path, metadata: {title}}]}`), the answer as text deltas, and `finish` carrying `threadId`.
 * When retrieval is not confident the docs cover the question, the results are empty and the answer says so:
 * a client sees no sources for it.
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
      const sources = retrieval.covered ? retrieval.hits : [];
      const results = sources.map(({ section }) => ({
        path: sectionUrl(section),
        metadata: { title: sectionLabel(section), pageTitle: section.pageTitle, heading: section.heading },
      }));
      writer.write({ type: 'tool-output-available', toolCallId, output: { results } });

      const textId = `text_${toolCallId}`;
      writer.write({ type: 'text-start', id: textId });
      let answer = '';
      const emit = async (text: string) => {
        for (const piece of pieces(text)) {
          if (input.signal?.aborted) return;
          answer += piece;
          writer.write({ type: 'text-delta', id: textId, delta: piece });
          if (input.chunkDelayMs) await pause(input.chunkDelayMs);
        }
      };
      if (input.model) {
        const deltas = streamModelAnswer({
          model: input.model,
          history: input.history,
          hits: sources,
          covered: retrieval.covered,
          abortSignal: input.signal,
        });
        for await (const delta of deltas) {
          answer += delta;
          writer.write({ type: 'text-delta', id: textId, delta });
        }
        const suggestions = retrieval.covered
          ? suggestionsBlock(followUps(input.question, retrieval.hits))
          : relatedFollowUps(input.question, retrieval);
        if (suggestions) await emit(`\n\n${suggestions}`);
      } else {
        await emit(composeExtractiveAnswer(input.question, retrieval, input.attached).text);
      }
      writer.write({ type: 'text-end', id: textId });
      writer.write({ type: 'finish-step' });
      await input.onAnswer(
        answer,
        results.map((r) => r.path),
      );
      // `threadId` on `finish` is the spec's; the chunk schema is loose, so clients that do not know it ignore it.
      writer.write({
        type: 'finish',
        finishReason: 'stop',
        messageMetadata: { threadId: input.threadId },
        threadId: input.threadId,
      } as UIMessageChunk);
    },
  });
}
