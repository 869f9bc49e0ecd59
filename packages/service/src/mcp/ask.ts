import type { LanguageModel, UIMessageChunk } from 'ai';
import { DEFAULT_RETRIEVAL_PAGE_SIZE, type RequestFilter } from '../from-widget-package';
import { LEAD_POOL, withLeadCandidates } from '../assistant/lead-order';
import { createAnswerStream } from '../assistant/answer-stream';
import type { DocsIndex } from '../retrieval/docs-index';
import { PARTIAL_NOTE } from '../assistant/extractive-answer';
import { isCoverage, type Coverage } from '../retrieval/coverage';

export interface AskAnswer {
  /** The answer's Markdown, without the trailing ```suggestions block. */
  answer: string;
  /** False when retrieval was not confident the docs cover the question: the answer says so and has no sources. */
  covered: boolean;
  /** Answered, partial (the closest passages: the answer opens by saying so) or not covered. */
  coverage: Coverage;
  sources: Array<{ title: string; path: string }>;
  followUps: Array<{ question: string; path: string }>;
}

const SUGGESTIONS = /\n*```suggestions\n([\s\S]*?)\n```\s*$/;

/**
 * The widget's answer to a question, made by the code that makes it for the message route: the same retrieval
 * (the default page size, no page context) and the same answer stream, extractive or from the configured model.
 * Read to its end here instead of streamed; no thread is stored (an agent's call is not a reader's conversation).
 */
export async function askDocs(
  deps: { index: DocsIndex; model?: LanguageModel },
  question: string,
  signal?: AbortSignal,
  filter?: RequestFilter,
): Promise<AskAnswer> {
  const found = deps.index.retrieve(question, { limit: Math.max(DEFAULT_RETRIEVAL_PAGE_SIZE, LEAD_POOL), filter });
  const retrieval = withLeadCandidates(question, found, DEFAULT_RETRIEVAL_PAGE_SIZE);
  const stream = createAnswerStream({
    query: question,
    question,
    history: [{ role: 'user', text: question }],
    retrieval,
    threadId: 'mcp',
    model: deps.model,
    signal,
    onAnswer: () => Promise.resolve(),
  });
  let text = '';
  let sources: AskAnswer['sources'] = [];
  let coverage = retrieval.coverage;
  for await (const chunk of stream as unknown as AsyncIterable<UIMessageChunk>) {
    if (chunk.type === 'text-delta') text += chunk.delta;
    else if (chunk.type === 'error') throw new Error(chunk.errorText);
    else if (chunk.type === 'finish') {
      const said = (chunk.messageMetadata as { coverage?: unknown } | undefined)?.coverage;
      if (isCoverage(said)) coverage = said;
    } else if (chunk.type === 'tool-output-available') {
      const { results } = chunk.output as { results: Array<{ path: string; metadata: { title: string } }> };
      sources = results.map((result) => ({ title: result.metadata.title, path: result.path }));
    }
  }
  const block = SUGGESTIONS.exec(text);
  const followUps = (block?.[1] ?? '').split('\n').flatMap((line) => {
    const item = /^\((.*)\)\[(.*)\]$/.exec(line.trim());
    return item ? [{ question: item[1] ?? '', path: item[2] ?? '' }] : [];
  });
  const answer = block ? text.slice(0, block.index).trimEnd() : text.trim();
  return {
    answer: coverage === 'partial' ? `${PARTIAL_NOTE}\n\n${answer}` : answer,
    covered: coverage !== 'not-covered',
    coverage,
    sources,
    followUps,
  };
}
