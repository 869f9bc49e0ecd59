import { lazy, Suspense } from 'react';
import { useAssistantStore } from '../react/store-context';
import { useAssistantWidget } from '../react/widget-context';
import { EmptyState } from './empty-state';

// The same chunk `loadEngine` loads (same module); imported here directly so the panel shares no code with the
// first chunk just to name it.
const LazyConversation = lazy(() => import('../chat/engine').then((engine) => ({ default: engine.Conversation })));

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
  if (!chat) return loading;
  return (
    <Suspense fallback={loading}>
      <LazyConversation engine={chat} />
    </Suspense>
  );
}
