import { useEffect } from 'react';

/**
 * Escape closes a non-modal panel even when focus is no longer in it — after a click on its text, focus is on
 * <body> — as long as the reader's last interaction (a pointer down or focus) was with the panel. After a click or
 * Tab into the page, the page's own Escape (its menus, its search) is left alone: the panel stays open beside what
 * the reader is doing there. Escape with focus inside is the panel's own handler.
 */
export function useEscapeAfterInteraction(
  container: { current: HTMLElement | null },
  active: boolean,
  close: () => void,
): void {
  useEffect(() => {
    if (!active) return;
    // Open means the reader just reached for it (the launcher, the shortcut, a link of ours).
    let lastWasOurs = true;
    const onInteraction = (event: Event) => {
      lastWasOurs = event.target instanceof Node && !!container.current?.contains(event.target);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !lastWasOurs) return;
      if (event.target instanceof Node && container.current?.contains(event.target)) return;
      close();
    };
    document.addEventListener('pointerdown', onInteraction, true);
    document.addEventListener('focusin', onInteraction, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onInteraction, true);
      document.removeEventListener('focusin', onInteraction, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [container, active, close]);
}
