// Scripted answers that bring the widget into each state a reader can meet.
import { searchChunks, searchResultChunks } from '../../support/search-chunks';
import { errorAnswer, streamAnswer } from '../support/sse-answers';
import type { AssistantHandler } from '../support/widget-server';

export const ANSWER_TEXT =
  'Install the package with npm, then render the component near the root of your layout. See the ' +
  '[quickstart](/quickstart) for details.\n\n```bash\nnpm install docs-assistant\n```\n\n' +
  '```suggestions\n(How do I upgrade?)[/upgrade]\n(Where are logs kept?)[/logs]\n```\n';

/** A cited answer with code, sources and follow-ups, its text in word-sized pieces. */
export function citedAnswer(text = ANSWER_TEXT): AssistantHandler {
  const pieces = text.match(/\S+\s*|\s+/g) ?? [text];
  return streamAnswer(
    [
      { type: 'start' },
      ...searchChunks('install'),
      ...searchResultChunks,
      { type: 'text-start', id: 't1' },
      ...pieces.map((delta) => ({ type: 'text-delta', id: 't1', delta })),
      { type: 'text-end', id: 't1' },
      { type: 'finish', threadId: 'thread-1' },
    ],
    { gapMs: 2 },
  );
}

/** An answer that is still searching and has begun its text, and never finishes until stopped. */
export const streamingAnswer: AssistantHandler = streamAnswer(
  [
    { type: 'start' },
    ...searchChunks('install'),
    { type: 'text-start', id: 't1' },
    { type: 'text-delta', id: 't1', delta: 'Install the package with ' },
  ],
  { hold: true },
);

export const serverError = errorAnswer(500, 'internal error');
export const rateLimited = errorAnswer(429, 'rate limited', { 'retry-after': '30' });
