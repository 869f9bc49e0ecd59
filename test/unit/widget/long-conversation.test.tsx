import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

describe('a long conversation', () => {
  it('opens with its newest messages and shows earlier ones a page at a time', async () => {
    seedConversation(30);
    const { user } = renderWidget({ defaultOpen: true });
    expect(await screen.findByText('Question 29')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-da-slot="message"]')).toHaveLength(24);
    expect(screen.queryByText('Question 0')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show 36 earlier messages' }));
    expect(document.querySelectorAll('[data-da-slot="message"]')).toHaveLength(48);
    await user.click(screen.getByRole('button', { name: 'Show 12 earlier messages' }));
    expect(screen.getByText('Question 0')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /earlier messages/ })).toBeNull();
  });
});
