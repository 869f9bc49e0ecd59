import { lazy, Suspense } from 'react';
import { loadEngine } from '../react/load-engine';
import { useAssistantStore } from '../react/store-context';
import { useAssistantWidget } from '../react/widget-context';
import { EmptyState } from './empty-state';

const LazyConversation = lazy(() => loadEngine().then((engine) => ({ default: engine.Conversation })));

/** The conversation once the engine is there; until then the welcome, or a short loading note if there is history. */
export function ConversationSlot() {
  const { chat, labels } = useAssistantWidget('ConversationSlot');
  const hasHistory = useAssistantStore((s) => s.messages.length > 0 || s.outbox.length > 0);
  const placeholder = hasHistory ? (
    <p role="status" data-da-loading="">
      {labels.loading}
    </p>
  ) : (
    <EmptyState />
  );
  if (!chat) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyConversation engine={chat} />
    </Suspense>
  );
}
