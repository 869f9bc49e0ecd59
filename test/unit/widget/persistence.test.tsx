import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DocsAssistant } from '../../../src/index';
import { sseResponse } from '../../support/sse';
import { renderWidget } from './render-widget';

const answer = (text: string, threadId: string) => [
  { type: 'start' },
  { type: 'text-start', id: 't' },
  { type: 'text-delta', id: 't', delta: text },
  { type: 'text-end', id: 't' },
  { type: 'finish', threadId },
];

describe('persistence', () => {
  it('restores the conversation after a reload and continues its thread', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      sseResponse(answer('First answer.', 'thread-7'), {
        headers: { 'X-Thread-Id': 'thread-7', 'X-Thread-Key': 'key-7' },
      }),
    );
    const first = renderWidget({ defaultOpen: true, transport: undefined, fetch, baseUrl: 'https://api.test' });
    await first.user.type(screen.getByRole('textbox'), 'First question{Enter}');
    await screen.findByText('First answer.');
    first.unmount();

    // A reload: a new widget instance for the same domain, reading the same storage.
    fetch.mockImplementation(async () => sseResponse(answer('Second answer.', 'thread-7')));
    const second = renderWidget({ defaultOpen: true, transport: undefined, fetch, baseUrl: 'https://api.test' });
    expect(await screen.findByText('First answer.')).toBeInTheDocument();
    expect(screen.getByText('First question')).toBeInTheDocument();
    await second.user.type(screen.getByRole('textbox'), 'Second question{Enter}');
    await screen.findByText('Second answer.');
    const body = JSON.parse(fetch.mock.calls[1]![1]!.body as string);
    expect(body).toMatchObject({ threadId: 'thread-7', threadKey: 'key-7' });
    expect(body.messages.map((m: { parts: Array<{ text: string }> }) => m.parts[0]!.text)).toEqual([
      'First question',
      'First answer.',
      'Second question',
    ]);
  });

  it('keeps an unsent question in the composer across a reload', async () => {
    const first = renderWidget({ defaultOpen: true });
    await first.user.type(screen.getByRole('textbox'), 'Half-typed thought');
    first.unmount();
    renderWidget({ defaultOpen: true });
    expect(screen.getByRole('textbox')).toHaveValue('Half-typed thought');
  });

  it('keeps widgets for different domains apart, and shares a domain’s conversation', async () => {
    localStorage.setItem(
      'docs-assistant:acme',
      JSON.stringify({
        state: {
          threadId: 't',
          threadKey: null,
          messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'Acme question' }] }],
          draft: '',
          context: [],
        },
        version: 1,
      }),
    );
    render(
      <>
        <div data-testid="acme">
          <DocsAssistant domain="acme" variant="inline" pageContext={false} />
        </div>
        <div data-testid="other">
          <DocsAssistant domain="other" variant="inline" pageContext={false} />
        </div>
        <div data-testid="acme-2">
          <DocsAssistant domain="acme" variant="inline" pageContext={false} shortcut={false} />
        </div>
      </>,
    );
    expect(await within(screen.getByTestId('acme')).findByText('Acme question')).toBeInTheDocument();
    expect(await within(screen.getByTestId('acme-2')).findByText('Acme question')).toBeInTheDocument();
    expect(within(screen.getByTestId('other')).queryByText('Acme question')).toBeNull();
    expect(within(screen.getByTestId('other')).getByText('How can I help?')).toBeInTheDocument();
  });

  it.each([
    ['unparseable JSON', '{not json'],
    [
      'a wrong shape',
      JSON.stringify({ state: { messages: [{ nonsense: true }], threadId: 42, draft: 7 }, version: 1 }),
    ],
  ])('starts clean over %s in storage', (_, stored) => {
    localStorage.setItem('docs-assistant:acme', stored);
    renderWidget({ defaultOpen: true });
    expect(screen.getByText('How can I help?')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('');
  });
});

describe('the saved conversation, before the page is idle', () => {
  it('a closed widget reads no storage when it mounts', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    try {
      renderWidget();
      expect(getItem.mock.calls.filter(([key]) => key.startsWith('docs-assistant:'))).toEqual([]);
    } finally {
      getItem.mockRestore();
    }
  });

  it('a question the host asks before it was read continues the saved thread', async () => {
    localStorage.setItem(
      'docs-assistant:acme',
      JSON.stringify({
        state: {
          threadId: 'thread-9',
          threadKey: 'key-9',
          messages: [
            { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'Earlier question' }] },
            { id: 'a1', role: 'assistant', parts: [{ type: 'text', text: 'Earlier answer.' }] },
          ],
          draft: '',
          context: [],
        },
        version: 1,
      }),
    );
    const fetch = vi.fn<typeof globalThis.fetch>(async () => sseResponse(answer('Next answer.', 'thread-9')));
    const { handle } = renderWidget({ transport: undefined, fetch, baseUrl: 'https://api.test' });
    handle.current!.ask('Next question');
    expect(await screen.findByText('Next answer.')).toBeInTheDocument();
    // The saved pair renders just after the newest one.
    expect(await screen.findByText('Earlier answer.')).toBeInTheDocument();
    const body = JSON.parse(fetch.mock.calls[0]![1]!.body as string);
    expect(body).toMatchObject({ threadId: 'thread-9', threadKey: 'key-9' });
    expect(body.messages.map((m: { parts: Array<{ text: string }> }) => m.parts[0]!.text)).toEqual([
      'Earlier question',
      'Earlier answer.',
      'Next question',
    ]);
  });
});
