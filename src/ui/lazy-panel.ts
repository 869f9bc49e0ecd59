/**
 * The preset's panel chunk: the panel, its parts, the conversation and the markdown renderer, loaded on intent with
 * the engine (react/lazy-chunks.ts lists the rest). It remembers its module once loaded, so the preset renders it
 * directly: `React.lazy` would still wait a few frames on a fresh promise even for a chunk that is already here.
 */
import { loadPropRules } from '../react/lazy-chunks';

type PanelChunk = typeof import('./panel');

let panel: PanelChunk | undefined;

// With the prop rules, which the panel waits for (react/use-checked-props.ts): both arrive together.
export const loadPanel = (): Promise<PanelChunk> =>
  Promise.all([import('./panel'), loadPropRules().catch(() => undefined)]).then(([chunk]) => (panel = chunk));
export const loadedPanel = (): PanelChunk | undefined => panel;
