import { streamText, type LanguageModel, type ModelMessage } from 'ai';
import type { SearchHit } from '../retrieval/docs-index';
import { sectionLabel } from './extractive-answer';
import { sectionUrl } from './section-url';
import { VERDICT_INSTRUCTION } from './model-verdict';

const INSTRUCTIONS = `You answer questions about a product's documentation, using only the passages given.
- Answer in markdown, briefly. Quote code from the passages in fenced blocks exactly as written.
- Cite each passage you rely on as a markdown link [label](url), with the label and url given for it.
- If the passages do not answer the question, say so plainly and do not guess.
- Do not write a suggestions block; it is added for you.`;

/** With passages, the model also says whether they answer (model-verdict.ts): it reads them, retrieval only counts words. */
const JUDGING_INSTRUCTIONS = `${INSTRUCTIONS}\n${VERDICT_INSTRUCTION}`;

/**
 * Retrieval decided the docs do not cover the question: the model is not given unrelated passages to dress up as
 * an answer, only told to say so.
 */
const NOT_COVERED_INSTRUCTIONS = `You answer questions about a product's documentation.
- A search of the documentation found nothing that answers this question: the documentation does not cover it.
- Say so plainly in one or two sentences. Do not answer from general knowledge, do not guess, do not link anything.
- Do not write a suggestions block; it is added for you.`;

function passages(hits: SearchHit[]): string {
  return hits
    .map(
      ({ section }, i) =>
        `<passage ${i + 1} label="${sectionLabel(section)}" url="${sectionUrl(section)}">\n${section.markdown}\n</passage>`,
    )
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
  /** False when retrieval's confidence is below the bar: the model is told the docs do not cover the question. */
  covered?: boolean;
  /** Ask the model to open with its coverage verdict (model-verdict.ts). */
  judge?: boolean;
  abortSignal?: AbortSignal;
}): AsyncGenerator<string> {
  const { history, hits } = options;
  const covered = options.covered ?? true;
  const latest = history[history.length - 1];
  const messages: ModelMessage[] = history.slice(0, -1).map((m) => ({ role: m.role, content: m.text }));
  messages.push({
    role: 'user',
    content: covered
      ? `Documentation passages:\n\n${passages(hits) || '(none found)'}\n\nQuestion: ${latest?.text ?? ''}`
      : `The documentation does not cover this question.\n\nQuestion: ${latest?.text ?? ''}`,
  });
  let failure: unknown;
  const result = streamText({
    model: options.model,
    system: !covered ? NOT_COVERED_INSTRUCTIONS : options.judge ? JUDGING_INSTRUCTIONS : INSTRUCTIONS,
    messages,
    abortSignal: options.abortSignal,
    onError: ({ error }) => {
      failure = error;
    },
  });
  for await (const delta of result.textStream) yield delta;
  if (failure) throw failure instanceof Error ? failure : new Error('The model stream failed.', { cause: failure });
}
