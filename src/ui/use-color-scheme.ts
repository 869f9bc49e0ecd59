import { useCallback, useSyncExternalStore } from 'react';
import { HOST_SCHEME_ATTRIBUTES, hostColorScheme, type ColorScheme } from './host-color-scheme';

/**
 * How the panel picks light or dark: `auto` follows the docs theme's own switch, then the reader's OS; `light` and
 * `dark` fix it; `{ dark: selector }` is dark while the selector matches anything in the page; a function decides.
 */
export type ColorSchemeSetting = 'auto' | ColorScheme | { dark: string } | ((doc: Document) => ColorScheme | undefined);

const DARK_QUERY = '(prefers-color-scheme: dark)';

// Every browser has `matchMedia`; test DOMs (jsdom) and a few embedded web views do not: they read as light.
const darkQuery = () => (typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : undefined);
const prefersDark = () => darkQuery()?.matches === true;

function resolve(setting: ColorSchemeSetting): ColorScheme {
  if (setting === 'light' || setting === 'dark') return setting;
  const fromHost =
    typeof setting === 'function'
      ? setting(document)
      : typeof setting === 'object'
        ? document.querySelector(setting.dark)
          ? 'dark'
          : 'light'
        : hostColorScheme(document);
  return fromHost ?? (prefersDark() ? 'dark' : 'light');
}

/** Re-reads on any change of the page's theme markers or of the OS preference. */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  const options = { attributes: true, attributeFilter: HOST_SCHEME_ATTRIBUTES };
  observer.observe(document.documentElement, options);
  if (document.body) observer.observe(document.body, options);
  const media = darkQuery();
  media?.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    media?.removeEventListener('change', onChange);
  };
}

/**
 * The scheme the panel shows now, live. On the server, and while hydrating, it is `auto`: the stylesheet then
 * follows `prefers-color-scheme` until the page is interactive, and the first client render matches the server's.
 */
export function useColorScheme(setting: ColorSchemeSetting = 'auto'): ColorScheme | 'auto' {
  const fixed = setting === 'light' || setting === 'dark';
  const getSnapshot = useCallback(() => resolve(setting), [setting]);
  const scheme = useSyncExternalStore(fixed ? noSubscription : subscribe, getSnapshot, serverSnapshot);
  return scheme;
}

const noSubscription = () => () => {};
const serverSnapshot = (): 'auto' => 'auto';
