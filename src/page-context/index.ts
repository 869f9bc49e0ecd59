// Page context from the DOM, without React: the readers a host can call from its own buttons (exported from
// `docs-assistant/headless`). The affordances the widget mounts load lazily (./affordances.ts); `usePageContext`
// (src/react) binds them to a widget instance.
export { readSelectionContext } from './read-selection';
export { codeContextFrom } from './code-context';
export { nearestElementId } from './nearest-element-id';
export { IGNORE_ATTRIBUTE } from './dom-scope';
export { WIDGET_MAX_CONTEXT_CHARS, WIDGET_MAX_CONTEXT_ITEMS, clampContext, wasTrimmed } from '../core/context-limits';
export { subscribeToPath } from './path-tracker';
