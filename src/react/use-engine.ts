import { useCallback, useEffect } from 'react';
import { useStore } from 'zustand';
import type { ChatEngineConfig } from '../engine/assistant-chat';
import { currentPathFrom } from '../page-context/options';
import { storageKey, type AssistantStore } from '../store/assistant-store';
import type { AssistantRootProps } from './root-props';
import type { AssistantEvent } from './events';
import { useChatEngine } from './use-chat-engine';

/**
 * The chat engine for this widget: loaded on `preload()` (a sign of intent), created once open or once a question
 * waits (the host's `ask` with `open` held false still needs it). It reads the props as they are when it builds each
 * request: a changed filter, key or header reaches the next question without a remount.
 */
export function useEngine(
  store: AssistantStore,
  latest: () => AssistantRootProps,
  emit: (event: AssistantEvent) => void,
  open: boolean,
  /** The host's props have been checked (react/use-checked-props.ts), and how to load the rules that check them. */
  props: { checked: boolean; loadRules: () => void },
  keyRefused: boolean,
): { preloadEngine: () => void } {
  const getConfig = useCallback((): ChatEngineConfig => {
    const current = latest();
    return {
      // The connection props as given (domain, baseUrl, api, apiKey, retrievalPageSize, filter, headers, fetch,
      // idleTimeoutMs, onBeforeSend, transport); the engine reads those it knows.
      ...current,
      // Read when a question is sent, so client-side navigation is always followed (react/use-page-context.ts).
      getCurrentPath: () => currentPathFrom(latest().pageContext),
      onAnswer: (message) => emit({ type: 'answer', messageId: message.id, threadId: store.getState().threadId }),
      onError: (error) => {
        emit({ type: 'error', error });
        latest().onError?.(error);
      },
      crossTabKey: current.storage === undefined ? storageKey(current.domain) : undefined,
    };
  }, [latest, emit, store]);

  const hasQueuedQuestion = useStore(store, (state) => state.outbox.length > 0);
  // Wanted: the rules load (the panel waits for them too); the engine starts once they have checked the props.
  const wanted = open || hasQueuedQuestion;
  const { loadRules, checked } = props;
  useEffect(() => {
    if (wanted) loadRules();
  }, [wanted, loadRules]);
  const { preload } = useChatEngine(store, getConfig, wanted && checked, keyRefused);
  return { preloadEngine: preload };
}
