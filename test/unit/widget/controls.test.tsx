import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answerChunks } from '../../support/fake-transport';
import { renderWidget } from './render-widget';

async function answered(props: Parameters<typeof renderWidget>[0] = {}) {
  const widget = renderWidget({ defaultOpen: true, ...props });
  await widget.user.type(screen.getByRole('textbox'), 'How do I install?{Enter}');
  await widget.transport.waitForRequest();
  await act(async () => {
    widget.transport.emit(...answerChunks('Run npm install acme.', { threadId: 'thread-9' }));
    widget.transport.close();
  });
  await screen.findByRole('button', { name: 'Copy answer' });
  return widget;
}

describe('answer controls', () => {
  it('stops a streaming answer, keeps what arrived, says "Stopped" and offers Continue but no rating', async () => {
    const onEvent = vi.fn();
    const { user, transport } = renderWidget({ defaultOpen: true, onEvent });
    await user.type(screen.getByRole('textbox'), 'Hi{Enter}');
    await transport.waitForRequest();
    await act(async () =>
      transport.emit(
        { type: 'start' },
        { type: 'text-start', id: 't' },
        { type: 'text-delta', id: 't', delta: 'Partial ans' },
      ),
    );
    await screen.findByText('Partial ans');
    await user.click(screen.getByRole('button', { name: 'Stop answering' }));
    expect(await screen.findByText('Stopped')).toBeInTheDocument();
    expect(screen.queryByText('This answer was interrupted.')).toBeNull();
    expect(screen.getByText('Partial ans')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Regenerate answer' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Helpful' })).toBeNull();
    expect(onEvent).toHaveBeenCalledWith({ type: 'stop' });

    // The service has no "go on" request: Continue asks for the rest as a follow-up question in the same thread.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await transport.waitForRequest(2);
    const sent = transport.requests[1]!.messages;
    expect(sent.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(sent.at(-1)!.parts).toEqual([expect.objectContaining({ type: 'text', text: 'Continue' })]);
  });

  it('regenerates an answer with the same question', async () => {
    const { user, transport } = await answered();
    await user.click(screen.getByRole('button', { name: 'Regenerate answer' }));
    await transport.waitForRequest(2);
    expect(transport.requests[1]!.trigger).toBe('regenerate-message');
    expect(transport.requests[1]!.messages.map((m) => m.role)).toEqual(['user']);
  });

  it('copies the answer text', async () => {
    // user-event installs a clipboard stand-in that `readText` reads back.
    const { user } = await answered();
    await user.click(screen.getByRole('button', { name: 'Copy answer' }));
    expect(await navigator.clipboard.readText()).toBe('Run npm install acme.');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('reports thumbs up and down with the message and thread', async () => {
    const onFeedback = vi.fn();
    const { user } = await answered({ onFeedback });
    const helpful = screen.getByRole('button', { name: 'Helpful' });
    await user.click(helpful);
    expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Not helpful' }));
    const messageId = document.querySelector('[data-role="assistant"]')!.getAttribute('data-message-id');
    expect(messageId).toBeTruthy();
    expect(onFeedback.mock.calls).toEqual([
      [{ messageId, threadId: 'thread-9', value: 'positive' }],
      [{ messageId, threadId: 'thread-9', value: 'negative' }],
    ]);
  });

  it('starts a new conversation: no messages, no thread, the question box focused for the next question', async () => {
    const { user, transport } = await answered();
    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(screen.queryByText('Run npm install acme.')).toBeNull();
    expect(screen.getByText('How can I help?')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveFocus();
    await user.type(screen.getByRole('textbox'), 'Fresh{Enter}');
    await transport.waitForRequest(2);
    expect(transport.requests[1]!.messages).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('docs-assistant:acme')!).state.threadId).toBeNull();
  });

  it('keeps the typed question while an answer streams, and does not send twice', async () => {
    const { user, transport } = renderWidget({ defaultOpen: true });
    const input = screen.getByRole('textbox');
    await user.type(input, 'First{Enter}');
    await transport.waitForRequest();
    await user.type(input, 'Second{Enter}');
    expect(input).toHaveValue('Second');
    expect(transport.requests).toHaveLength(1);
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'Send' })).toBeNull();
  });
});
