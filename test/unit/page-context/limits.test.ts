import { describe, expect, it } from 'vitest';
import type { ContextItem } from '../../../src/core/types';
import {
  clampContext,
  WIDGET_MAX_CONTEXT_CHARS,
  WIDGET_MAX_CONTEXT_ITEMS,
  wasTrimmed,
} from '../../../src/page-context';

const item = (value: string): ContextItem => ({ type: 'textSelection', value, path: '/p' });

describe('clampContext', () => {
  it('keeps context within the limits unchanged', () => {
    const context = [item('a'), item('b')];
    const clamped = clampContext(context);
    expect(clamped.changed).toBe(false);
    expect(clamped.items).toEqual(context);
  });

  it('keeps the first items and counts the ones over the limit', () => {
    const context = Array.from({ length: WIDGET_MAX_CONTEXT_ITEMS + 2 }, (_, i) => item(`item ${i}`));
    const clamped = clampContext(context);
    expect(clamped.items.map((i) => i.value)).toEqual(context.slice(0, WIDGET_MAX_CONTEXT_ITEMS).map((i) => i.value));
    expect(clamped.dropped).toBe(2);
  });

  it('cuts long values to the limit, marks them, and never splits a surrogate pair', () => {
    const long = item(`${'x'.repeat(WIDGET_MAX_CONTEXT_CHARS - 1)}😀tail`);
    const clamped = clampContext([long]);
    expect(clamped.trimmed).toBe(1);
    expect(clamped.items[0]!.value).toBe('x'.repeat(WIDGET_MAX_CONTEXT_CHARS - 1));
    expect(wasTrimmed(clamped.items[0]!)).toBe(true);
    expect(long.value.length).toBeGreaterThan(WIDGET_MAX_CONTEXT_CHARS);
  });

  it('drops an item already attached, including a long one attached again', () => {
    const long = item('y'.repeat(WIDGET_MAX_CONTEXT_CHARS + 10));
    const first = clampContext([item('same'), item('same')]);
    expect(first.items).toHaveLength(1);
    expect(first.duplicates).toBe(1);
    const kept = clampContext([long]).items;
    const again = clampContext([...kept, long]);
    expect(again.items).toHaveLength(1);
    expect(again.duplicates).toBe(1);
  });
});

describe("the widget's limits and the wire contract's", () => {
  it('whatever the widget keeps of an oversized context, the contract accepts; one item more per field it refuses', async () => {
    const { parseAssistantRequest } = await import('../../../src/contract/assistant-request');
    const { WIRE_MAX_CONTEXT_CHARS, WIRE_MAX_CONTEXT_ITEMS } = await import('../../../src/contract/limits');
    const body = (context: ContextItem[]) => ({
      fp: 'anonymous',
      messages: [{ id: 'q1', role: 'user', parts: [{ type: 'text', text: 'What is this?' }] }],
      context,
    });
    const huge = Array.from({ length: WIRE_MAX_CONTEXT_ITEMS * 2 }, (_, i) =>
      item(`${i}`.repeat(WIRE_MAX_CONTEXT_CHARS)),
    );
    const kept = clampContext(huge).items;
    expect(kept).toHaveLength(WIDGET_MAX_CONTEXT_ITEMS);
    expect(parseAssistantRequest(body(kept)).ok).toBe(true);
    // The contract is the outer bound: past it, a hand-made request is refused, never clamped.
    expect(
      parseAssistantRequest(body(huge.slice(0, WIRE_MAX_CONTEXT_ITEMS + 1).map((i) => item(i.value.slice(0, 10))))).ok,
    ).toBe(false);
    expect(parseAssistantRequest(body([item('x'.repeat(WIRE_MAX_CONTEXT_CHARS + 1))])).ok).toBe(false);
  });
});
