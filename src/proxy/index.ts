// `docs-assistant/server`: server-only pieces. Never imported by the browser entries; scripts/check-browser-bundle.ts
// proves it on every build.
export { createAgentClient, DEFAULT_RETRY } from '../agent-jobs/agent-client';
export type { AgentClient, AgentClientOptions, RequestOptions } from '../agent-jobs/agent-client';
export { AgentApiError, AgentOutcomeUnknownError } from '../agent-jobs/agent-error';
export { failureReason, isFinalStatus, parseAgentJob } from '../agent-jobs/agent-job';
export type { AgentJob, AgentJobStatus } from '../agent-jobs/agent-job';
export type { RetryPolicy } from '../agent-jobs/agent-request';
export { AgentJobTimeoutError } from '../agent-jobs/wait-for-job';
export type { WaitForJobOptions } from '../agent-jobs/wait-for-job';
export type { Timing } from './backoff';
export { createAssistantProxy } from './assistant-proxy';
export type { AssistantProxyOptions, AssistantProxyRequestInfo } from './assistant-proxy';
export { checkAssistantBody } from './assistant-body';
export { createAgentProxy } from '../agent-jobs/agent-proxy';
export type { AgentProxyOptions } from '../agent-jobs/agent-proxy';
export { toNodeHandler } from './node-adapter';
export { clientIp, defaultClientIp } from './client-ip';
export { createMemoryRateLimitStore, rateLimitStoreFrom } from './rate-limit';
export type { FlexibleLimiter, RateLimitOptions, RateLimitStore } from './rate-limit';
export { assertAdminKey, assertAssistantProxyKey } from './key-checks';
export { ServerOnlyError, SERVER_ONLY_MARKER } from './server-runtime';
