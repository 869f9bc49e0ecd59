import { startTransition, useEffect, useState } from 'react';
import { useAssistantStore, useAssistantStoreApi } from '../react/store-context';
import { useAssistantWidget } from '../react/widget-context';
import { Conversation } from '../messages/conversation';
import { EmptyState } from './empty-state';

/**
 * The welcome while the conversation is empty, the conversation once there is one. The welcome is decided from the
 * store, not by the lazy chunk, so it stays the same element when the engine arrives: a reader clicking or focused
 * on a starter question never loses it.
 */
export function ConversationSlot() {
  const { labels } = useAssistantWidget('ConversationSlot');
  const engineReady = useEngineReady();
  const empty = useAssistantStore((s) => s.messages.length === 0 && s.outbox.length === 0 && s.status === 'ready');
  if (empty) return <EmptyState />;
  const loading = (
    <p role="status" data-da-loading="">
      {labels.loading}
    </p>
  );
  return engineReady ? <Conversation /> : loading;
}

/**
 * Whether the engine is here, switched to true in a transition: a restored conversation then renders the way React
 * renders a transition, parsing its markdown in slices, so the panel (open, its input usable) keeps painting and
 * taking keys meanwhile. A selector hook cannot do this: a store's updates always render synchronously.
 */
function useEngineReady(): boolean {
  const store = useAssistantStoreApi('ConversationSlot');
  const [ready, setReady] = useState(() => store.getState().engine !== null);
  useEffect(() => {
    if (ready) return;
    const check = () => {
      if (store.getState().engine !== null) startTransition(() => setReady(true));
    };
    check();
    return store.subscribe(check);
  }, [store, ready]);
  return ready;
}
