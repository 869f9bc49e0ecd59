// The lazily loaded chunk: everything that needs `ai`, `@ai-sdk/react` or the markdown renderer.
export { createAssistantChat } from './create-assistant-chat';
export { Conversation } from './conversation';
