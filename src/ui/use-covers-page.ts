import { useSyncExternalStore } from 'react';
import type { AssistantVariant } from '../react/widget-base';

/**
 * The widths and heights at which the stylesheet makes the floating panel (popover, sidebar) fill the viewport
 * (styles/docs-assistant.css, "Narrow or short screens"; the page buttons hide at the same query in
 * page-context/affordance-button.ts). Keep the three in step.
 */
const FULL_SCREEN_QUERY = '(max-width: 480px), (max-height: 520px)';

// No `matchMedia` (jsdom, a server): never full screen.
export const fullScreenQuery = (): MediaQueryList | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(FULL_SCREEN_QUERY)
    : undefined;
const subscribe = (onChange: () => void) => {
  const query = fullScreenQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const isFullScreen = () => fullScreenQuery()?.matches ?? false;
// On a server nothing is open over anything.
const onServer = () => false;

/**
 * Whether the open panel covers the page, so that the page behind it should be inert: always for the `modal` variant
 * (it has a backdrop and is `aria-modal`), and for the popover and sidebar while the stylesheet makes them fill the
 * screen — followed live, so a phone turned sideways or a window widened to 1280 px gives the page back. Never for
 * `inline`, and not for an `unstyled` popover or sidebar: the host's own styles decide where that one sits.
 */
export function useCoversPage(variant: AssistantVariant, unstyled: boolean): boolean {
  return coversPage(variant, unstyled, useSyncExternalStore(subscribe, isFullScreen, onServer));
}

/** The rule of `useCoversPage`, for a screen that is (`fullScreen`) or is not filled by a floating panel. */
export function coversPage(variant: AssistantVariant, unstyled: boolean, fullScreen: boolean): boolean {
  if (variant === 'modal') return true;
  return (variant === 'popover' || variant === 'sidebar') && !unstyled && fullScreen;
}
