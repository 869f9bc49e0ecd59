import { useDeferredValue } from 'react';
import { useAssistantStore } from '../react/store-context';
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
  // Rendering a restored conversation is a transition: React parses its markdown in slices, so the panel (already
  // open, its input usable) keeps painting and taking keys meanwhile.
  const engineReady = useDeferredValue(useAssistantStore((s) => s.engine !== null));
  const empty = useAssistantStore((s) => s.messages.length === 0 && s.outbox.length === 0 && s.status === 'ready');
  if (empty) return <EmptyState />;
  const loading = (
    <p role="status" data-da-loading="">
      {labels.loading}
    </p>
  );
  return engineReady ? <Conversation /> : loading;
}
