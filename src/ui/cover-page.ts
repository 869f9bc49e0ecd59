/**
 * The loading frame's share of what the panel does while it covers the page (ui/panel.tsx): the page behind inert
 * and Tab kept inside the frame — on a phone the frame fills the screen for as long as the panel's chunk takes (a
 * second and more on a first visit). A chunk of its own, loaded with the panel on intent (ui/lazy-panel.ts) and far
 * smaller than it, so the up-front chunk does not carry it.
 */
import type { AssistantVariant } from '../react/widget-base';
import { inertOthers } from './inert-page';
import { coversPage, fullScreenQuery } from './use-covers-page';
import { trapFocus } from './use-focus-trap';

/**
 * While the frame covers the page (followed live: a phone turned sideways gives the page back), makes everything
 * beside `keep` inert and keeps Tab inside `frame`. The returned function undoes it.
 */
export function coverPage(options: {
  variant: AssistantVariant;
  unstyled: boolean;
  keep: Element[];
  frame: HTMLElement;
}): () => void {
  const query = fullScreenQuery();
  let undo: (() => void) | undefined;
  const follow = () => {
    const covers = coversPage(options.variant, options.unstyled, query?.matches ?? false);
    if (covers && !undo) {
      const givePageBack = inertOthers(options.keep);
      const untrap = trapFocus(options.frame);
      undo = () => {
        givePageBack();
        untrap();
      };
    } else if (!covers && undo) {
      undo();
      undo = undefined;
    }
  };
  follow();
  query?.addEventListener('change', follow);
  return () => {
    query?.removeEventListener('change', follow);
    undo?.();
    undo = undefined;
  };
}
