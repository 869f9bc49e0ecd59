// The search race: debounced, every superseded request aborted, and an answer for an older query never shown —
// even from a source that ignores its abort signal.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchRunner, type SearchState } from '../../../src/search/search-runner';
import type { SearchSourceOptions } from '../../../src/search/types';

interface Call {
  query: string;
  options: SearchSourceOptions;
  resolve: (results: unknown[]) => void;
}

function setup(debounceMs = 100) {
  const calls: Call[] = [];
  const states: SearchState[] = [];
  const runner = createSearchRunner({
    // Ignores the signal on purpose: the runner's own sequence must keep late answers out.
    source: (query, options) =>
      new Promise((resolve) => calls.push({ query, options, resolve: resolve as Call['resolve'] })),
    filter: () => ({ version: 'v2' }),
    onChange: (state) => states.push(state),
    debounceMs,
  });
  return { runner, calls, states, last: () => states[states.length - 1]! };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createSearchRunner', () => {
  it('sends one request for a word typed faster than the pause, with the filter', async () => {
    const { runner, calls } = setup();
    for (const prefix of ['r', 'ro', 'rot', 'rota', 'rotat', 'rotate']) {
      runner.update(prefix);
      await vi.advanceTimersByTimeAsync(50);
    }
    await vi.advanceTimersByTimeAsync(100);
    expect(calls.map((call) => call.query)).toEqual(['rotate']);
    expect(calls[0]!.options.filter).toEqual({ version: 'v2' });
  });

  it('aborts the request in flight when the query changes, and never shows its late answer', async () => {
    const { runner, calls, last } = setup();
    runner.update('rot');
    await vi.advanceTimersByTimeAsync(100);
    runner.update('rotate');
    expect(calls[0]!.options.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    calls[1]!.resolve([{ path: '/new' }]);
    await vi.advanceTimersByTimeAsync(0);
    // The first, slower answer arrives last.
    calls[0]!.resolve([{ path: '/old' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toMatchObject({ query: 'rotate', status: 'done', results: [{ path: '/new' }] });
  });

  it('keeps the shown results while the next query loads, and clears them for an empty field', async () => {
    const { runner, calls, last } = setup();
    runner.update('rot');
    await vi.advanceTimersByTimeAsync(100);
    calls[0]!.resolve([{ path: '/a' }]);
    await vi.advanceTimersByTimeAsync(0);
    runner.update('rotate');
    expect(last()).toMatchObject({ query: 'rotate', status: 'loading', results: [{ path: '/a' }] });
    runner.update('  ');
    expect(last()).toMatchObject({ query: '', status: 'idle', results: [] });
    expect(calls[1]).toBeUndefined();
  });

  it('does not search again for a space typed after the same words', async () => {
    const { runner, calls } = setup();
    runner.update('rotate');
    await vi.advanceTimersByTimeAsync(100);
    runner.update('rotate ');
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(1);
  });

  it('reports a failure of the newest query only, and retries it at once', async () => {
    const states: SearchState[] = [];
    let fail = true;
    const runner = createSearchRunner({
      source: async () => {
        if (fail) throw new Error('down');
        return [{ path: '/back', content: '', metadata: {} }];
      },
      filter: () => undefined,
      onChange: (state) => states.push(state),
      debounceMs: 100,
    });
    runner.update('rotate');
    await vi.advanceTimersByTimeAsync(100);
    expect(states.at(-1)).toMatchObject({ status: 'error', query: 'rotate' });
    fail = false;
    runner.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toMatchObject({ status: 'done', results: [{ path: '/back' }] });
  });

  it('reports nothing after dispose', async () => {
    const { runner, calls, states } = setup();
    runner.update('rotate');
    await vi.advanceTimersByTimeAsync(100);
    runner.dispose();
    const before = states.length;
    calls[0]!.resolve([{ path: '/late' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(states).toHaveLength(before);
    expect(calls[0]!.options.signal.aborted).toBe(true);
  });
});
