import { DefaultChatTransport, readUIMessageStream, type UIMessage } from 'ai';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DocsAssistantTransport, type AssistantSession } from '../../../../src/transport/docs-assistant-transport';
import type { AssistantMessage, ThreadState } from '../../../../src/core/types';
import { startLocalService, type StartedLocalService } from '../../../../test/support/local-service';

let service: StartedLocalService;
beforeAll(async () => {
  service = await startLocalService();
});
afterAll(() => service.close());

async function assemble<M extends UIMessage>(
  stream: ReadableStream<
    Parameters<typeof readUIMessageStream>[0]['stream'] extends ReadableStream<infer C> ? C : never
  >,
): Promise<M> {
  let last: M | undefined;
  for await (const message of readUIMessageStream<M>({ stream, terminateOnError: true })) last = message;
  if (!last) throw new Error('no message assembled');
  return last;
}

const question = (text: string): AssistantMessage => ({
  id: `u_${Math.random()}`,
  role: 'user',
  parts: [{ type: 'text', text }],
});

it("the ai package's own DefaultChatTransport assembles the answer, its sources and the thread", async () => {
  let finishThreadId: string | undefined;
  const transport = new DefaultChatTransport<UIMessage>({
    api: `${service.url}/discovery/v2/assistant/acme/message`,
    headers: { Authorization: `Bearer ${service.assistantKey}` },
    prepareSendMessagesRequest: ({ messages }) => ({ body: { fp: 'anonymous', messages } }),
  });
  const stream = await transport.sendMessages({
    trigger: 'submit-message',
    chatId: 'c1',
    messageId: undefined,
    messages: [{ id: 'u1', role: 'user', parts: [{ type: 'text', text: 'How do I turn polling off?' }] }],
    abortSignal: undefined,
  });
  const message = await assemble<UIMessage>(
    stream.pipeThrough(
      new TransformStream({
        transform(chunk, controller) {
          if (chunk.type === 'finish') finishThreadId = (chunk as { threadId?: string }).threadId;
          controller.enqueue(chunk);
        },
      }),
    ),
  );
  expect(message.role).toBe('assistant');
  const search = message.parts.find((p) => p.type === 'tool-search') as {
    state: string;
    input: { query: string };
    output: { results: Array<{ path: string; metadata: { title: string } }> };
  };
  expect(search.state).toBe('output-available');
  expect(search.input.query).toBe('How do I turn polling off?');
  expect(search.output.results[0]?.path).toBe('/reference/configuration#refreshinterval');
  const text = message.parts
    .filter((p) => p.type === 'text')
    .map((p) => p.text)
    .join('');
  expect(text).toContain('Set it to 0 to turn polling off');
  expect(text).toMatch(/```suggestions\n\(.+\)\[\/.+\]/);
  expect(finishThreadId).toMatch(/^th_/);
});

it("the package's DocsAssistantTransport keeps the thread id and key and continues the thread", async () => {
  let thread: ThreadState = { threadId: null, threadKey: null };
  const session: AssistantSession = {
    getFp: () => 'anonymous',
    getThread: () => thread,
    setThread: (update) => {
      thread = { ...thread, ...update };
    },
  };
  const transport = new DocsAssistantTransport({
    domain: 'acme',
    baseUrl: service.url,
    apiKey: service.assistantKey,
    session,
    getCurrentPath: () => '/guides/installation',
  });
  const send = async (messages: AssistantMessage[]) =>
    assemble<AssistantMessage>(
      await transport.sendMessages({
        trigger: 'submit-message',
        chatId: 'c2',
        messageId: undefined,
        messages,
        abortSignal: undefined,
      }),
    );

  const first = question('How do I install it?');
  const answer = await send([first]);
  expect(thread.threadId).toMatch(/^th_/);
  expect(thread.threadKey).toMatch(/^tk_/);
  const firstThread = thread.threadId;

  const second = await send([first, answer, question('What changed in version 2?')]);
  expect(thread.threadId).toBe(firstThread);
  const text = second.parts
    .filter((p) => p.type === 'text')
    .map((p) => p.text)
    .join('');
  expect(text).toContain('makeWidget');
});
