// Binds the React-free page-context sources (src/page-context) to one widget instance: the live current path, the
// "Ask AI" button by selections and the "Ask about this code" buttons on code blocks. All DOM work happens in
// effects, so rendering on the server touches no `window`, and every listener and button goes on unmount.
import { useCallback, useEffect, useRef } from 'react';
import type { ContextItem } from '../core/types';
import type { RootOption } from '../page-context/resolve-root';

/** The affordance buttons' text (also their accessible names). */
export interface PageContextLabels {
  /** Button by the reader's selection. Default 'Ask AI'. */
  askAboutSelection: string;
  /** Its accessible name, which can say more than fits by the text. Default 'Ask AI about the selected text'. */
  askAboutSelectionName: string;
  /** Button on each code block. Default 'Ask about this code'. */
  askAboutCode: string;
}

export interface PageContextOptions {
  /** `true` (default) reads `location.pathname`; a string or function overrides it; `false` sends none. */
  currentPath?: boolean | string | (() => string | undefined);
  /** "Ask AI" on selected text. Default true. */
  selection?: boolean;
  /** "Ask about this code" on code blocks. Default true. */
  code?: boolean;
  /** The docs content root: a selector, an element, or a function returning one. Default: the whole page. */
  root?: RootOption;
  /** Code blocks inside the root. Default `pre`. */
  codeSelector?: string;
  /** Regions inside the root to leave alone (navigation, banners), as a selector. `[data-da-ignore]` always is. */
  ignore?: string;
  /** Text of the buttons placed on the page. */
  labels?: Partial<PageContextLabels>;
}

export interface PageContextBindings {
  /** The widget's own DOM, whose selections and code are ignored. */
  widgetRef: { current: HTMLElement | null };
  /** Opens the assistant with this context attached. */
  attach(item: ContextItem): void;
}

export interface PageContext {
  /** The path to send as `currentPath` right now, or undefined when turned off. */
  getCurrentPath(): string | undefined;
  /** Loads and mounts the affordances now (the root calls it when the page goes idle). */
  loadAffordances(): void;
}


// Untrimmed here: the transport trims `currentPath` to what the service accepts when it builds the request.
function pathFrom(options: PageContextOptions | false | undefined): string | undefined {
  const setting = options === false ? false : (options?.currentPath ?? true);
  if (setting === false) return undefined;
  if (typeof setting === 'string') return setting;
  return typeof setting === 'function' ? setting() : typeof location === 'undefined' ? undefined : location.pathname;
}

/**
 * The path is read when a question is sent, so client-side navigation (pushState, popstate, the Navigation API) is
 * always followed without wrapping the host router's history methods. The affordances load on the reader's first
 * selection or when the page is idle (`loadAffordances`, called by the root's idle callback); until then the only
 * cost is one passive `selectionchange` listener.
 */
export function usePageContext(options: PageContextOptions | false | undefined, bindings: PageContextBindings): PageContext {
  // Hosts pass options inline; reading the newest through a ref keeps the listeners from re-mounting every render.
  // Assigned during render, as the root does with its props: a layout effect for it was one more to mount.
  const latest = useRef({ options, bindings });
  latest.current = { options, bindings };

  const getCurrentPath = useCallback(() => pathFrom(latest.current.options), []);

  // What re-mounts the affordances when it changes; everything else is read through `latest` when used.
  const on = options !== false && (options?.selection !== false || options?.code !== false);
  const key = on
    ? JSON.stringify([options?.selection, options?.code, options?.codeSelector, typeof options?.root === 'string' ? options.root : 0, options?.labels])
    : '';

  const loadRef = useRef<() => void>(() => {});
  useEffect(() => {
    if (!key) return;
    let dispose: (() => void) | undefined;
    let cancelled = false;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      document.removeEventListener('selectionchange', onSelectionChange);
      void import('../page-context/affordances').then(({ mountPageContext }) => {
        if (!cancelled) dispose = mountPageContext(latest, getCurrentPath);
      });
    };
    const onSelectionChange = () => {
      if (document.getSelection()?.isCollapsed === false) load();
    };
    document.addEventListener('selectionchange', onSelectionChange, { passive: true });
    loadRef.current = load;
    return () => {
      cancelled = true;
      loadRef.current = () => {};
      document.removeEventListener('selectionchange', onSelectionChange);
      dispose?.();
    };
  }, [key, getCurrentPath]);

  const loadAffordances = useCallback(() => loadRef.current(), []);
  return { getCurrentPath, loadAffordances };
}
