/**
 * The chat engine — `ai`, `@ai-sdk/react`, the transport and the markdown renderer — is a separate chunk, loaded
 * on intent. This import is the only way the eager bundle reaches it.
 */
export const loadEngine = () => import('../chat/engine');

export type EngineModule = Awaited<ReturnType<typeof loadEngine>>;
