import { forwardRef, useCallback, useRef, type ComponentPropsWithoutRef } from 'react';
import { useAssistantStore } from '../react/store-context';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import { useComposedRefs } from '../primitives/use-composed-refs';
import { AssistantMessageView } from './assistant-message';
import { format } from '../core/format';
import { KeepInView } from './keep-in-view';
import { useRecentWindow } from './use-recent-window';
import { useStickToBottom } from './use-stick-to-bottom';
import { UserMessageView } from './user-message';

// The panel's body scrolls the conversation.
const SCROLLER = '[data-da-slot="body"]';

export type ConversationProps = ComponentPropsWithoutRef<'div'>;

/** The message list, read from the widget's store: a long conversation's newest window, earlier ones on request. */
export const Conversation = forwardRef<HTMLDivElement, ConversationProps>(function Conversation(props, forwardedRef) {
  const { labels, emit, inputRef } = useAssistantWidget('Conversation');
  const messages = useAssistantStore((s) => s.messages);
  const status = useAssistantStore((s) => s.status);
  const regenerate = useAssistantStore((s) => s.regenerate);
  const slot = useSlot('messages');
  const listRef = useRef<HTMLDivElement | null>(null);
  const ref = useComposedRefs(listRef, forwardedRef);
  const busy = status === 'submitted' || status === 'streaming';
  const last = messages[messages.length - 1];
  useStickToBottom(listRef, SCROLLER, last?.parts);
  const { start, rendered, showEarlier } = useRecentWindow(messages);

  const onRegenerate = useCallback(
    (messageId: string) => {
      emit({ type: 'regenerate', messageId });
      regenerate(messageId);
      // Regenerate is disabled while the new answer streams: focus would fall to the page.
      inputRef.current?.focus();
    },
    [regenerate, emit, inputRef],
  );

  return (
    <div
      {...slot}
      role="region"
      aria-label={labels.messages}
      // Earlier messages are still rendering above: assistive technology waits for the whole list.
      aria-busy={rendered > start || undefined}
      data-status={status}
      {...props}
      ref={ref}
    >
      {start > 0 && (
        <button type="button" data-da-slot="action" data-action="show-earlier" onClick={showEarlier}>
          {format(labels.showEarlier, { count: start })}
        </button>
      )}
      <KeepInView first={rendered} listRef={listRef} containerSelector={SCROLLER}>
        {messages
          .slice(rendered)
          .map((message, offset) =>
            message.role === 'user' ? (
              <UserMessageView key={message.id} message={message} />
            ) : message.role === 'assistant' ? (
              <AssistantMessageView
                key={message.id}
                message={message}
                streaming={busy && rendered + offset === messages.length - 1}
                onRegenerate={onRegenerate}
              />
            ) : null,
          )}
      </KeepInView>
      {status === 'submitted' && last?.role === 'user' && (
        <p data-da-thinking="" role="status">
          {labels.thinking}
        </p>
      )}
    </div>
  );
});
