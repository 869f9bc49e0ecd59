import { useChat } from '@ai-sdk/react';
import { useCallback, useRef } from 'react';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import type { AssistantChat } from './create-assistant-chat';
import { AssistantMessageView } from './assistant-message';
import { useStickToBottom } from './use-stick-to-bottom';
import { UserMessageView } from './user-message';

/** The message list, bound to the widget's chat. Lives in the lazily loaded engine chunk. */
export function Conversation({ engine }: { engine: AssistantChat }) {
  const { labels, emit, inputRef } = useAssistantWidget('Conversation');
  const { messages, status, regenerate } = useChat({ chat: engine.chat });
  const slot = useSlot('messages');
  const listRef = useRef<HTMLDivElement | null>(null);
  const busy = status === 'submitted' || status === 'streaming';
  const last = messages[messages.length - 1];
  useStickToBottom(listRef, '[data-da-slot="body"]', last?.parts);

  const onRegenerate = useCallback(
    (messageId: string) => {
      emit({ type: 'regenerate', messageId });
      void regenerate({ messageId });
      // Regenerate is disabled while the new answer streams: focus would fall to the page.
      inputRef.current?.focus();
    },
    [regenerate, emit, inputRef],
  );

  return (
    <div {...slot} ref={listRef} role="region" aria-label={labels.messages} data-status={status}>
      {messages.map((message, index) =>
        message.role === 'user' ? (
          <UserMessageView key={message.id} message={message} />
        ) : message.role === 'assistant' ? (
          <AssistantMessageView
            key={message.id}
            message={message}
            streaming={busy && index === messages.length - 1}
            busy={busy}
            onRegenerate={onRegenerate}
          />
        ) : null,
      )}
      {status === 'submitted' && last?.role === 'user' && (
        <p data-da-thinking="" role="status">
          {labels.thinking}
        </p>
      )}
    </div>
  );
}
