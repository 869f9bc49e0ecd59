import { useCallback } from 'react';
import { useStore } from 'zustand';
import type { ChatEngineConfig } from '../engine/assistant-chat';
import { currentPathFrom } from '../page-context/options';
import { storageKey, type AssistantStore } from '../store/assistant-store';
import type { AssistantRootProps } from './assistant-root';
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
  keyRefused: boolean,
): { preloadEngine: () => void } {
  const getConfig = useCallback((): ChatEngineConfig => {
    const current = latest();
    return {
      domain: current.domain,
      baseUrl: current.baseUrl,
      api: current.api,
      apiKey: current.apiKey,
      retrievalPageSize: current.retrievalPageSize,
      filter: current.filter,
      headers: current.headers,
      fetch: current.fetch,
      idleTimeoutMs: current.idleTimeoutMs,
      onBeforeSend: current.onBeforeSend,
      transport: current.transport,
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
  const { preload } = useChatEngine(store, getConfig, open || hasQueuedQuestion, keyRefused);
  return { preloadEngine: preload };
}
