// `docs-assistant/transport`: the React-free transport, for hosts that bring their own UI. Kept off the main entry
// so that importing `DocsAssistant` never pulls `ai` into a page's first chunk.
export {
  DocsAssistantTransport,
  RequestCancelledError,
  type DocsAssistantTransportOptions,
  type AssistantSession,
} from './docs-assistant-transport';
export { buildRequestBody, toRequestMessage, type RequestBodyInput } from './request-body';
export { assistantEndpoint, DEFAULT_BASE_URL, type EndpointOptions } from './endpoint';
export { createCheckedFetch, type ThreadHeaders } from './checked-fetch';
export { threadIdFromChunk } from './thread-capture';
