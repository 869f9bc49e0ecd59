import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageKey } from '../../../src/store/assistant-store';
import type { ConversationStorage } from '../../../src/store/persistence';
import { answerChunks } from '../../support/fake-transport';
import { renderWidget } from './render-widget';

/** What a page left mid-answer saved: only settled messages are, so the question is there and its answer is not. */
function storageLeftMidAnswer(): ConversationStorage {
  const messages = [
    { id: 'u1', role: 'user', parts: [{ type: 'text', text: 'How do I install it?' }] },
    { id: 'a1', role: 'assistant', parts: [{ type: 'text', text: 'Run npm install.' }] },
    { id: 'u2', role: 'user', parts: [{ type: 'text', text: 'And how do I theme it?' }] },
  ];
  const items = new Map([[storageKey('acme'), JSON.stringify({ state: { messages, threadId: 'th_1' }, version: 1 })]]);
  return {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => void items.set(name, value),
    removeItem: (name) => void items.delete(name),
  };
}

describe('a conversation saved while its last answer was still coming', () => {
  it('says the answer was interrupted, and Try again asks that question again in the same thread', async () => {
    const { user, transport } = renderWidget({ defaultOpen: true, storage: storageLeftMidAnswer() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The answer stopped before it finished.');
    expect(transport.requests).toHaveLength(0);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await transport.waitForRequest();
    const sent = transport.requests[0]!;
    expect(sent.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(sent.messages.at(-1)!.parts).toEqual([{ type: 'text', text: 'And how do I theme it?' }]);
    transport.emit(...answerChunks('Pass a theme prop.'));
    transport.close();
    expect(await screen.findByText('Pass a theme prop.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByText('And how do I theme it?')).toHaveLength(1);
  });
});
