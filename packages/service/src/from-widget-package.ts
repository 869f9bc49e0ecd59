// What the service takes from the widget package (the repository's root): the wire contract (`docs-assistant/
// contract`) and the agent client the `agent` command drives (`docs-assistant/server`). Imported from source and
// bundled into dist at build time rather than depended on: npm installs a dependency's peer dependencies, so
// depending on `docs-assistant` would install React with every `npx docs-assistant-service` (ARCHITECTURE.md,
// "Two packages").
export * from '../../../src/contract/index';
export { createAgentClient, type AgentClient } from '../../../src/agent-jobs/agent-client';
export { AgentApiError, AgentOutcomeUnknownError } from '../../../src/agent-jobs/agent-error';
export { failureReason, type AgentJob } from '../../../src/agent-jobs/agent-job';
