import { useEffect, useState } from 'react';

// Characters added per frame: a few milliseconds of layout on a slow phone, so a 5 MB text takes ~100 frames to
// appear in full instead of one task of seconds.
const SLICE_CHARS = 50_000;

/** A long text rendered in slices, one more per animation frame, so no single task lays out all of it. */
export function SlicedText({ text }: { text: string }) {
  const [shown, setShown] = useState(() => Math.min(text.length, SLICE_CHARS));
  useEffect(() => {
    if (shown >= text.length) return;
    const frame = requestAnimationFrame(() => setShown((n) => Math.min(text.length, n + SLICE_CHARS)));
    return () => cancelAnimationFrame(frame);
  }, [shown, text.length]);

  const slices: string[] = [];
  for (let start = 0; start < Math.min(shown, text.length); start += SLICE_CHARS) {
    slices.push(text.slice(start, Math.min(start + SLICE_CHARS, shown)));
  }
  // One text node per slice: a slice already in place is never rewritten.
  return slices.map((slice, index) => <span key={index}>{slice}</span>);
}
