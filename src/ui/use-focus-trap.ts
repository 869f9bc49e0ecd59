import { useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Moves a Tab (or Shift+Tab) at either end of `element`, or from outside it, round to its other end. */
export function trapTab(event: KeyboardEvent, element: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(element.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.offsetParent !== null || el === document.activeElement,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const current = document.activeElement;
  if (event.shiftKey && (current === first || !element.contains(current))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || !element.contains(current))) {
    event.preventDefault();
    first.focus();
  }
}

/** Keeps Tab and Shift+Tab inside `element` until the returned function is called. */
export function trapFocus(element: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => trapTab(event, element);
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}

/** Keeps Tab and Shift+Tab inside `container` while `active` (modal dialogs only). */
export function useFocusTrap(container: { current: HTMLElement | null }, active: boolean): void {
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    return trapFocus(element);
  }, [container, active]);
}
