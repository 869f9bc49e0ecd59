import { describe, expect, it } from 'vitest';
import { decodeSnapshot, encodeSnapshot } from '../../src/retrieval/snapshot-file';

/** The saved index's file format: typed arrays read back in place, damage refused, old files ignored. */
const value = {
  version: 5,
  ids: ['/a', '/b#x'],
  live: Uint8Array.from([1, 0, 1]),
  segments: [
    {
      terms: ['one', 'two'],
      docs: [Uint32Array.from([0, 2, 7]), new Uint32Array(0)],
      counts: [Uint16Array.from([300, 1, 2]), new Uint8Array(0)],
    },
  ],
  sets: { terms: Int32Array.from([-1, 5, 9]), starts: Uint32Array.from([0, 3]) },
  df: new Map([['one', 2]]),
  averages: [1.5, 0.25],
};

describe('snapshot file', () => {
  it('reads back what it wrote, its typed arrays as views into the bytes read', () => {
    const bytes = encodeSnapshot(value);
    const read = decodeSnapshot(bytes) as typeof value;
    expect(read).toEqual(value);
    expect(read.segments[0]?.docs[0]?.buffer).toBe(bytes.buffer);
  });

  it('refuses a file cut short or overwritten, and ignores one in the format before it', () => {
    const bytes = encodeSnapshot(value);
    expect(() => decodeSnapshot(bytes.subarray(0, bytes.length - 5))).toThrow(/cut short/);
    expect(() => decodeSnapshot(bytes.subarray(0, 20))).toThrow();
    expect(() => decodeSnapshot(Buffer.alloc(bytes.length, 7))).toThrow(/not a saved index/);
    expect(decodeSnapshot(Buffer.from([0xff, 0x0f, 0x6f, 0x7b]))).toBeUndefined();
  });
});
