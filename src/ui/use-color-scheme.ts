import { useState } from 'react';
import { useIsomorphicLayoutEffect } from '../react/use-isomorphic-layout-effect';
import type { PageLook } from './page-look';

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
 * The root's colour-scheme attributes, and `refresh`, which ui/page-fit.ts calls with the page's look after the first
 * paint and again whenever it may have changed (a new object each time: a host's function is read again then too).
 * Keywords pass through; for `auto` and a host's function the setting is read in a layout effect, before the first
 * paint. The server and the first client render say `auto`, so they agree.
 */
export function useColorScheme(setting: ColorSchemeSetting = 'auto'): [PageScheme, (look: PageLook) => void] {
  const [page, setPage] = useState<PageScheme>([typeof setting === 'string' ? setting : 'auto']);
  const [look, refresh] = useState<PageLook>();
  useIsomorphicLayoutEffect(() => {
    const next: PageScheme =
      setting === 'light' || setting === 'dark'
        ? [setting]
        : [(typeof setting === 'function' && setting(document)) || 'auto', look?.painted];
    setPage((old) => (old[0] === next[0] && old[1] === next[1] ? old : next));
  }, [setting, look]);
  return [page, refresh];
}
