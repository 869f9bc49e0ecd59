// `docs-assistant/contract`: the service's wire contract — request schemas, their bounds and types — in one place.
// The widget's transport, the host's proxies and the local service (docs-assistant-service, which bundles this
// module at build time) all check requests with it, so a body one accepts the others accept.
export * from './limits';
export { describeIssues, type Parsed } from './issues';
export {
  assistantRequestSchema,
  parseAssistantRequest,
  messageText,
  questionTooLong,
  type AssistantRequest,
  type AssistantRequestMessageInput,
  type AssistantContextItem,
  type AssistantRequestFilter,
} from './assistant-request';
export { filterSchema, type RequestFilter } from './filter';
export {
  searchRequestSchema,
  parseSearchRequest,
  searchQueryTooLong,
  type SearchRequest,
  type SearchRequestBody,
  type SearchResult,
} from './search-request';
export { pageRequestSchema, parsePageRequest, type PageRequest, type PageContent } from './page-request';
export {
  agentJobStatus,
  agentPromptSchema,
  parseAgentPrompt,
  type AgentJobStatus,
  type AgentJobFields,
  type AgentJobWire,
  type AgentPromptBody,
  type AgentJobsApi,
} from './agent-job';
