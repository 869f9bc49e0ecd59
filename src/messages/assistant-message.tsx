import { forwardRef, memo, type ComponentPropsWithoutRef } from 'react';
import { splitSuggestions } from '../core/suggestions';
import type { AssistantMessage as Message } from '../core/types';
import { StreamingMarkdown } from '../markdown';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import { FollowUps } from './follow-ups';
import { MessageActions } from './message-actions';
import { answerSources, answerText, searchActivity } from './message-parts';
import { SearchStatus } from './search-status';
import { SourcesList } from './sources-list';

export interface AssistantMessageProps extends ComponentPropsWithoutRef<'article'> {
  message: Message;
  /** This answer is the one arriving right now. */
  streaming: boolean;
  onRegenerate: (messageId: string) => void;
}

/** One answer: search progress, markdown, sources, follow-ups and actions. Memoised: finished answers never re-render. */
export const AssistantMessageView = memo(
  forwardRef<HTMLElement, AssistantMessageProps>(function AssistantMessageView(
    { message, streaming, onRegenerate, ...props },
    ref,
  ) {
    const { labels } = useAssistantWidget('AssistantMessage');
    const slot = useSlot('message');
    const answer = useSlot('answer');
    const { body, suggestions } = splitSuggestions(answerText(message));
    const interrupted = message.metadata?.interrupted === true;

    return (
      <article
        {...slot}
        data-role="assistant"
        data-message-id={message.id}
        data-status={streaming ? 'streaming' : interrupted ? 'interrupted' : 'complete'}
        aria-label={labels.assistant}
        aria-busy={streaming}
        {...props}
        ref={ref}
      >
        <SearchStatus activity={searchActivity(message)} />
        {body && (
          <div {...answer}>
            <StreamingMarkdown
              text={body}
              streaming={streaming}
              labels={{
                copyCode: labels.copyCode,
                copiedCode: labels.copiedCode,
                codeRegion: labels.codeRegion,
                table: labels.table,
                showAllLines: labels.showAllLines,
                showAllCharacters: labels.showAllCharacters,
              }}
            />
          </div>
        )}
        {interrupted && <p data-da-interrupted="">{labels.interrupted}</p>}
        <SourcesList sources={answerSources(message)} />
        {!streaming && <FollowUps suggestions={suggestions} />}
        {!streaming && body && (
          <MessageActions messageId={message.id} text={body} onRegenerate={() => onRegenerate(message.id)} />
        )}
      </article>
    );
  }),
);
