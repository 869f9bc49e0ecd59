import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdPanelChunk } from './hold-panel-chunk';
import { renderWidget } from './render-widget';

// The real loader, except that the panel's chunk arrives only when the test lets it: a slow network.
vi.mock('../../../src/ui/lazy-panel', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/ui/lazy-panel')>();
  return { ...actual, loadPanel: vi.fn(actual.loadPanel) };
});

afterEach(() => vi.restoreAllMocks());

describe('the one question box, in the loading shell and in the panel', () => {
  it('keeps the typed question when a refused key stops it, from the shell and then from the panel', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const release = holdPanelChunk();
    // A server-only key: the widget refuses it and sends nothing.
    const { user, transport } = renderWidget({ apiKey: 'mint_server_only_key_for_tests' });
    await user.click(screen.getByRole('button', { name: 'Ask AI' }));
    expect(screen.getByRole('dialog', { name: 'Ask AI' })).toHaveAttribute('aria-busy', 'true');
    const shellBox = screen.getByRole('textbox', { name: 'Ask a question about the docs' });
    await user.keyboard('How do I install it?{Enter}');
    expect(shellBox).toHaveValue('How do I install it?');

    await act(async () => release());
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Ask AI' })).not.toHaveAttribute('aria-busy'));
    const panelBox = screen.getByRole('textbox', { name: 'Ask a question about the docs' });
    expect(panelBox).toHaveValue('How do I install it?');
    expect(panelBox).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(panelBox).toHaveValue('How do I install it?');
    expect(transport.requests).toHaveLength(0);
  });
});
