// WCAG 2.2 relative luminance and contrast ratio, for the checks axe leaves to us (focus rings, icons).

/** The first `rgb()`/`rgba()` colour in a computed style value, as [r, g, b, alpha]. */
export function parseColor(value: string): [number, number, number, number] {
  const match = /rgba?\(([^)]+)\)/.exec(value);
  if (!match) throw new Error(`No rgb() colour in "${value}"`);
  const [r = 0, g = 0, b = 0, a = 1] = match[1]!
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map(Number);
  return [r, g, b, a];
}

function luminance([r, g, b]: [number, number, number, number]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** Contrast ratio of two opaque computed colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(parseColor(a)), luminance(parseColor(b))].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}
