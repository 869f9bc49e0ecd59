import { useCallback, useEffect, useRef } from 'react';

/**
 * While `active`, whether the reader's last interaction (a pointer down, or focus) was inside `container`; true at
 * first, since it opened because the reader reached for it (the launcher, the shortcut, a link of ours). The
 * non-modal panel takes Escape only then: after a click on its text focus is on <body>, yet the reader is still with
 * it; after a click or Tab into the page, the page's own Escape (its menus, its search) is the page's.
 */
export function useLastInteractionInside(container: { current: HTMLElement | null }, active: boolean): () => boolean {
  const inside = useRef(true);
  useEffect(() => {
    if (!active) return;
    inside.current = true;
    const onInteraction = (event: Event) => {
      inside.current = event.target instanceof Node && !!container.current?.contains(event.target);
    };
    document.addEventListener('pointerdown', onInteraction, true);
    document.addEventListener('focusin', onInteraction, true);
    return () => {
      document.removeEventListener('pointerdown', onInteraction, true);
      document.removeEventListener('focusin', onInteraction, true);
    };
  }, [container, active]);
  return useCallback(() => inside.current, []);
}
