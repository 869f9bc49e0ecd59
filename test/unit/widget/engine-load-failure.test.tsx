import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadEngine } from '../../../src/react/lazy-chunks';
import { renderWidget } from './render-widget';

// The real loader, with a way to make one load fail as an offline page or a replaced deploy would.
vi.mock('../../../src/react/lazy-chunks', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/react/lazy-chunks')>();
  return { ...actual, loadEngine: vi.fn(actual.loadEngine) };
});

describe('when the chat engine cannot be loaded', () => {
  it('says so, keeps the question, and Try again loads it and sends the question', async () => {
    vi.mocked(loadEngine).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const { user, transport } = renderWidget({ defaultOpen: true });
    await user.type(await screen.findByRole('textbox'), 'Still there?{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the assistant');
    expect(transport.requests).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await transport.waitForRequest();
    expect(transport.requests[0]!.messages.at(-1)!.parts).toEqual([{ type: 'text', text: 'Still there?' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
