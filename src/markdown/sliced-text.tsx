import { useEffect, useMemo, useState } from 'react';

// Characters added per frame: a few milliseconds of layout on a slow phone, so a 5 MB text takes ~100 frames to
// appear in full instead of one task of seconds.
const SLICE_CHARS = 50_000;
// Each slice is a block of its own: appending one lays out that block only. Inline slices in one paragraph made the
// browser lay out the whole growing paragraph again every frame (a 5 MB text never finished).
const sliceStyle = { display: 'block' } as const;

/** Where the slice starting at `start` ends: after a line break or a space near the size, else at the size. */
function sliceEnd(text: string, start: number): number {
  const limit = start + SLICE_CHARS;
  if (limit >= text.length) return text.length;
  const floor = start + SLICE_CHARS / 2;
  const newline = text.lastIndexOf('\n', limit - 1);
  if (newline >= floor) return newline + 1;
  const space = text.lastIndexOf(' ', limit - 1);
  return space >= floor ? space + 1 : limit;
}

/** A long text rendered in slices, one more per animation frame, so no single task lays out all of it. */
export function SlicedText({ text }: { text: string }) {
  const ends = useMemo(() => {
    const list: number[] = [];
    for (let start = 0; start < text.length; start = list[list.length - 1] ?? text.length) {
      list.push(sliceEnd(text, start));
    }
    return list;
  }, [text]);
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= ends.length) return;
    const frame = requestAnimationFrame(() => setShown((n) => n + 1));
    return () => cancelAnimationFrame(frame);
  }, [shown, ends.length]);

  // A slice already in place is never rewritten.
  return ends.slice(0, shown).map((end, index) => (
    <span key={index} style={sliceStyle}>
      {text.slice(index === 0 ? 0 : ends[index - 1], end)}
    </span>
  ));
}
