// Page context from the DOM, without React: readers a host can call from its own buttons, and the affordances the
// widget mounts. `usePageContext` (src/react) binds these to a widget instance.
export { readSelectionContext, type ReadContextOptions } from './read-selection';
export { codeContextFrom, codeText } from './code-context';
export { nearestElementId } from './nearest-element-id';
export { AFFORDANCE_ATTRIBUTE, IGNORE_ATTRIBUTE, containsComposed, isOutOfScope, type IgnoreTarget, type ScopeOptions } from './dom-scope';
export { MAX_CONTEXT_CHARS, MAX_CONTEXT_ITEMS, clampContext, wasTrimmed, type ClampedContext, type AttachedContext } from '../core/context-limits';
export { subscribeToPath } from './path-tracker';
export { resolveRoot, type RootOption } from './resolve-root';
export { type AffordanceLabel } from './affordance-button';
export { mountSelectionAffordance, SELECTION_SETTLE_MS, type SelectionAffordanceOptions } from './selection-affordance';
export { mountCodeAffordances, CODE_RESCAN_MS, type CodeAffordancesOptions } from './code-affordances';
