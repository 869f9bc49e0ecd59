import { streamText, type LanguageModel, type ModelMessage } from 'ai';
import type { SearchHit } from '../retrieval/docs-index';
import { sectionLabel, sectionUrl } from './extractive-answer';

const INSTRUCTIONS = `You answer questions about a product's documentation, using only the passages given.
- Answer in markdown, briefly. Quote code from the passages in fenced blocks exactly as written.
- Link each passage you rely on as [label](url) with the url given for it.
- If the passages do not answer the question, say so plainly and do not guess.
- Do not write a suggestions block; it is added for you.`;

function passages(hits: SearchHit[]): string {
  return hits
    .map(({ section }, i) => `<passage ${i + 1} label="${sectionLabel(section)}" url="${sectionUrl(section)}">\n${section.markdown}\n</passage>`)
    .join('\n\n');
}

/**
 * The answer from a language model, grounded in the same passages the extractive answer would quote. Yields text
 * deltas; a provider error is thrown so the stream reports it as an `error` chunk.
 */
export async function* streamModelAnswer(options: {
  model: LanguageModel;
  history: Array<{ role: 'user' | 'assistant'; text: string }>;
  hits: SearchHit[];
  abortSignal?: AbortSignal;
}): AsyncGenerator<string> {
  const { history, hits } = options;
  const latest = history[history.length - 1];
  const messages: ModelMessage[] = history.slice(0, -1).map((m) => ({ role: m.role, content: m.text }));
  messages.push({
    role: 'user',
    content: `Documentation passages:\n\n${passages(hits) || '(none found)'}\n\nQuestion: ${latest?.text ?? ''}`,
  });
  let failure: unknown;
  const result = streamText({
    model: options.model,
    system: INSTRUCTIONS,
    messages,
    abortSignal: options.abortSignal,
    onError: ({ error }) => {
      failure = error;
    },
  });
  for await (const delta of result.textStream) yield delta;
  if (failure) throw failure;
}
