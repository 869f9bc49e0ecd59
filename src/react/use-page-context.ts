// Binds the React-free page-context sources (src/page-context) to one widget instance: the live current path (read
// where it is sent, page-context/current-path-option.ts), the
// "Ask AI" button by selections and the "Ask about this code" buttons on code blocks. All DOM work happens in
// effects, so rendering on the server touches no `window`, and every listener and button goes on unmount.
import { useCallback, useEffect, useRef } from 'react';
import { DEFAULT_CODE_SELECTOR, type PageContextBindings, type PageContextOptions } from '../page-context/options';
import { loadAffordances } from './lazy-chunks';
import { useLatest } from './use-latest';

export type { PageContextBindings, PageContextLabels, PageContextOptions } from '../page-context/options';

export interface PageContext {
  /** Loads and mounts the affordances now (the root calls it on the reader's other signs of intent). */
  loadAffordances: () => void;
}

/**
 * The path is read when a question is sent, so client-side navigation (pushState, popstate, the Navigation API) is
 * always followed without wrapping the host router's history methods. The affordances load on the reader's first
 * selection, or when a pointer or focus first reaches a code block; until then the page pays for three passive
 * listeners and nothing is fetched.
 */
export function usePageContext(
  options: PageContextOptions | false | undefined,
  bindings: PageContextBindings,
): PageContext {
  // Hosts pass options inline; reading the newest through a ref keeps the listeners from re-mounting every render.
  const latest = useLatest({ options, bindings });

  // What re-mounts the affordances when it changes; everything else is read through `latest` when used.
  const selection = options !== false && options?.selection !== false;
  const code = options !== false && options?.code !== false;
  const codeSelector = (options && options.codeSelector) || DEFAULT_CODE_SELECTOR;
  const root = options && typeof options.root === 'string' ? options.root : undefined;

  const loadRef = useRef<() => void>(() => {});
  useEffect(() => {
    if (!selection && !code) return;
    let dispose: (() => void) | undefined;
    let cancelled = false;
    const stopListening = () => {
      document.removeEventListener('selectionchange', onSelectionChange);
      document.removeEventListener('pointerover', onReach);
      document.removeEventListener('focusin', onReach);
    };
    const load = () => {
      loadRef.current = () => {};
      stopListening();
      latest().bindings.onIntent?.();
      void loadAffordances().then(({ mountPageContext }) => {
        if (!cancelled) dispose = mountPageContext(latest);
      });
    };
    const onSelectionChange = () => {
      if (selection && document.getSelection()?.isCollapsed === false) load();
    };
    const onReach = (event: Event) => {
      if (code && event.target instanceof Element && event.target.closest(codeSelector)) load();
    };
    loadRef.current = load;
    document.addEventListener('selectionchange', onSelectionChange, { passive: true });
    document.addEventListener('pointerover', onReach, { passive: true });
    document.addEventListener('focusin', onReach, { passive: true });
    return () => {
      cancelled = true;
      loadRef.current = () => {};
      stopListening();
      dispose?.();
    };
  }, [selection, code, codeSelector, root, latest]);

  const loadAffordancesNow = useCallback(() => loadRef.current(), []);
  return { loadAffordances: loadAffordancesNow };
}
