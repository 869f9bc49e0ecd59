// The search view in jsdom, for what a host wires up (real Chromium covers the keyboard, layout and the race:
// test/browser/widget/search.test.ts): a `source` function with the widget's filter, `onNavigate` for the host's
// router, `openSearch()` and `search={false}`.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchSource } from '../../../src/index';
import { renderWidget } from './render-widget';

afterEach(() => localStorage.clear());

const RESULTS = [
  { content: 'Rotate a token.', path: '/docs/auth#rotate', metadata: { title: 'Auth', heading: 'Rotate' } },
  { content: 'Install.', path: '/docs/install', metadata: { title: 'Install' } },
];

describe('the search view', () => {
  it('asks the host’s source with the widget’s filter, and follows a result through onNavigate', async () => {
    const source = vi.fn<SearchSource>(async () => RESULTS);
    const onNavigate = vi.fn();
    const onEvent = vi.fn();
    const widget = renderWidget({ search: { source }, onNavigate, onEvent, filter: { version: 'v2' } });
    act(() => widget.handle.current!.openSearch());
    const field = await screen.findByRole('combobox', { name: 'Search the docs' });
    await widget.user.type(field, 'token');
    await screen.findByRole('option', { name: /Rotate a token/ });
    expect(source).toHaveBeenLastCalledWith('token', expect.objectContaining({ filter: { version: 'v2' } }));
    await widget.user.keyboard('{ArrowDown}{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/docs/auth#rotate');
    expect(onEvent).toHaveBeenCalledWith({ type: 'search-result', href: '/docs/auth#rotate', query: 'token' });
    expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull();
  });

  it('opens nothing with search={false}', async () => {
    const widget = renderWidget({ search: false, defaultOpen: true });
    await screen.findByRole('dialog', { name: 'Ask AI' });
    act(() => widget.handle.current!.openSearch());
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Search' })).toBeNull());
    expect(screen.queryByRole('combobox', { name: 'Search the docs' })).toBeNull();
  });
});
