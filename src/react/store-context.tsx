import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { AssistantActions, AssistantState, AssistantStore } from '../store/assistant-store';

export const AssistantStoreContext = createContext<AssistantStore | null>(null);

/** The widget's store; throws outside `<AssistantRoot>` so a misplaced part fails loudly, not silently. */
export function useAssistantStoreApi(consumer = 'This part'): AssistantStore {
  const store = useContext(AssistantStoreContext);
  if (!store) throw new Error(`\`${consumer}\` must be used within \`<AssistantRoot>\` (or \`<DocsAssistant>\`).`);
  return store;
}

/** Reads a slice of the widget's store; re-renders only when that slice changes. */
export function useAssistantStore<T>(selector: (state: AssistantState & AssistantActions) => T): T {
  return useStore(useAssistantStoreApi('useAssistantStore'), selector);
}
