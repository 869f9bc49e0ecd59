import { useCallback } from 'react';
import type { ContextItem } from '../core/types';
import type { AssistantStore } from '../store/assistant-store';
import type { AssistantEvent } from './events';

export interface AskActions {
  /** Opens the assistant and asks (the question waits in the store until the engine has loaded). */
  ask: (question: string, options?: { context?: ContextItem[] }) => void;
  /** Opens the assistant with this context attached to the next question. */
  attach: (item: ContextItem) => void;
}

/** What the parts, the URL question and the host's ref call to ask or attach context: the store's rules, then open. */
export function useAsk(
  store: AssistantStore,
  setOpen: (open: boolean) => void,
  emit: (event: AssistantEvent) => void,
  keyRefused: boolean,
): AskActions {
  const ask = useCallback(
    (question: string, options?: { context?: ContextItem[] }) => {
      const text = question.trim();
      if (!text) return;
      // Nothing can be sent with a refused key: keep the question in the question box (never lost) and show why.
      if (keyRefused) {
        store.getState().setDraft(text);
        setOpen(true);
        return;
      }
      store.getState().ask(text, options);
      const { outbox } = store.getState();
      setOpen(true);
      emit({ type: 'ask', question: text, context: outbox[outbox.length - 1]?.context ?? [] });
    },
    [store, setOpen, emit, keyRefused],
  );
  const attach = useCallback(
    (item: ContextItem) => {
      store.getState().addContext(item);
      setOpen(true);
    },
    [store, setOpen],
  );
  return { ask, attach };
}
