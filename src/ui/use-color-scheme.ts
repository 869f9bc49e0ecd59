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

/**
 * The root's `data-color-scheme` (`light`, `dark`, or `auto`: the stylesheet reads the theme's markers) and
 * `data-da-page`: the scheme the page paints (page-look.ts), `os` where it paints nothing of its own, absent until the
 * page has been read — the stylesheet keeps an `auto` widget unpainted until then, so it never shows in a scheme that
 * is not the page's.
 */
export type PageScheme = [setting: ColorScheme | 'auto', painted?: ColorScheme | 'os'];

/**
 * The root's colour-scheme attributes, and `refresh`, which ui/follow-page-look.ts calls with the page's look after
 * the first paint and again whenever it may have changed (a new object each time: a host's function is read again
 * then too).
 * Reading the paint there rather than here keeps its code out of the up-front bundle (architecture/performance.md);
 * the widget waits for it unpainted, a frame or two after the page's own first paint. Keywords pass through; a host's
 * function is read in a layout effect, before the first paint. The server and the first client render say `auto`, so
 * they agree.
 */
export function useColorScheme(setting: ColorSchemeSetting = 'auto'): [PageScheme, (look: PageLook) => void] {
  const [page, setPage] = useState<PageScheme>([typeof setting === 'string' ? setting : 'auto']);
  const [look, refresh] = useState<PageLook>();
  useIsomorphicLayoutEffect(() => {
    const next: PageScheme =
      setting === 'light' || setting === 'dark'
        ? [setting]
        : [(typeof setting === 'function' && setting(document)) || 'auto', look && (look.painted ?? 'os')];
    setPage((old) => (old[0] === next[0] && old[1] === next[1] ? old : next));
  }, [setting, look]);
  return [page, refresh];
}
