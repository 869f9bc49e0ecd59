import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerChunks } from '../../support/fake-transport';
import { storageLeftMidAnswer } from './left-mid-answer';
import { renderWidget } from './render-widget';

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
