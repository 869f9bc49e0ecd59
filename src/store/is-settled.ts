import type { AssistantState } from './assistant-store';

/** No answer in flight (finished, stopped or failed): what is saved and listed is the conversation as of now. */
export const isSettled = (state: AssistantState) => state.status === 'ready' || state.status === 'error';
