import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeUIMessageStreamToResponse, type LanguageModel } from 'ai';
import type { DocsIndex } from '../retrieval/docs-index';
import { normalisePath } from '../retrieval/docs-index';
import type { ThreadStore } from '../threads/thread-store';
import { HttpError } from '../http/respond';
import { createAnswerStream } from './answer-stream';
import { LEAD_POOL, withLeadCandidates } from './lead-order';
import { searchTextFor } from './thread-question';
import { messageText, parseAssistantRequest, questionTooLong } from '../from-widget-package';

export interface MessageRouteDeps {
  index: DocsIndex;
  threads: ThreadStore;
  model?: LanguageModel;
  chunkDelayMs?: number;
}

/** `POST /discovery/v2/assistant/:domain/message`, after auth and rate limits. */
export async function handleAssistantMessage(
  deps: MessageRouteDeps,
  domain: string,
  body: unknown,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const parsed = parseAssistantRequest(body);
  if (!parsed.ok) throw new HttpError(400, parsed.error);
  const request = parsed.value;
  const history = request.messages.flatMap((m) =>
    m.role === 'system' ? [] : [{ id: m.id, role: m.role, text: messageText(m) }],
  );
  const latest = history[history.length - 1];
  if (!latest || latest.role !== 'user' || !latest.text) {
    throw new HttpError(400, 'Invalid request: messages: the last message must be a user message with text.');
  }
  const tooLong = questionTooLong(latest.text);
  if (tooLong) throw new HttpError(413, tooLong);

  let threadId: string;
  let newThreadKey: string | undefined;
  if (request.threadId) {
    // The service answers 404 for a thread it cannot open with the key given, whether the key is wrong or missing.
    const thread = request.threadKey ? await deps.threads.open(domain, request.threadId, request.threadKey) : undefined;
    if (!thread)
      throw new HttpError(404, `Thread not found: ${request.threadId} (send the threadKey it was created with).`);
    threadId = thread.id;
  } else {
    const created = await deps.threads.create(domain, request.fp);
    threadId = created.thread.id;
    newThreadKey = created.key;
  }

  const currentPath = normalisePath(request.currentPath);
  const onPage = (request.context ?? []).find(
    (item) => item.elementId && (!item.path || normalisePath(item.path) === currentPath),
  );
  // The question is what is searched for; a selection or code chip refines it, weighted below the question's own
  // words (retrieval/query-terms.ts), and is never quoted back in the answer.
  const context = (request.context ?? []).map(({ type, value }) => ({ type, value }));
  // A follow-up that refers back ("an example for that?") is searched with the earlier question's subject.
  const searchText = searchTextFor(latest.text, history, context.length > 0);
  // Room for the passage that answers to lead from just below the sources, then cut to the sources asked for.
  const found = deps.index.retrieve(searchText, {
    limit: Math.max(request.retrievalPageSize, LEAD_POOL),
    filter: request.filter,
    currentPath,
    elementId: onPage?.elementId,
    context,
  });
  const retrieval = withLeadCandidates(searchText, found, request.retrievalPageSize);

  // The answer's id, sent on the stream's `start` chunk so the widget's message carries it: the id a reader's
  // rating comes back with (onFeedback → POST …/feedback) is then the one stored here.
  const answerId = `${latest.id}_answer`;
  const aborted = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) aborted.abort();
  });
  const headers: Record<string, string> = { 'X-Thread-Id': threadId };
  if (newThreadKey) headers['X-Thread-Key'] = newThreadKey;
  await pipeUIMessageStreamToResponse({
    response: res,
    status: 200,
    headers,
    stream: createAnswerStream({
      query: searchText,
      question: searchText,
      history: history.map(({ role, text }) => ({ role, text })),
      retrieval,
      attached: context.map((item) => item.value),
      threadId,
      messageId: answerId,
      model: deps.model,
      chunkDelayMs: deps.chunkDelayMs,
      signal: aborted.signal,
      onAnswer: async (text, sources, coverage) => {
        const now = new Date().toISOString();
        await deps.threads.append(threadId, [
          {
            id: latest.id,
            role: 'user',
            text: latest.text,
            ...(currentPath ? { page: currentPath } : {}),
            createdAt: now,
          },
          {
            id: answerId,
            role: 'assistant',
            text,
            sources,
            covered: coverage !== 'not-covered',
            coverage,
            createdAt: now,
          },
        ]);
      },
    }),
  });
  void req;
}
