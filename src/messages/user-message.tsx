import { forwardRef, memo, type ComponentPropsWithoutRef } from 'react';
import type { AssistantMessage } from '../core/types';
import { shorten } from '../core/shorten';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import { answerText } from './message-parts';

// Enough of an attached selection to recognise it; the full text went to the service.
const CONTEXT_PREVIEW_CHARS = 80;

export interface UserMessageProps extends ComponentPropsWithoutRef<'article'> {
  message: AssistantMessage;
}

/** A question as the reader asked it, with a note of the page context that went with it. */
export const UserMessageView = memo(
  forwardRef<HTMLElement, UserMessageProps>(function UserMessageView({ message, ...props }, ref) {
    const { labels } = useAssistantWidget('UserMessage');
    const slot = useSlot('message');
    const context = message.metadata?.context ?? [];
    return (
      <article {...slot} data-role="user" data-message-id={message.id} aria-label={labels.you} {...props} ref={ref}>
        {/* A question in any language: its direction from its own first letters, not the panel's. */}
        <p data-da-question="" dir="auto">
          {answerText(message)}
        </p>
        {context.length > 0 && (
          <ul data-da-sent-context="">
            {context.map((item, index) => (
              <li key={index} data-type={item.type} title={item.value}>
                {shorten(item.value, CONTEXT_PREVIEW_CHARS)}
              </li>
            ))}
          </ul>
        )}
      </article>
    );
  }),
);
