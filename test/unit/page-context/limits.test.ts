import { describe, expect, it } from 'vitest';
import type { ContextItem } from '../../../src/core/types';
import { clampContext, MAX_CONTEXT_CHARS, MAX_CONTEXT_ITEMS, wasTrimmed } from '../../../src/page-context';

const item = (value: string): ContextItem => ({ type: 'textSelection', value, path: '/p' });

describe('clampContext', () => {
  it('keeps context within the limits unchanged', () => {
    const context = [item('a'), item('b')];
    const clamped = clampContext(context);
    expect(clamped.changed).toBe(false);
    expect(clamped.items).toEqual(context);
  });

  it('keeps the first items and counts the ones over the limit', () => {
    const context = Array.from({ length: MAX_CONTEXT_ITEMS + 2 }, (_, i) => item(`item ${i}`));
    const clamped = clampContext(context);
    expect(clamped.items.map((i) => i.value)).toEqual(context.slice(0, MAX_CONTEXT_ITEMS).map((i) => i.value));
    expect(clamped.dropped).toBe(2);
  });

  it('cuts long values to the limit, marks them, and never splits a surrogate pair', () => {
    const long = item(`${'x'.repeat(MAX_CONTEXT_CHARS - 1)}😀tail`);
    const clamped = clampContext([long]);
    expect(clamped.trimmed).toBe(1);
    expect(clamped.items[0]!.value).toBe('x'.repeat(MAX_CONTEXT_CHARS - 1));
    expect(wasTrimmed(clamped.items[0]!)).toBe(true);
    expect(long.value.length).toBeGreaterThan(MAX_CONTEXT_CHARS);
  });

  it('drops an item already attached, including a long one attached again', () => {
    const long = item('y'.repeat(MAX_CONTEXT_CHARS + 10));
    const first = clampContext([item('same'), item('same')]);
    expect(first.items).toHaveLength(1);
    expect(first.duplicates).toBe(1);
    const kept = clampContext([long]).items;
    const again = clampContext([...kept, long]);
    expect(again.items).toHaveLength(1);
    expect(again.duplicates).toBe(1);
  });
});
