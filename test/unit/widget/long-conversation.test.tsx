import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerChunks } from '../../support/fake-transport';
import { renderWidget } from './render-widget';

function seedConversation(pairs: number) {
  const messages = Array.from({ length: pairs }, (_, i) => [
    { id: `u${i}`, role: 'user', parts: [{ type: 'text', text: `Question ${i}` }] },
    { id: `a${i}`, role: 'assistant', parts: [{ type: 'text', text: `Answer **${i}**.` }] },
  ]).flat();
  localStorage.setItem(
    'docs-assistant:acme',
    JSON.stringify({ state: { messages, threadId: 't', threadKey: 'k', draft: '', context: [] }, version: 1 }),
  );
}

const rendered = () => document.querySelectorAll('[data-da-slot="message"]').length;
const region = () => screen.getByRole('region', { name: 'Conversation' });

describe('a long conversation', () => {
  it('opens on its newest question and answer, then renders the rest of its window without being asked', async () => {
    seedConversation(30);
    renderWidget({ defaultOpen: true });
    expect(await screen.findByText('Question 29')).toBeInTheDocument();
    // The first render is the newest pair only; the region says more is on its way.
    expect(rendered()).toBe(2);
    expect(region()).toHaveAttribute('aria-busy', 'true');

    await waitFor(() => expect(rendered()).toBe(24));
    expect(region()).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Question 18')).toBeInTheDocument();
    expect(screen.queryByText('Question 17')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show 36 earlier messages' })).toBeInTheDocument();
  });

  it('shows earlier messages a page at a time, until there are none', async () => {
    seedConversation(30);
    const { user } = renderWidget({ defaultOpen: true });
    await waitFor(() => expect(rendered()).toBe(24));

    await user.click(screen.getByRole('button', { name: 'Show 36 earlier messages' }));
    await waitFor(() => expect(rendered()).toBe(48));
    await user.click(screen.getByRole('button', { name: 'Show 12 earlier messages' }));
    await waitFor(() => expect(rendered()).toBe(60));
    expect(screen.getByText('Question 0')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /earlier messages/ })).toBeNull();
  });

  it('a question asked while earlier messages are still rendering shows at once, and the window still fills', async () => {
    seedConversation(30);
    const { user, transport } = renderWidget({ defaultOpen: true });
    await screen.findByText('Question 29');
    await user.type(screen.getByRole('textbox', { name: /ask a question/i }), 'One more{Enter}');
    expect(await screen.findByText('One more')).toBeInTheDocument();
    await transport.waitForRequest();
    act(() => transport.emit(...answerChunks('The newest answer.')));
    act(() => transport.close());
    expect(await screen.findByText('The newest answer.')).toBeInTheDocument();
    // The window counts from where it started: 24 restored messages plus the new pair.
    await waitFor(() => expect(rendered()).toBe(26));
    expect(screen.getByRole('button', { name: 'Show 36 earlier messages' })).toBeInTheDocument();
  });

  it('regenerating its last answer keeps the window (the answer is gone for a moment, the history is not shown)', async () => {
    seedConversation(30);
    const { user, transport } = renderWidget({ defaultOpen: true });
    await waitFor(() => expect(rendered()).toBe(24));
    const regenerate = screen.getAllByRole('button', { name: 'Regenerate answer' });
    await user.click(regenerate[regenerate.length - 1]!);
    await transport.waitForRequest();
    act(() => transport.emit(...answerChunks('A second try.')));
    act(() => transport.close());
    expect(await screen.findByText('A second try.')).toBeInTheDocument();
    expect(rendered()).toBe(24);
    expect(screen.queryByText('Question 0')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show 36 earlier messages' })).toBeInTheDocument();
  });

  it('a new conversation after a long one hides nothing', async () => {
    seedConversation(30);
    const { user, transport } = renderWidget({ defaultOpen: true });
    await waitFor(() => expect(rendered()).toBe(24));
    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    await user.type(screen.getByRole('textbox', { name: /ask a question/i }), 'Fresh start{Enter}');
    await transport.waitForRequest();
    act(() => transport.emit(...answerChunks('A fresh answer.')));
    act(() => transport.close());
    expect(await screen.findByText('A fresh answer.')).toBeInTheDocument();
    expect(rendered()).toBe(2);
    expect(screen.queryByRole('button', { name: /earlier messages/ })).toBeNull();
    expect(region()).not.toHaveAttribute('aria-busy');
  });
});
