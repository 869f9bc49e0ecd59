// `docs-assistant/agent`: the maintainer UI for agent jobs, talking to `createAgentProxy` on the host's server.
// Browser code: it must never import from src/proxy or the agent client (scripts/check-browser-bundle.ts checks).
export { createAgentJobController } from './agent-job-controller';
export type { AgentJobController, AgentJobControllerOptions } from './agent-job-controller';
export { useAgentJob } from './use-agent-job';
export type { UseAgentJobResult } from './use-agent-job';
export { SuggestEdit, defaultSuggestEditLabels } from './suggest-edit';
export type { SuggestEditLabels, SuggestEditProps } from './suggest-edit';
export type { AgentJobData, AgentJobPhase, AgentJobState } from './types';
