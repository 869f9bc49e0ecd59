import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadEngine } from '../../../src/react/lazy-chunks';
import { answerChunks } from '../../support/fake-transport';
import { storageLeftMidAnswer } from './left-mid-answer';
import { renderWidget } from './render-widget';

// The real loader, with a way to hold one load, as a slow network does.
vi.mock('../../../src/react/lazy-chunks', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/react/lazy-chunks')>();
  return { ...actual, loadEngine: vi.fn(actual.loadEngine) };
});

describe('a conversation saved while its last answer was still coming, retried before the engine is here', () => {
  it('Try again pressed before the engine is here asks the question once it is', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const load = vi.mocked(loadEngine).getMockImplementation()!;
    vi.mocked(loadEngine).mockImplementation(async () => {
      await held;
      return load();
    });
    const { user, transport } = renderWidget({ defaultOpen: true, storage: storageLeftMidAnswer() });
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(transport.requests).toHaveLength(0);

    release();
    await transport.waitForRequest();
    expect(transport.requests).toHaveLength(1);
    expect(transport.requests[0]!.messages.at(-1)!.parts).toEqual([{ type: 'text', text: 'And how do I theme it?' }]);
    transport.emit(...answerChunks('Pass a theme prop.'));
    transport.close();
    expect(await screen.findByText('Pass a theme prop.')).toBeInTheDocument();
    expect(screen.getAllByText('And how do I theme it?')).toHaveLength(1);
  });
});
