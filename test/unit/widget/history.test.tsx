// The history as a reader meets it in the panel (jsdom; real Chromium, reloads and tabs are in
// test/browser/widget/history.test.ts): reached from the header, opened, deleted, cleared, and off.
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerChunks } from '../../support/fake-transport';
import { renderWidget } from './render-widget';

afterEach(() => localStorage.clear());

async function converse(widget: ReturnType<typeof renderWidget>, question: string, threadId: string) {
  const count = widget.transport.requests.length;
  await widget.user.type(
    await screen.findByRole('textbox', { name: 'Ask a question about the docs' }),
    `${question}{Enter}`,
  );
  await widget.transport.waitForRequest(count + 1);
  await act(async () => {
    widget.transport.emit(...answerChunks(`About ${question}`, { threadId }));
    widget.transport.close();
  });
  await vi.waitFor(() => expect(screen.getAllByRole('button', { name: 'Copy answer' })).toBeTruthy());
}

const history = () => screen.getByRole('region', { name: 'Conversation history' });
const entries = () =>
  within(history())
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('[data-da-history-title]')?.textContent);

describe('the history in the panel', () => {
  it('lists conversations by their first question, opens one, deletes one and clears all', async () => {
    const onEvent = vi.fn();
    const widget = renderWidget({ defaultOpen: true, onEvent });
    await converse(widget, 'How do I install it?', 'th_1');
    await widget.user.click(screen.getByRole('button', { name: 'New conversation' }));
    await converse(widget, 'How do I theme it?', 'th_2');

    const toggle = screen.getByRole('button', { name: 'Conversation history' });
    await widget.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(entries()).toEqual(['How do I theme it?', 'How do I install it?']);
    expect(within(history()).getByRole('heading', { name: 'Conversation history' })).toHaveFocus();
    const open = within(history()).getAllByRole('button', { name: /^How do I/ });
    expect(open[0]).toHaveAttribute('aria-current', 'true');

    await widget.user.click(open[1]!);
    expect(screen.queryByRole('region', { name: 'Conversation history' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Ask a question about the docs' })).toHaveFocus();
    await converse(widget, 'And on Windows?', 'th_1');
    expect(widget.transport.requests.at(-1)!.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(onEvent).toHaveBeenCalledWith({ type: 'open-conversation', threadId: 'th_1' });

    await widget.user.click(toggle);
    expect(entries()).toEqual(['How do I install it?', 'How do I theme it?']);
    await widget.user.click(screen.getByRole('button', { name: 'Delete “How do I theme it?”' }));
    expect(entries()).toEqual(['How do I install it?']);
    // Focus stays in the list: on the entry that took the deleted one's place, or the one before.
    expect(within(history()).getByRole('button', { name: /^How do I install it/ })).toHaveFocus();

    await widget.user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.getByRole('button', { name: 'Delete all' })).toHaveFocus();
    await widget.user.click(screen.getByRole('button', { name: 'Delete all' }));
    expect(entries()).toEqual([]);
    expect(within(history()).getByText(/No conversations yet/)).toBeInTheDocument();
    expect(localStorage.getItem('docs-assistant:acme:history')).toBeNull();
  });

  it('takes its labels from `history` and `historyEmpty`, and still from the names they had in 0.1', async () => {
    const widget = renderWidget({
      defaultOpen: true,
      labels: { recentConversations: 'Earlier chats', noRecentConversations: 'Nothing earlier.' },
    });
    await widget.user.click(await screen.findByRole('button', { name: 'Earlier chats' }));
    expect(within(screen.getByRole('region', { name: 'Earlier chats' })).getByText('Nothing earlier.')).toBeTruthy();
    widget.unmount();

    const renamed = renderWidget({ defaultOpen: true, labels: { history: 'Past questions', historyEmpty: 'None.' } });
    await renamed.user.click(await screen.findByRole('button', { name: 'Past questions' }));
    expect(within(screen.getByRole('region', { name: 'Past questions' })).getByText('None.')).toBeTruthy();
  });

  it('clears history through the ref, the open conversation included', async () => {
    const widget = renderWidget({ defaultOpen: true });
    await converse(widget, 'How do I install it?', 'th_1');
    await act(async () => {
      widget.handle.current!.clearHistory();
      await vi.waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(0));
    });
    await widget.user.click(screen.getByRole('button', { name: 'Conversation history' }));
    expect(entries()).toEqual([]);
  });

  it('with history: false, has no list and stores none', async () => {
    const widget = renderWidget({ defaultOpen: true, history: false });
    await converse(widget, 'How do I install it?', 'th_1');
    expect(screen.queryByRole('button', { name: 'Conversation history' })).toBeNull();
    expect(localStorage.getItem('docs-assistant:acme:history')).toBeNull();
  });
});
