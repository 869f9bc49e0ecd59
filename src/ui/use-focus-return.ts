import { useEffect } from 'react';

/**
 * While `active`, focuses the input; when it ends, returns focus to whatever had it before (the launcher, or the
 * page element the reader was on when they pressed the shortcut) — unless the reader has moved focus elsewhere.
 */
export function useFocusReturn(
  active: boolean,
  input: { current: HTMLElement | null },
  container: { current: HTMLElement | null },
): void {
  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    input.current?.focus({ preventScroll: true });
    return () => {
      const current = document.activeElement;
      const focusWasOurs = !current || current === document.body || container.current?.contains(current);
      if (focusWasOurs && previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [active, input, container]);
}
