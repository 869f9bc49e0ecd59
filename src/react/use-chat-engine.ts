import { useCallback, useEffect } from 'react';
import { useStore } from 'zustand';
import type { EngineEvent, WidgetEngineProps } from '../engine/widget-config';
import type { AssistantStore } from '../store/assistant-store';
import { loadEngine } from './lazy-chunks';

/**
 * Loads the lazy chunks on `preload()` (a sign of intent) and creates the chat engine once `active` (open, or a
 * question waiting). The engine then lives as long as the widget, so closing the panel never cuts an answer off.
 */
export function useChatEngine(
  store: AssistantStore,
  /** The widget's newest props and its `onEvent`, from which the engine builds its configuration. */
  widget: { latest: () => WidgetEngineProps; emit: (event: EngineEvent) => void },
  active: boolean,
  disabled: boolean,
): { preload: () => void } {
  // The engine's code, and with it the saved conversation (so the panel opens on it at once). A failed preload is
  // retried by the real load, which reports it.
  const preload = useCallback(() => {
    if (!disabled)
      void loadEngine().then(
        ({ hydrateStore }) => hydrateStore(store),
        () => undefined,
      );
  }, [store, disabled]);

  // Once wanted, the engine stays: closing the panel must not stop an answer. The store keeps that fact.
  const wanted = active && !disabled;
  useEffect(() => {
    if (wanted) store.getState().wantEngine();
  }, [wanted, store]);
  const started = useStore(store, (state) => state.engineWanted);

  // Bumped by the reader's "Try again" after the engine's chunk failed to load: load it again.
  const attempt = useStore(store, (state) => state.engineAttempt);
  const { latest, emit } = widget;
  useEffect(() => {
    if (!started) return;
    let dispose: (() => void) | undefined;
    let cancelled = false;
    loadEngine().then(
      (engine) => {
        if (cancelled) return;
        const chat = engine.createAssistantChat(store, engine.widgetChatConfig(store, latest, emit));
        dispose = () => chat.dispose();
      },
      (error: unknown) => {
        // A chunk that fails to load is a network error the reader can retry (the store's `retry` bumps `attempt`).
        if (!cancelled) store.getState().engineFailed(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [started, store, attempt, latest, emit]);

  return { preload };
}
