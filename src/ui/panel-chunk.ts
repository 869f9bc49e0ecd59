// The small lazy chunk: the panel, and what the eager root needs from code it should not carry up front. Each extra
// `import()` target would be a chunk of its own (a request, and gzip's per-file overhead in every host's bundle),
// so the root reaches these through the panel's chunk, which the page loads when idle anyway.
export { Panel } from './panel';
/** Restores the saved conversation (the root calls it when the page goes idle). */
export { hydrateStore } from '../store/hydrate';
/** Explains a refused key (the root calls it only on a misconfigured page). */
export { assertBrowserSafeKey } from '../core/api-key';
