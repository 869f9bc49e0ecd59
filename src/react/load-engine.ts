/**
 * The two lazy chunks, and the only way the eager bundle reaches them:
 * - the panel (its parts, labels and styles' structure, the saved conversation's restore) — small, loaded on any
 *   sign of intent or when idle;
 * - the chat engine (`ai`, `@ai-sdk/react`, the transport, the markdown renderer) — the bulk of the widget.
 * Each remembers its module once loaded, so a part can render it directly: `React.lazy` would still wait a few
 * frames on a fresh promise even for a chunk that is already here.
 */
type PanelChunk = typeof import('../ui/panel-chunk');
type EngineChunk = typeof import('../chat/engine');

let panel: PanelChunk | undefined;
let engine: EngineChunk | undefined;

export const loadPanel = (): Promise<PanelChunk> => import('../ui/panel-chunk').then((chunk) => (panel = chunk));
export const loadEngine = (): Promise<EngineChunk> => import('../chat/engine').then((chunk) => (engine = chunk));
export const loadedPanel = (): PanelChunk | undefined => panel;
export const loadedEngine = (): EngineChunk | undefined => engine;

