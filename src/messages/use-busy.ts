import { useAssistantStore } from '../react/store-context';

/**
 * True while an answer is being asked for or streams. Read where it disables a control (follow-ups, regenerate),
 * not passed down as a prop: a prop would re-render every finished answer when a question starts and ends.
 */
export function useBusy(): boolean {
  return useAssistantStore((s) => s.status === 'submitted' || s.status === 'streaming');
}
