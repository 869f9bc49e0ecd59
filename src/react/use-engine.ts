import { useCallback, useEffect } from 'react';
import { useStore } from 'zustand';
import type { AssistantStore } from '../store/assistant-store';
import type { AssistantRootProps } from './root-props';
import type { AssistantEvent } from './events';
import { loadEngine } from './lazy-chunks';

/**
 * The chat engine for this widget: loaded on `preloadEngine()` (a sign of intent), created once open or once a
 * question waits (the host's `ask` with `open` held false still needs it). It then lives as long as the widget, so
 * closing the panel never cuts an answer off. It reads the props as they are when it builds each request
 * (engine/widget-config.ts): a changed filter, key or header reaches the next question without a remount.
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
  // The engine's code, and with it the saved conversation (so the panel opens on it at once). A failed preload is
  // retried by the real load, which reports it.
  const preloadEngine = useCallback(() => {
    if (!keyRefused)
      void loadEngine().then(
        ({ hydrateStore }) => hydrateStore(store),
        () => undefined,
      );
  }, [store, keyRefused]);

  const hasQueuedQuestion = useStore(store, (state) => state.outbox.length > 0);
  // Wanted: the rules load (the panel waits for them too); the engine starts once they have checked the props.
  const wanted = open || hasQueuedQuestion;
  const { loadRules, checked } = props;
  useEffect(() => {
    if (wanted) loadRules();
  }, [wanted, loadRules]);
  // Once wanted, the engine stays: closing the panel must not stop an answer. The store keeps that fact.
  const start = wanted && checked && !keyRefused;
  useEffect(() => {
    if (start) store.getState().wantEngine();
  }, [start, store]);
  const started = useStore(store, (state) => state.engineWanted);

  // Bumped by the reader's "Try again" after the engine's chunk failed to load: load it again.
  const attempt = useStore(store, (state) => state.engineAttempt);
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

  return { preloadEngine };
}
