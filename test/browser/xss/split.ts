export type SplitStyle = 'random cuts' | 'tiny pieces';
/**
 * A cut stream's last render is the whole answer, so streaming a payload whole as well checked nothing a cut stream
 * does not also reach, and took a third of the suite.
 */
export const SPLIT_STYLES: SplitStyle[] = ['random cuts', 'tiny pieces'];

// How many 1–3 character pieces the "tiny pieces" style cuts: each becomes its own render, so this bounds the time.
const TINY_WINDOW = 8;

/**
 * Cuts text into stream deltas: at 1–6 random places; or, in a window at a random place, into up to
 * 8 pieces of 1–3 characters (which cut through whatever scheme, entity or tag is there), the text before and after
 * the window arriving whole. The payloads are BMP-only, so no cut splits a surrogate pair; the pieces always join
 * back to the text.
 */
export function splitText(text: string, style: SplitStyle, random: () => number): string[] {
  if (text.length < 2) return [text];
  const cuts = new Set<number>();
  if (style === 'random cuts') {
    const count = 1 + Math.floor(random() * 6);
    for (let i = 0; i < count; i++) cuts.add(1 + Math.floor(random() * (text.length - 1)));
  } else {
    let at = Math.floor(random() * Math.max(1, text.length - TINY_WINDOW * 2));
    if (at > 0) cuts.add(at);
    for (let i = 0; i < TINY_WINDOW && at < text.length - 1; i++) {
      at += 1 + Math.floor(random() * 3);
      if (at < text.length) cuts.add(at);
    }
  }
  const points = [0, ...[...cuts].sort((a, b) => a - b), text.length];
  const pieces: string[] = [];
  for (let i = 1; i < points.length; i++) pieces.push(text.slice(points[i - 1], points[i]));
  return pieces;
}
