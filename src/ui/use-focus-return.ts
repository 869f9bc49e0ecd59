import type { FocusReturn } from '../react/focus-return';
import { useIsomorphicLayoutEffect } from '../react/use-isomorphic-layout-effect';
import type { CoveringWidget } from './cover-page';
import { coverPageWhileLoading } from './lazy-cover-page';

/**
 * While `active`, focuses the input; when it ends, asks the root to give focus back to what had it when the assistant
 * opened (the launcher, a page link, the element the reader was on when they pressed the shortcut) — unless the reader
 * has since moved focus somewhere else on the page. The root does it once the close has committed
 * (react/focus-return.ts); a frame that replaces this one in the same commit (the panel after the shell) cancels it.
 */
export function useFocusReturn(
  active: boolean,
  input: { current: HTMLElement | null },
  container: { current: HTMLElement | null },
  focusReturn: FocusReturn,
  /**
   * The loading frame's widget: the page is covered while the frame shows (ui/lazy-cover-page.ts), and given back
   * before focus goes back to it (an element of the page takes no focus while it is inert). Read as the frame opens.
   */
  cover?: CoveringWidget,
): void {
  // A layout effect: focus moves in the same task as the commit. Between the shell giving way to the panel and a
  // passive effect, focus sat on <body> for a frame, and a key typed then was lost (a flaky test caught it).
  useIsomorphicLayoutEffect(() => {
    if (!active) return;
    const uncover = cover && coverPageWhileLoading(container.current!, cover);
    focusReturn.cancel();
    const field = input.current;
    if (field && !container.current?.contains(document.activeElement)) {
      field.focus({ preventScroll: true });
      // The reader may already have typed into the shell this panel replaces: keep writing where they were.
      if (field instanceof HTMLTextAreaElement) field.setSelectionRange(field.value.length, field.value.length);
    }
    return () => {
      uncover?.();
      const current = document.activeElement;
      // On close the panel's DOM is already gone: focus on a detached node, or on body, was ours.
      focusReturn.leave(
        !current || current === document.body || !current.isConnected || !!container.current?.contains(current),
      );
    };
  }, [active, input, container, focusReturn]);
}
