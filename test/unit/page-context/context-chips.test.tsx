import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WIDGET_MAX_CONTEXT_CHARS, WIDGET_MAX_CONTEXT_ITEMS } from '../../../src/page-context';
import { AssistantStoreContext } from '../../../src/react/store-context';
import { createAssistantStore } from '../../../src/store/assistant-store';
import { hydrateStore } from '../../../src/store/hydrate';
import { ContextChips } from '../../../src/ui/context-chips';

function setup(labels?: Parameters<typeof ContextChips>[0]) {
  const store = createAssistantStore({ domain: 'chips', storage: null });
  // As the panel does as it mounts: the limits on attached context apply from then on.
  hydrateStore(store);
  render(
    <AssistantStoreContext.Provider value={store}>
      <ContextChips {...labels} />
    </AssistantStoreContext.Provider>,
  );
  return store;
}

describe('ContextChips', () => {
  it('shows each attached item with a preview, its full text on demand, and removes one by one', async () => {
    const store = setup();
    act(() => {
      store.getState().addContext({ type: 'textSelection', value: 'Run the installer.', path: '/docs' });
      store.getState().addContext({ type: 'code', value: 'npm install docs-assistant', path: '/docs' });
    });
    const list = screen.getByRole('list', { name: 'Attached context' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: /^Code npm install/ }));
    expect(screen.getByRole('button', { name: /^Code npm install/, expanded: true })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Selection: Run the installer.' }));
    expect(store.getState().context).toEqual([{ type: 'code', value: 'npm install docs-assistant', path: '/docs' }]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('keeps the count limit on the store and says so', () => {
    const store = setup();
    act(() => {
      for (let i = 0; i <= WIDGET_MAX_CONTEXT_ITEMS; i++)
        store.getState().addContext({ type: 'textSelection', value: `item ${i}` });
    });
    expect(store.getState().context).toHaveLength(WIDGET_MAX_CONTEXT_ITEMS);
    expect(screen.getByRole('status').textContent).toMatch(`Up to ${WIDGET_MAX_CONTEXT_ITEMS} items`);
  });

  it('cuts a long item, marks its chip and says so, with host-overridden labels', () => {
    const store = setup({ labels: { trimmed: 'Cut to {max}.', trimmedBadge: 'cut', textSelection: 'Auswahl' } });
    act(() => store.getState().addContext({ type: 'textSelection', value: 'z'.repeat(WIDGET_MAX_CONTEXT_CHARS + 1) }));
    expect(store.getState().context[0]!.value).toHaveLength(WIDGET_MAX_CONTEXT_CHARS);
    expect(screen.getByRole('status').textContent).toBe('Cut to 4,000.');
    expect(screen.getByRole('button', { name: /^Auswahl z+… \(cut\)$/ })).toBeTruthy();
  });

  it('renders nothing visible when no context is attached', () => {
    setup();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
