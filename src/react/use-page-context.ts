// Page context from the DOM (issue 3). This first version only tracks the path; the page-context work fills in
// selection and code sources behind the same signature.
import { useCallback } from 'react';
import { readCurrentPath, trimCurrentPath } from '../core/current-path';
import type { ContextItem } from '../core/types';

export interface PageContextOptions {
  /** `true` (default) reads `location.pathname`; a string or function overrides it; `false` sends none. */
  currentPath?: boolean | string | (() => string | undefined);
  /** "Ask AI" on selected text. Default true. */
  selection?: boolean;
  /** "Ask about this code" on code blocks. Default true. */
  code?: boolean;
  /** The docs content root: a selector, an element, or a function returning one. Default: the whole page. */
  root?: string | Element | (() => Element | null);
  /** Code blocks inside the root. Default `pre`. */
  codeSelector?: string;
}

export interface PageContextBindings {
  /** The widget's own DOM, whose selections and code are ignored. */
  widgetRef: { current: HTMLElement | null };
  /** Opens the assistant with this context attached. */
  attach(item: ContextItem): void;
}

export function usePageContext(options: PageContextOptions | false | undefined, _bindings: PageContextBindings) {
  const setting = options === false ? false : (options?.currentPath ?? true);
  const getCurrentPath = useCallback((): string | undefined => {
    if (setting === false) return undefined;
    if (typeof setting === 'string') return trimCurrentPath(setting);
    if (typeof setting === 'function') {
      const path = setting();
      return path === undefined ? undefined : trimCurrentPath(path);
    }
    return readCurrentPath();
  }, [setting]);
  return { getCurrentPath };
}
