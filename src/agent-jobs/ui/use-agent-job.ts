import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createAgentJobController, type AgentJobControllerOptions } from './agent-job-controller';
import type { AgentJobState } from './types';

export interface UseAgentJobResult extends AgentJobState {
  start: (prompt: string) => Promise<void>;
  followUp: (prompt: string) => Promise<void>;
  stop: () => void;
  reset: () => void;
}

/**
 * Starts and watches an agent job through `createAgentProxy` on your server: the admin key never reaches the
 * browser. Polling stops on unmount; the job goes on.
 */
export function useAgentJob(options: AgentJobControllerOptions): UseAgentJobResult {
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  // eslint-disable-next-line react-hooks/refs -- the getter runs in the controller's timers and handlers, never during render
  const [controller] = useState(() => createAgentJobController(() => optionsRef.current));
  useEffect(() => controller.dispose, [controller]);
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  return {
    ...state,
    start: controller.start,
    followUp: controller.followUp,
    stop: controller.stop,
    reset: controller.reset,
  };
}
