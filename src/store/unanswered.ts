import type { AssistantStore, OutboxQuestion } from './assistant-store';

/**
 * The notice's Try again. A conversation restored ending on its question (the page was left while its answer came:
 * ./hydrate.ts) and retried before the engine's code is here: the question goes back to the front of the outbox,
 * which the engine sends once it is. Retrying it in place needs the engine; without it, the store's `retry` only
 * loads the engine. Here rather than in that `retry`: the store is in the first chunk a page loads, this comes with
 * the panel, the only place that shows the notice for it.
 */
export function retryLastQuestion(store: AssistantStore): void {
  const state = store.getState();
  const last = state.messages.at(-1);
  if (!state.engine && last?.role === 'user') {
    const text = last.parts.map((part) => (part.type === 'text' ? part.text : '')).join('');
    const question: OutboxQuestion = { id: last.id, text, context: last.metadata?.context ?? [] };
    store.setState({ messages: state.messages.slice(0, -1), outbox: [question, ...state.outbox] });
  }
  state.retry();
}
