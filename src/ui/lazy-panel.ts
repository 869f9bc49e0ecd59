/**
 * The preset's panel chunk: the panel, its parts, the conversation and the markdown renderer, loaded on intent with
 * the engine (react/lazy-chunks.ts lists the rest). It remembers its module once loaded, so the preset renders it
 * directly: `React.lazy` would still wait a few frames on a fresh promise even for a chunk that is already here.
 */
type PanelChunk = typeof import('./panel');

let panel: PanelChunk | undefined;

export const loadPanel = (): Promise<PanelChunk> => import('./panel').then((chunk) => (panel = chunk));
export const loadedPanel = (): PanelChunk | undefined => panel;
