import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { AssistantChat, ChatEngineConfig } from '../chat/create-assistant-chat';
import type { AssistantStore } from '../store/assistant-store';
import { loadEngine, loadPanel } from './load-engine';

/**
 * Loads the lazy chunks on `preload()` and creates the chat once `active` (open, or a question waiting). The chat
 * then lives as long as the widget, so closing the panel never cuts an answer off.
 */
export function useChatEngine(
  store: AssistantStore,
  config: ChatEngineConfig,
  active: boolean,
  disabled: boolean,
): { chat: AssistantChat | null; preload: () => void; reload: () => void } {
  const [chat, setChat] = useState<AssistantChat | null>(null);
  const configRef = useRef(config);
  configRef.current = config;

  // On intent or idle: the panel's chunk, and with it the saved conversation (so the panel opens on it at once),
  // then the engine. A failed preload is retried by the real load, which reports it.
  const preload = useCallback(() => {
    void loadPanel().then(({ hydrateStore }) => hydrateStore(store), () => undefined);
    if (!disabled) void loadEngine().catch(() => undefined);
  }, [store, disabled]);

  const wanted = active && !disabled;
  const [started, setStarted] = useState(false);
  if (wanted && !started) setStarted(true);
  // Bumped by the reader's "Try again" after the engine's chunk failed to load: load it again, once.
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => {
    store.getState().setStatus('ready');
    setAttempt((count) => count + 1);
  }, [store]);

  useEffect(() => (started ? startEngine(store, configRef, setChat) : undefined), [started, store, attempt]);

  return { chat, preload, reload };
}

/**
 * Loads the engine and creates the chat; returns the cleanup. Kept out of the effect so that the mount (which never
 * starts the engine) compiles only the effect's one line.
 */
function startEngine(
  store: AssistantStore,
  configRef: { current: ChatEngineConfig },
  setChat: (chat: AssistantChat | null) => void,
): () => void {
  let current: AssistantChat | null = null;
  let cancelled = false;
  loadEngine().then(
    (engine) => {
      if (cancelled) return;
      current = engine.createAssistantChat(store, () => configRef.current);
      // Rendering the conversation is a transition: React parses a saved conversation's markdown in slices, so the
      // panel (already open, its input usable) keeps painting and taking keys meanwhile.
      const created = current;
      startTransition(() => setChat(created));
    },
    (error: unknown) => {
      // A chunk that fails to load (offline, a deploy replaced it) is a network error the reader can retry.
      if (cancelled) return;
      const reason = error instanceof Error ? error.message : String(error);
      store.getState().setStatus('error', { kind: 'network', message: `Could not load the assistant: ${reason}` });
    },
  );
  return () => {
    cancelled = true;
    current?.dispose();
    setChat(null);
  };
}
