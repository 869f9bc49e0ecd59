import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DocsAssistant, type DocsAssistantHandle } from '../../../src/index';
import { answerChunks, FakeTransport } from '../../support/fake-transport';
import { renderWidget } from './render-widget';

describe('opening and closing', () => {
  it('opens from the launcher with the input focused, and Escape closes it and returns focus', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWidget({ onOpenChange });
    const launcher = screen.getByRole('button', { name: 'Ask AI' });
    await user.click(launcher);
    // The panel itself, not the shell that stands in while its chunk loads (panel-shell.test.tsx covers that one).
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Ask AI' })).toHaveAttribute('data-state', 'open'));
    const dialog = screen.getByRole('dialog', { name: 'Ask AI' });
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Ask a question about the docs' })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launcher).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('with `launcher={false}`, shows no launcher and opens from the host’s own button, focus going back to it', async () => {
    const transport = new FakeTransport();
    const handle = createRef<DocsAssistantHandle>();
    render(
      <>
        <button type="button" onClick={() => handle.current?.open()}>
          Ask AI in the navbar
        </button>
        <DocsAssistant ref={handle} domain="acme" transport={transport} pageContext={false} launcher={false} />
      </>,
    );
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Ask AI' })).toBeNull();
    const own = screen.getByRole('button', { name: 'Ask AI in the navbar' });
    await user.click(own);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Ask AI' })).toHaveAttribute('data-state', 'open'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(own).toHaveFocus();
    // The shortcut still opens it.
    await user.keyboard('{Control>}i{/Control}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('toggles with Ctrl+I (Cmd+I on macOS)', async () => {
    const { user } = renderWidget();
    await user.keyboard('{Control>}i{/Control}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Control>}i{/Control}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('announces its shortcut on the launcher, the default and one the host picks, and both work', async () => {
    const { unmount } = renderWidget();
    expect(screen.getByRole('button', { name: 'Ask AI' })).toHaveAttribute('aria-keyshortcuts', 'Control+I');
    unmount();
    const custom = renderWidget({ shortcut: 'mod+shift+k' });
    const launcher = screen.getByRole('button', { name: 'Ask AI' });
    expect(launcher).toHaveAttribute('aria-keyshortcuts', 'Control+Shift+K');
    await custom.user.keyboard('{Control>}{Shift>}k{/Shift}{/Control}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('ignores the shortcut when disabled', async () => {
    const { user } = renderWidget({ shortcut: false });
    await user.keyboard('{Control>}i{/Control}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows a controlled `open` prop', () => {
    const { rerender, transport } = renderWidget({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<RenderAgain transport={transport} open />);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sends a question the host asks while it keeps the assistant closed, and shows the answer when it opens', async () => {
    const transport = new FakeTransport();
    const handle = createRef<DocsAssistantHandle>();
    const onOpenChange = vi.fn();
    const host = (open: boolean) => (
      <DocsAssistant
        ref={handle}
        domain="acme"
        transport={transport}
        pageContext={false}
        open={open}
        onOpenChange={onOpenChange}
      />
    );
    const { rerender } = render(host(false));
    act(() => handle.current!.ask('Asked while closed'));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    // The host has not opened it: the question goes out anyway, and its answer streams in while closed.
    await transport.waitForRequest();
    expect(transport.requests[0]!.messages.at(-1)!.parts).toEqual([{ type: 'text', text: 'Asked while closed' }]);
    act(() => transport.emit(...answerChunks('Answered while closed.')));
    act(() => transport.close());
    rerender(host(true));
    expect(await screen.findByText('Answered while closed.')).toBeInTheDocument();
    expect(screen.getByText('Asked while closed')).toBeInTheDocument();
  });

  it('shows starter questions that ask when chosen', async () => {
    const { user, transport } = renderWidget({ defaultOpen: true, starterQuestions: ['How do I install it?'] });
    await user.click(await screen.findByRole('button', { name: 'How do I install it?' }));
    await transport.waitForRequest();
    expect(transport.requests[0]!.messages.at(-1)?.parts).toEqual([{ type: 'text', text: 'How do I install it?' }]);
  });

  it('opens and asks the question in ?assistant=, then drops it from the URL', async () => {
    history.replaceState(null, '', '/docs/page?assistant=What%20is%20a%20thread%3F&tab=2');
    const { transport } = renderWidget();
    await transport.waitForRequest();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(transport.requests[0]!.messages.at(-1)!.parts).toEqual([{ type: 'text', text: 'What is a thread?' }]);
    expect(location.search).toBe('?tab=2');
    history.replaceState(null, '', '/');
  });
});

function RenderAgain({ transport, open }: { transport: FakeTransport; open: boolean }) {
  return <DocsAssistant domain="acme" transport={transport} pageContext={false} open={open} />;
}

describe('asking', () => {
  it('sends on Enter, streams the markdown answer, and keeps Shift+Enter for new lines', async () => {
    const { user, transport } = renderWidget({ defaultOpen: true });
    const input = screen.getByRole('textbox', { name: 'Ask a question about the docs' });
    await user.type(input, 'How do I{Shift>}{Enter}{/Shift}install?{Enter}');
    await transport.waitForRequest();
    expect(screen.getByRole('textbox', { name: 'Ask a question about the docs' })).toHaveValue('');
    expect(screen.getByText(/How do I\s+install\?/)).toBeInTheDocument();

    await act(async () =>
      transport.emit(...answerChunks('Run `npm install acme`.\n\n| a | b |\n|---|---|\n| 1 | 2 |').slice(0, -1)),
    );
    expect(await screen.findByText('npm install acme')).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop answering' })).toBeInTheDocument();

    await act(async () => {
      transport.emit({ type: 'finish', threadId: 'thread-1' } as never);
      transport.close();
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument());
  });

  it('announces each completed answer once, politely', async () => {
    const { user, transport } = renderWidget({ defaultOpen: true });
    await user.type(screen.getByRole('textbox'), 'Hi{Enter}');
    await transport.waitForRequest();
    await act(async () => {
      transport.emit(...answerChunks('The answer is forty-two.'));
      transport.close();
    });
    const region = () => document.querySelector('[data-da-announcer]');
    await waitFor(() => expect(region()).toHaveTextContent('Answer ready: The answer is forty-two.'));
    expect(region()).toHaveAttribute('aria-live', 'polite');
  });
});

describe('questions asked faster than they are answered', () => {
  it('sends them one at a time, in order, each after the previous answer', async () => {
    const { transport, handle } = renderWidget({ defaultOpen: true });
    // The engine is up and idle, so the first question goes out at once, the others while it is being sent.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    act(() => {
      for (const question of ['First', 'Second', 'Third']) handle.current!.ask(question);
    });
    const newest = (index: number) => transport.requests[index]!.messages.at(-1)!.parts[0];
    for (const [index, question] of ['First', 'Second', 'Third'].entries()) {
      await transport.waitForRequest(index + 1);
      // Give a second request every chance to slip out before this answer ends.
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(transport.requests).toHaveLength(index + 1);
      expect(newest(index)).toMatchObject({ text: question });
      act(() => {
        transport.emit(...answerChunks(`Answer to ${question}.`));
        transport.close();
      });
      await screen.findByText(`Answer to ${question}.`);
    }
    const shown = screen.getAllByRole('article').map((article) => article.textContent);
    expect(shown[0]).toContain('First');
    expect(shown[2]).toContain('Second');
    expect(shown[4]).toContain('Third');
  });
});
