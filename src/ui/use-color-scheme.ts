import { useReducer, useState } from 'react';
import { useIsomorphicLayoutEffect } from '../react/use-isomorphic-layout-effect';
import { paintedScheme } from './page-look';

export type ColorScheme = 'light' | 'dark';

/**
 * How the panel picks light or dark: `auto` follows what the page shows — the docs theme's own marker, else the
 * page's painted background, else the reader's OS; `light` and `dark` fix it; a function decides, for a site that
 * marks dark mode its own way (`undefined`: as `auto`).
 */
export type ColorSchemeSetting = 'auto' | ColorScheme | ((doc: Document) => ColorScheme | undefined);

/** The root's `data-color-scheme` (`light`, `dark`, or `auto`: the stylesheet reads the theme's markers) and
 * `data-da-page` (the scheme the page paints, page-look.ts). */
export type PageScheme = [setting: ColorScheme | 'auto', painted?: ColorScheme];

/**
 * The root's colour-scheme attributes, and a function that reads the page again (ui/page-fit.ts calls it when the
 * page's look may have changed). Keywords pass through; for `auto` and a host's function the page is read in a layout
 * effect — before the first paint, so nothing shows in the wrong scheme. The server and the first client render say
 * `auto`, so they agree.
 */
export function useColorScheme(setting: ColorSchemeSetting = 'auto'): [PageScheme, () => void] {
  const [page, setPage] = useState<PageScheme>([typeof setting === 'string' ? setting : 'auto']);
  const [reads, readAgain] = useReducer((count: number) => count + 1, 0);
  useIsomorphicLayoutEffect(() => {
    const next: PageScheme =
      setting === 'light' || setting === 'dark'
        ? [setting]
        : [(typeof setting === 'function' && setting(document)) || 'auto', paintedScheme(document)];
    setPage((old) => (old[0] === next[0] && old[1] === next[1] ? old : next));
  }, [setting, reads]);
  return [page, readAgain];
}
