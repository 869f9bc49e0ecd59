// The transport entry's promise to hosts that bring their own UI: `DocsAssistantTransport` works as the transport
// of the AI SDK's own `useChat`, with a session of the host's and options read per request.
import { useChat } from '@ai-sdk/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AssistantMessage } from '../../../src/core/types';
import { DocsAssistantTransport } from '../../../src/transport';
import { sseResponse } from '../../support/sse';

const answer = (text: string, threadId: string) => [
  { type: 'start', messageId: `a-${threadId}` },
  { type: 'text-start', id: 't' },
  { type: 'text-delta', id: 't', delta: text },
  { type: 'text-end', id: 't' },
  { type: 'finish', threadId },
];

function HostChat({ transport }: { transport: DocsAssistantTransport }) {
  const { messages, sendMessage, status } = useChat<AssistantMessage>({ transport });
  return (
    <div>
      <button type="button" onClick={() => void sendMessage({ text: 'How do I install it?' })}>
        Ask
      </button>
      <p role="status">{status}</p>
      {messages.map((message) => (
        <p key={message.id} data-role={message.role}>
          {message.parts.map((part) => (part.type === 'text' ? part.text : '')).join('')}
        </p>
      ))}
    </div>
  );
}

describe('DocsAssistantTransport with the AI SDK useChat', () => {
  it('streams the answer into useChat, hands the thread to the host session, and reads options per request', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => sseResponse(answer('Run npm install.', 'thread-9')));
    let thread = { threadId: null as string | null, threadKey: null as string | null };
    let version = 'v1';
    const transport = new DocsAssistantTransport(() => ({
      domain: 'acme',
      baseUrl: 'https://api.example.com',
      filter: { version },
      fetch,
      getCurrentPath: () => '/docs',
      session: {
        getFp: () => 'reader-1',
        getThread: () => thread,
        setThread: (update) => (thread = { ...thread, ...update }),
      },
    }));
    render(<HostChat transport={transport} />);

    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Run npm install.')).toBeInTheDocument();
    expect(thread.threadId).toBe('thread-9');
    const first = JSON.parse(fetch.mock.calls[0]![1]!.body as string) as Record<string, unknown>;
    expect(first).toMatchObject({ fp: 'reader-1', filter: { version: 'v1' }, currentPath: '/docs' });
    expect(first).not.toHaveProperty('threadId');

    version = 'v2';
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    });
    await screen.findAllByText('Run npm install.');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const second = JSON.parse(fetch.mock.calls[1]![1]!.body as string) as Record<string, unknown>;
    expect(second).toMatchObject({ threadId: 'thread-9', filter: { version: 'v2' } });
    expect(fetch.mock.calls[1]![0]).toBe('https://api.example.com/discovery/v2/assistant/acme/message');
  });
});
