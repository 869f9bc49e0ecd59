// The engine's lazy chunk: everything that needs `ai` (the AI SDK's chat, the transport), loaded on intent. React-free:
// the root binds it to a widget; the conversation's parts read what it writes from the store.
export { createAssistantChat, type AssistantChat, type ChatEngineConfig } from './assistant-chat';
export { widgetChatConfig, type WidgetEngineProps, type EngineEvent } from './widget-config';
export { hydrateStore } from '../store/hydrate';
export { clearHistory } from '../store/history';
