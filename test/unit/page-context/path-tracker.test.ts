import { describe, expect, it, vi } from 'vitest';
import { subscribeToPath } from '../../../src/page-context';

// jsdom has no Navigation API, so this exercises the fallback that wraps the history methods.
describe('subscribeToPath without the Navigation API', () => {
  it('reports pushState, replaceState, popstate and hashchange, and restores history after the last unsubscribe', () => {
    const native = { pushState: history.pushState, replaceState: history.replaceState };
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = subscribeToPath(first);
    const stopSecond = subscribeToPath(second);
    const wrapped = history.pushState;
    expect(wrapped).not.toBe(native.pushState);

    history.pushState({}, '', '/a');
    history.replaceState({}, '', '/b');
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(location.pathname).toBe('/b');
    expect(first).toHaveBeenCalledTimes(4);
    expect(second).toHaveBeenCalledTimes(4);

    stopFirst();
    expect(history.pushState).toBe(wrapped);
    history.pushState({}, '', '/c');
    expect(first).toHaveBeenCalledTimes(4);
    expect(second).toHaveBeenCalledTimes(5);

    stopSecond();
    expect(history.pushState).toBe(native.pushState);
    expect(history.replaceState).toBe(native.replaceState);
  });

  it("leaves a router's later wrapper in place rather than unwrap it", () => {
    const native = history.pushState;
    const stop = subscribeToPath(() => {});
    const ours = history.pushState;
    const router = vi.fn(function (this: History, ...args: Parameters<History['pushState']>) {
      return ours.apply(this, args);
    });
    history.pushState = router;
    stop();
    expect(history.pushState).toBe(router);
    history.pushState({}, '', '/d');
    expect(router).toHaveBeenCalledOnce();
    expect(location.pathname).toBe('/d');
    // The page's history as the other tests expect to find it.
    history.pushState = native;
  });
});
