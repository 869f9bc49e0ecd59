/**
 * The loading frame's share of what the panel does while it covers the page (ui/panel.tsx): the page behind inert
 * and Tab kept inside the frame — on a phone the frame fills the screen for as long as the panel's chunk takes (a
 * second and more on a first visit). Loaded by ui/lazy-cover-page.ts as the frame shows, a chunk far smaller than the
 * panel's.
 */
import type { AssistantWidgetBase } from '../react/widget-base';
import { inertOthers } from './inert-page';
import { coversPage, fullScreenQuery } from '../core/covers-page';
import { trapFocus } from './use-focus-trap';

/** What the frame's widget says about where it sits: its variant, `unstyled`, and its outermost element. */
export type CoveringWidget = Pick<AssistantWidgetBase, 'variant' | 'unstyled' | 'widgetRef'>;

/**
 * While the frame covers the page (followed live: a phone turned sideways gives the page back), makes everything
 * beside the widget's root (the frame, when there is none) inert and keeps Tab inside `frame`. The returned function
 * undoes it.
 */
export function coverPage(frame: HTMLElement, { variant, unstyled, widgetRef }: CoveringWidget): () => void {
  const keep = widgetRef.current ?? frame;
  const query = fullScreenQuery();
  let undo: (() => void) | undefined;
  const follow = () => {
    const covers = coversPage(variant, unstyled, query?.matches ?? false);
    if (covers && !undo) {
      const givePageBack = inertOthers([keep]);
      const untrap = trapFocus(frame);
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
