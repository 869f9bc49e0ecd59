import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { holdPanelChunk } from './hold-panel-chunk';
import { renderWidget } from './render-widget';

// A file of its own: the shell shows only until a file's first panel has loaded.
vi.mock('../../../src/ui/lazy-panel', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/ui/lazy-panel')>();
  return { ...actual, loadPanel: vi.fn(actual.loadPanel) };
});

describe('the shell giving way to the panel', () => {
  it('the panel takes focus in the same task it replaces the shell, so no key typed in between is lost', async () => {
    const release = holdPanelChunk();
    const { user } = renderWidget();
    await user.click(screen.getByRole('button', { name: 'Ask AI' }));
    expect(screen.getByRole('textbox', { name: 'Ask a question about the docs' })).toHaveFocus();

    // Outside act(), so React schedules as in a browser: the first moment after the panel's DOM is in is a
    // MutationObserver callback, before any passive effect (where focus used to move, a frame later).
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const focusWhenPanelAppears = new Promise<Element | null>((resolve) => {
        const observer = new MutationObserver(() => {
          const panel = document.querySelector('[data-da-slot="panel"][data-state="open"]');
          if (!panel) return;
          observer.disconnect();
          resolve(
            document.activeElement === panel.querySelector('textarea')
              ? panel.querySelector('textarea')
              : document.activeElement,
          );
        });
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      });
      release();
      const focused = await focusWhenPanelAppears;
      expect(focused).toBe(screen.getByRole('textbox', { name: 'Ask a question about the docs' }));
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});
