import type { ColorScheme } from './use-color-scheme';

/**
 * What the page itself shows, read from its computed styles; the stylesheet decides the rest (theme markers first, a
 * theme's brand properties), so this reads only what CSS cannot:
 * - `scheme`: the page's painted background — the first opaque background of <body>, then <html>; with neither, the
 *   canvas, which is light unless the root's `color-scheme` asks for dark (`light dark` follows the OS: undefined).
 * - `primary`: shadcn's `--primary`, which is a colour (`oklch(…)`) or HSL channels without the function
 *   (`222 47% 11%`, shadcn before Tailwind 4); CSS cannot tell the two apart, so the preset receives a colour.
 */
export interface PageLook {
  scheme?: ColorScheme;
  primary?: string;
}

export function readPageLook(doc: Document): PageLook {
  const view = doc.defaultView;
  if (!view) return {};
  let scheme: ColorScheme | undefined;
  for (const element of [doc.body, doc.documentElement]) {
    const lightness = element && lightnessOf(view.getComputedStyle(element).backgroundColor);
    if (lightness !== undefined) {
      scheme = lightness < 0.5 ? 'dark' : 'light';
      break;
    }
  }
  const root = view.getComputedStyle(doc.documentElement);
  if (!scheme) {
    const canvas = root.colorScheme || '';
    scheme = !canvas.includes('dark') ? 'light' : canvas.includes('light') ? undefined : 'dark';
  }
  let primary = root.getPropertyValue('--primary').trim();
  if (/^[\d.]+(deg)?\s/.test(primary)) primary = `hsl(${primary})`;
  return { scheme, primary: primary && view.CSS?.supports('color', primary) ? primary : undefined };
}

/**
 * A computed colour's lightness from 0 to 1 (mid grey at 0.5), or undefined when it is mostly transparent. Computed
 * colours come as `rgb[a](…)` (0–255), `color(srgb …)` (0–1), or in the space they were given: `oklch`/`oklab`
 * (lightness 0–1) and `lab`/`lch` (0–100).
 */
function lightnessOf(color: string): number | undefined {
  const [fn = '', ...rest] = color.split(/[\s(),/]+/).filter(Boolean);
  const values = rest.filter((part) => !/^[a-z]/.test(part)).map(parseFloat);
  const [a = 0, b = 0, c = 0, alpha = 1] = values;
  if (values.length < 3 || alpha < 0.5) return undefined;
  if (fn.startsWith('rgb')) return (0.2126 * a + 0.7152 * b + 0.0722 * c) / 255;
  if (fn === 'color') return 0.2126 * a + 0.7152 * b + 0.0722 * c;
  // OKLab's mid grey (#808080) is 0.6, CIELAB's 54.
  return fn.startsWith('ok') ? a / 1.2 : a / 108;
}
