import { loadedEngine } from '../react/load-engine';
import { useAssistantStore } from '../react/store-context';
import { useAssistantWidget } from '../react/widget-context';
import { EmptyState } from './empty-state';

/**
 * The welcome while the conversation is empty, the conversation once there is one. The welcome is decided from the
 * store, not by the lazy chunk, so it stays the same element when the engine arrives: a reader clicking or focused
 * on a starter question never loses it.
 */
export function ConversationSlot() {
  const { chat, labels } = useAssistantWidget('ConversationSlot');
  const empty = useAssistantStore((s) => s.messages.length === 0 && s.outbox.length === 0 && s.status === 'ready');
  if (empty) return <EmptyState />;
  const loading = (
    <p role="status" data-da-loading="">
      {labels.loading}
    </p>
  );
  // The engine's chunk is here whenever `chat` is (it created the chat): render its conversation directly.
  const Conversation = chat && loadedEngine()?.Conversation;
  return Conversation ? <Conversation engine={chat} /> : loading;
}
