/**
 * The lazy chunks the headless root loads, and its only way to reach them (each `import()` target becomes a chunk
 * of its own in the host's build, with a request and gzip's per-file overhead). The preset's panel, a layer above,
 * has its own loader (ui/lazy-panel.ts); together they are every lazy target of the widget.
 * - the engine (`ai`, the transport, the store's saved-conversation restore) — the bulk of the widget, loaded on
 *   the reader's first sign of intent;
 * - the page affordances ("Ask AI" by a selection, the code buttons) — on the first selection or reach for code;
 * - the explanation of a refused key — only on a misconfigured page;
 * - the prop rules — with the panel and the engine, on the first sign of intent or opening.
 */
export const loadEngine = () => import('../engine');
export const loadAffordances = () => import('../page-context/affordances');
export const loadKeyExplanation = () => import('../core/api-key');

// The prop rules (core/prop-rules.ts): loaded with the panel and the engine, kept once here so a part rendered after
// they arrived reads them at once.
let propRules: typeof import('../core/prop-rules') | undefined;
export const loadPropRules = () => import('../core/prop-rules').then((rules) => (propRules = rules));
export const loadedPropRules = () => propRules;
