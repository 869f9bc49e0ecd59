import { useState } from 'react';
import { useIsomorphicLayoutEffect } from '../react/use-isomorphic-layout-effect';
import { readPageLook, type PageLook } from './page-look';

export type ColorScheme = 'light' | 'dark';

/**
 * How the panel picks light or dark: `auto` follows what the page shows — the docs theme's own marker, else the
 * page's painted background, else the reader's OS; `light` and `dark` fix it; a function decides, for a site that
 * marks dark mode its own way (`undefined`: as `auto`).
 */
export type ColorSchemeSetting = 'auto' | ColorScheme | ((doc: Document) => ColorScheme | undefined);

export interface PageScheme extends PageLook {
  /** The root's `data-color-scheme`: `light`, `dark`, or `auto` (the stylesheet reads the theme's markers). */
  setting: ColorScheme | 'auto';
}

/**
 * The root's colour-scheme attributes. Keywords pass through; for `auto` (and a host's function) the page is read in
 * a layout effect — before the first paint, so nothing shows in the wrong scheme — and again whenever an attribute
 * of <html> or <body> changes (a theme switch), a transition ends (a background fading to the theme's new colour) or
 * the OS scheme changes (a page that follows it). Each read is two computed styles. The server and the first client
 * render say `auto`, so they agree.
 */
export function useColorScheme(setting: ColorSchemeSetting = 'auto'): PageScheme {
  const [page, setPage] = useState<PageScheme>({ setting: typeof setting === 'string' ? setting : 'auto' });
  useIsomorphicLayoutEffect(() => {
    if (setting === 'light' || setting === 'dark') return setPage({ setting });
    const doc = document;
    const update = () => {
      const next: PageScheme = {
        setting: (typeof setting === 'function' && setting(doc)) || 'auto',
        ...readPageLook(doc),
      };
      setPage((old) => (JSON.stringify(old) === JSON.stringify(next) ? old : next));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(doc.documentElement, { attributes: true });
    if (doc.body) observer.observe(doc.body, { attributes: true });
    const os = window.matchMedia?.('(prefers-color-scheme: dark)');
    os?.addEventListener('change', update);
    doc.addEventListener('transitionend', update);
    return () => {
      observer.disconnect();
      os?.removeEventListener('change', update);
      doc.removeEventListener('transitionend', update);
    };
  }, [setting]);
  return page;
}
