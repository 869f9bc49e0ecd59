import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { AssistantStore } from '../store/assistant-store';
import type { AssistantRootProps } from './root-props';
import type { AssistantEvent } from './events';
import { useChatEngine } from './use-chat-engine';

/**
 * The chat engine for this widget: loaded on `preload()` (a sign of intent), created once open or once a question
 * waits (the host's `ask` with `open` held false still needs it). It reads the props as they are when it builds each
 * request (engine/widget-config.ts): a changed filter, key or header reaches the next question without a remount.
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
  const hasQueuedQuestion = useStore(store, (state) => state.outbox.length > 0);
  // Wanted: the rules load (the panel waits for them too); the engine starts once they have checked the props.
  const wanted = open || hasQueuedQuestion;
  const { loadRules, checked } = props;
  useEffect(() => {
    if (wanted) loadRules();
  }, [wanted, loadRules]);
  const { preload } = useChatEngine(store, { latest, emit }, wanted && checked, keyRefused);
  return { preloadEngine: preload };
}
