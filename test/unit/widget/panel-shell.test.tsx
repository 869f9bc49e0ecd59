import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { holdPanelChunk } from './hold-panel-chunk';
import { renderWidget } from './render-widget';

// The real loader, except that the panel's chunk arrives only when the test lets it: a slow network.
vi.mock('../../../src/ui/lazy-panel', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/ui/lazy-panel')>();
  return { ...actual, loadPanel: vi.fn(actual.loadPanel) };
});

describe('opened before the panel has loaded', () => {
  it('the shell takes typing, Escape or the shortcut closes it and gives focus back, and the panel keeps the draft', async () => {
    const release = holdPanelChunk();
    const { user } = renderWidget();
    const launcher = screen.getByRole('button', { name: 'Ask AI' });
    await user.click(launcher);
    const shell = screen.getByRole('dialog', { name: 'Ask AI' });
    expect(shell).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('textbox', { name: 'Ask a question about the docs' })).toHaveFocus();
    await user.keyboard('How do I');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launcher).toHaveFocus();

    // The shortcut closes it too, and focus goes back the same way.
    await user.click(launcher);
    expect(screen.getByRole('dialog', { name: 'Ask AI' })).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Control>}i{/Control}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(launcher).toHaveFocus();

    await user.click(launcher);
    await act(async () => release());
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Ask AI' })).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('textbox', { name: 'Ask a question about the docs' })).toHaveValue('How do I');
  });
});
