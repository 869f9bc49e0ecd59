import { useSyncExternalStore } from 'react';
import { coversPage, fullScreenQuery } from '../core/covers-page';
import type { AssistantVariant } from '../react/widget-base';

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
