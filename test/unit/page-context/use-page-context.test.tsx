import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePageContext, type PageContextOptions } from '../../../src/react/use-page-context';

const bindings = () => ({ widgetRef: { current: null }, attach: vi.fn() });

describe('usePageContext current path', () => {
  it('follows client-side navigation (the transport trims what it sends to 200 characters)', () => {
    history.replaceState({}, '', '/start');
    const { result } = renderHook(() => usePageContext({ selection: false, code: false }, bindings()));
    expect(result.current.getCurrentPath()).toBe('/start');
    act(() => history.pushState({}, '', '/guide/next'));
    expect(result.current.getCurrentPath()).toBe('/guide/next');
  });

  it('takes a host override as a string or a function, and sends none when off', () => {
    let dynamic = '/from-function';
    const { result, rerender } = renderHook(
      (options: PageContextOptions | false) => usePageContext(options, bindings()),
      {
        initialProps: { currentPath: '/fixed', selection: false, code: false } as PageContextOptions | false,
      },
    );
    expect(result.current.getCurrentPath()).toBe('/fixed');
    const stable = result.current.getCurrentPath;
    rerender({ currentPath: () => dynamic, selection: false, code: false });
    expect(result.current.getCurrentPath).toBe(stable);
    dynamic = '/changed';
    expect(result.current.getCurrentPath()).toBe('/changed');
    rerender({ currentPath: false });
    expect(result.current.getCurrentPath()).toBeUndefined();
    rerender(false);
    expect(result.current.getCurrentPath()).toBeUndefined();
  });
});
