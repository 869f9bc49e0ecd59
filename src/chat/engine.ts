// The lazily loaded chunk: everything that needs `ai` or the markdown renderer.
export { createAssistantChat } from './assistant-chat';
export { Conversation } from './conversation';
