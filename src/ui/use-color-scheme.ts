import { useEffect, useState } from 'react';

export type ColorScheme = 'light' | 'dark';

/**
 * How the panel picks light or dark: `auto` follows the docs theme's own switch, then the reader's OS (the
 * stylesheet reads both, live); `light` and `dark` fix it; a function decides, for a site that marks dark mode its
 * own way (`undefined`: as `auto`).
 */
export type ColorSchemeSetting = 'auto' | ColorScheme | ((doc: Document) => ColorScheme | undefined);

// A theme switch changes an attribute or a class on <html> or <body>; that is when a host's function may answer anew.
const WATCHED = {
  attributes: true,
  attributeFilter: ['class', 'style', 'data-theme', 'data-mode', 'data-bs-theme', 'data-md-color-scheme'],
};

/**
 * The value of the root's `data-color-scheme`. Keywords pass through; a host's function is asked after mount (the
 * server and the first client render say `auto`, so they agree) and again whenever the page's theme markers change.
 */
export function useColorScheme(setting: ColorSchemeSetting = 'auto'): ColorSchemeSetting & string {
  const decide = typeof setting === 'function' ? setting : undefined;
  const [decided, setDecided] = useState<ColorScheme | 'auto'>('auto');
  useEffect(() => {
    if (!decide) return;
    const update = () => setDecided(decide(document) ?? 'auto');
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.documentElement, WATCHED);
    if (document.body) observer.observe(document.body, WATCHED);
    return () => observer.disconnect();
  }, [decide]);
  return decide ? decided : (setting as ColorSchemeSetting & string);
}
