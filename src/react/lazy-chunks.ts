/**
 * Every lazy chunk, and the only way the eager bundle reaches them (each `import()` target becomes a chunk of its
 * own in the host's build, with a request and gzip's per-file overhead):
 * - the panel (its parts, labels, the saved conversation's restore) — small, loaded on any sign of intent;
 * - the chat engine (`ai`, the transport, the markdown renderer) — the bulk of the widget, loaded with it;
 * - the page affordances ("Ask AI" by a selection, the code buttons) — loaded on the first selection or when the
 *   reader reaches for a code block.
 * Panel and engine remember their module once loaded, so a part can render it directly: `React.lazy` would still
 * wait a few frames on a fresh promise even for a chunk that is already here.
 */
type PanelChunk = typeof import('../ui/panel-chunk');
type EngineChunk = typeof import('../chat/engine');
type AffordancesChunk = typeof import('../page-context/affordances');

let panel: PanelChunk | undefined;
let engine: EngineChunk | undefined;

export const loadPanel = (): Promise<PanelChunk> => import('../ui/panel-chunk').then((chunk) => (panel = chunk));
export const loadEngine = (): Promise<EngineChunk> => import('../chat/engine').then((chunk) => (engine = chunk));
export const loadAffordances = (): Promise<AffordancesChunk> => import('../page-context/affordances');
export const loadedPanel = (): PanelChunk | undefined => panel;
export const loadedEngine = (): EngineChunk | undefined => engine;
