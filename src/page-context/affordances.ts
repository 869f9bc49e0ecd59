// The lazily loaded half of page context: the "Ask AI" button by selections and the buttons on code blocks. The
// widget loads it on the reader's first selection or first reach for a code block (pointer or focus), so a page
// view with no intent pays nothing for it.
import type { ContextItem } from '../core/types';
import {
  DEFAULT_CODE_SELECTOR,
  type PageContextBindings,
  type PageContextLabels,
  type PageContextOptions,
} from './options';
import { mountCodeAffordances } from './code-affordances';
import { currentPathFrom } from './current-path-option';
import type { IgnoreTarget } from './dom-scope';
import { resolveRoot } from './resolve-root';
import { mountSelectionAffordance } from './selection-affordance';

export const defaultPageContextLabels: PageContextLabels = {
  askAboutSelection: 'Ask AI',
  askAboutSelectionName: 'Ask AI about the selected text',
  askAboutCode: 'Ask about this code',
};

/**
 * Mounts the affordances the widget's `pageContext` option turns on. Options and bindings are read through `latest()`
 * on every use, so a host passing them inline never re-mounts anything. Returns the function that removes every
 * listener and button again.
 */
export function mountPageContext(
  latest: () => { options: PageContextOptions | false | undefined; bindings: PageContextBindings },
): () => void {
  const options = latest().options;
  if (options === false) return () => {};
  const labels = { ...defaultPageContextLabels, ...options?.labels };
  const shared = {
    doc: document,
    root: () => {
      const current = latest().options;
      // No options is the default (the whole page), not "off": `false` is off.
      return current === false ? null : resolveRoot(current?.root, document);
    },
    ignore: (): IgnoreTarget[] => {
      const { options: current, bindings } = latest();
      return [bindings.widgetRef.current, current ? current.ignore : undefined];
    },
    // Read when the reader asks, so client-side navigation is always followed.
    getPath: () => currentPathFrom(latest().options),
    onAsk: (item: ContextItem) => latest().bindings.attach(item),
  };
  const disposers: Array<() => void> = [];
  if (options?.selection !== false) {
    disposers.push(
      mountSelectionAffordance({
        ...shared,
        label: { text: labels.askAboutSelection, name: labels.askAboutSelectionName },
      }),
    );
  }
  if (options?.code !== false) {
    disposers.push(
      mountCodeAffordances({
        ...shared,
        selector: options?.codeSelector || DEFAULT_CODE_SELECTOR,
        label: { text: labels.askAboutCode },
      }),
    );
  }
  return () => disposers.forEach((dispose) => dispose());
}
