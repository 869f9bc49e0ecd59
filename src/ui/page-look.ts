/**
 * The scheme the page paints, for `colorScheme: 'auto'` where no theme marker says (the stylesheet reads those): the
 * first opaque background of <body>, then <html>; with neither, the canvas, which is light unless the root's
 * `color-scheme` asks for dark (`light dark` follows the OS: undefined, and the stylesheet asks the OS).
 */
export type PaintedScheme = 'light' | 'dark' | undefined;

/** What ui/follow-page-look.ts tells the root each time it reads the page. */
export interface PageLook {
  painted: PaintedScheme;
}

export function paintedScheme(doc: Document): PaintedScheme {
  const view = doc.defaultView!;
  for (const element of [doc.body, doc.documentElement]) {
    const lightness = element && lightnessOf(view.getComputedStyle(element).backgroundColor);
    if (lightness !== undefined) return lightness < 0.5 ? 'dark' : 'light';
  }
  const canvas = view.getComputedStyle(doc.documentElement).colorScheme || '';
  return !canvas.includes('dark') ? 'light' : canvas.includes('light') ? undefined : 'dark';
}

/**
 * shadcn's `--primary` as a colour, for the stylesheet's brand chain, or undefined: shadcn stores HSL channels without
 * `hsl()` (`222 47% 11%`, before Tailwind 4), OKLCH channels without `oklch()` in some setups, or a colour, which CSS
 * alone cannot tell apart.
 */
export function hostPrimary(doc: Document): string | undefined {
  const view = doc.defaultView!;
  let primary = view.getComputedStyle(doc.documentElement).getPropertyValue('--primary').trim();
  if (/^[\d.]+(deg)?\s/.test(primary)) primary = `${primary.includes('%') ? 'hsl' : 'oklch'}(${primary})`;
  return primary && view.CSS.supports('color', primary) ? primary : undefined;
}

/**
 * A computed colour's lightness from 0 to 1 (mid grey about 0.5), or undefined when it is mostly transparent.
 * Computed colours come as `rgb[a](…)` (0–255), `color(srgb …)` (0–1), or `oklch`/`oklab` (lightness 0–1, mid grey
 * 0.6) as given; anything else counts as painted light.
 */
function lightnessOf(color: string): number | undefined {
  const [fn = '', ...rest] = color.split(/[\s(),/]+/);
  const [a = 0, b = 0, c = 0, alpha = 1] = rest.filter((part) => /^[\d.]/.test(part)).map(parseFloat);
  if (alpha < 0.5) return undefined;
  if (fn.startsWith('ok')) return a / 1.2;
  return (0.2126 * a + 0.7152 * b + 0.0722 * c) / (fn === 'color' ? 1 : 255);
}
