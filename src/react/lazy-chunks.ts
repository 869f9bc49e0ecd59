/**
 * The lazy chunks the headless root loads, and its only way to reach them (each `import()` target becomes a chunk
 * of its own in the host's build, with a request and gzip's per-file overhead). The preset's panel, a layer above,
 * has its own loader (ui/lazy-panel.ts); together they are every lazy target of the widget.
 * - the engine (`ai`, the transport, the store's saved-conversation restore) — the bulk of the widget, loaded on
 *   the reader's first sign of intent;
 * - the page affordances ("Ask AI" by a selection, the code buttons) — on the first selection or reach for code;
 * - the explanation of a refused key — only on a misconfigured page.
 */
export const loadEngine = () => import('../engine');
export const loadAffordances = () => import('../page-context/affordances');
export const loadKeyExplanation = () => import('../core/api-key');
