// Binds the React-free page-context sources (src/page-context) to one widget instance: the live current path, the
// "Ask AI" button by selections and the "Ask about this code" buttons on code blocks. All DOM work happens in
// effects, so rendering on the server touches no `window`, and every listener and button goes on unmount.
import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { trimCurrentPath } from '../core/current-path';
import type { ContextItem } from '../core/types';
import { mountCodeAffordances } from '../page-context/code-affordances';
import type { IgnoreTarget } from '../page-context/dom-scope';
import { subscribeToPath } from '../page-context/path-tracker';
import { resolveRoot, type RootOption } from '../page-context/resolve-root';
import { mountSelectionAffordance } from '../page-context/selection-affordance';

/** The affordance buttons' text (also their accessible names). */
export interface PageContextLabels {
  /** Button by the reader's selection. Default 'Ask AI'. */
  askAboutSelection: string;
  /** Its accessible name, which can say more than fits by the text. Default 'Ask AI about the selected text'. */
  askAboutSelectionName: string;
  /** Button on each code block. Default 'Ask about this code'. */
  askAboutCode: string;
}

export const defaultPageContextLabels: PageContextLabels = {
  askAboutSelection: 'Ask AI',
  askAboutSelectionName: 'Ask AI about the selected text',
  askAboutCode: 'Ask about this code',
};

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
  /** The path to send as `currentPath` right now (trimmed to 200 characters), or undefined when turned off. */
  getCurrentPath(): string | undefined;
  /** The same, as state: re-renders on client-side navigation. Undefined during SSR unless set as a string. */
  currentPath: string | undefined;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function pathFrom(options: PageContextOptions | false | undefined): string | undefined {
  const setting = options === false ? false : (options?.currentPath ?? true);
  if (setting === false) return undefined;
  if (typeof setting === 'string') return trimCurrentPath(setting);
  const path = typeof setting === 'function' ? setting() : typeof location === 'undefined' ? undefined : location.pathname;
  return path === undefined ? undefined : trimCurrentPath(path);
}

export function usePageContext(options: PageContextOptions | false | undefined, bindings: PageContextBindings): PageContext {
  // Hosts pass options inline; reading the newest through a ref keeps the listeners from re-mounting every render.
  const latest = useRef({ options, bindings });
  useIsomorphicLayoutEffect(() => {
    latest.current = { options, bindings };
  });

  const getCurrentPath = useCallback(() => pathFrom(latest.current.options), []);
  const serverPath = typeof options === 'object' && typeof options.currentPath === 'string' ? trimCurrentPath(options.currentPath) : undefined;
  const currentPath = useSyncExternalStore(subscribeToPath, getCurrentPath, () => serverPath);

  const on = options !== false;
  const selectionOn = on && options?.selection !== false;
  const codeOn = on && options?.code !== false;
  const codeSelector = (on && options?.codeSelector) || 'pre';
  const rootKey = on && typeof options?.root !== 'function' ? options?.root : 'function';
  const selectionLabel = (on && options?.labels?.askAboutSelection) || defaultPageContextLabels.askAboutSelection;
  const selectionName = (on && options?.labels?.askAboutSelectionName) || defaultPageContextLabels.askAboutSelectionName;
  const codeLabel = (on && options?.labels?.askAboutCode) || defaultPageContextLabels.askAboutCode;

  useEffect(() => {
    if (!selectionOn && !codeOn) return;
    const shared = {
      doc: document,
      root: () => {
        const current = latest.current.options;
        return current ? resolveRoot(current.root, document) : null;
      },
      ignore: (): IgnoreTarget[] => {
        const { options: current, bindings: widget } = latest.current;
        return [widget.widgetRef.current, current ? current.ignore : undefined];
      },
      getPath: getCurrentPath,
      onAsk: (item: ContextItem) => latest.current.bindings.attach(item),
    };
    const disposers: Array<() => void> = [];
    if (selectionOn) disposers.push(mountSelectionAffordance({ ...shared, label: { text: selectionLabel, name: selectionName } }));
    if (codeOn) disposers.push(mountCodeAffordances({ ...shared, selector: codeSelector, label: { text: codeLabel } }));
    return () => disposers.forEach((dispose) => dispose());
  }, [selectionOn, codeOn, codeSelector, rootKey, selectionLabel, selectionName, codeLabel, getCurrentPath]);

  return { getCurrentPath, currentPath };
}
