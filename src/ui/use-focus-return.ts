import { useIsomorphicLayoutEffect } from '../react/use-isomorphic-layout-effect';

/**
 * While `active`, focuses the input; when it ends, gives focus back to `returnTo` (what had it when the assistant
 * opened: the launcher, a page link, the element the reader was on when they pressed the shortcut) — unless the
 * reader has since moved focus somewhere else on the page.
 */
export function useFocusReturn(
  active: boolean,
  input: { current: HTMLElement | null },
  container: { current: HTMLElement | null },
  returnTo: { current: HTMLElement | null },
  /** Whether the assistant is open right now (read at cleanup): the shell giving way to the panel is not a close. */
  openRef: { current: boolean },
): void {
  // A layout effect: focus moves in the same task as the commit. Between the shell giving way to the panel and a
  // passive effect, focus sat on <body> for a frame, and a key typed then was lost (a flaky test caught it).
  useIsomorphicLayoutEffect(() => {
    if (!active) return;
    const field = input.current;
    if (field && !container.current?.contains(document.activeElement)) {
      field.focus({ preventScroll: true });
      // The reader may already have typed into the shell this panel replaces: keep writing where they were.
      if (field instanceof HTMLTextAreaElement) field.setSelectionRange(field.value.length, field.value.length);
    }
    return () => {
      if (openRef.current) return;
      const current = document.activeElement;
      // On close the panel's DOM is already gone: focus on a detached node, or on body, was ours.
      const focusWasOurs =
        !current || current === document.body || !current.isConnected || container.current?.contains(current);
      const target = returnTo.current;
      if (focusWasOurs && target?.isConnected) target.focus({ preventScroll: true });
    };
  }, [active, input, container, returnTo, openRef]);
}
