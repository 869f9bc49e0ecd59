/**
 * The two lazy chunks, and the only way the eager bundle reaches them:
 * - the panel (its parts, labels and styles' structure) — small, loaded on any sign of intent or when idle;
 * - the chat engine (`ai`, `@ai-sdk/react`, the transport, the markdown renderer) — the bulk of the widget.
 */
export const loadPanel = () => import('../ui/panel');
export const loadEngine = () => import('../chat/engine');

export type EngineModule = Awaited<ReturnType<typeof loadEngine>>;
