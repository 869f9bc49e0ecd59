import { forwardRef, startTransition, useEffect, useState, type ComponentPropsWithoutRef } from 'react';
import { useAssistantStore, useAssistantStoreApi } from '../react/store-context';
import { useAssistantWidget } from '../react/widget-context';
import { Conversation, type ConversationProps } from '../messages/conversation';
import { EmptyState } from './empty-state';

export type ConversationSlotProps = ComponentPropsWithoutRef<'div'> & Pick<ConversationProps, 'answer'>;

/**
 * The welcome while the conversation is empty, the conversation once there is one (and a loading note until the
 * engine that writes it is here). The welcome is decided from the store, not by the engine, so it stays the same
 * element when the engine arrives: a reader clicking or focused on a starter question never loses it. The host's
 * props and ref go to whichever of the three is shown.
 */
export const ConversationSlot = forwardRef<HTMLDivElement, ConversationSlotProps>(function ConversationSlot(
  { answer, ...props },
  ref,
) {
  const { labels } = useAssistantWidget('ConversationSlot');
  const engineReady = useEngineReady();
  const empty = useAssistantStore((s) => s.messages.length === 0 && s.outbox.length === 0 && s.status === 'ready');
  if (empty) return <EmptyState {...props} ref={ref} />;
  if (engineReady) return <Conversation answer={answer} {...props} ref={ref} />;
  return (
    <div role="status" data-da-loading="" {...props} ref={ref}>
      {labels.loading}
    </div>
  );
});

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
