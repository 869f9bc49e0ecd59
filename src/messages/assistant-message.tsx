import { forwardRef, memo, useState, type ComponentPropsWithoutRef } from 'react';
import { splitSuggestions } from '../core/suggestions';
import type { AssistantMessage as Message } from '../core/types';
import { StreamingMarkdown } from '../markdown';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import { FollowUps } from './follow-ups';
import { MessageActions, type AnswerRating } from './message-actions';
import { answerSources, answerText, searchActivity } from './message-parts';
import { SearchStatus } from './search-status';
import { SourcesList } from './sources-list';
import { SupportPrompt } from './support-prompt';

export interface AssistantMessageProps extends ComponentPropsWithoutRef<'article'> {
  message: Message;
  /** This answer is the one arriving right now. */
  streaming: boolean;
  onRegenerate: (messageId: string) => void;
}

/**
 * One answer: search progress, markdown (links to its sources as numbered chips), sources, follow-ups, actions, and
 * the host's way to reach people when it did not help. Memoised: finished answers never re-render.
 */
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
    const sources = answerSources(message);
    const [rating, setRating] = useState<AnswerRating | null>(null);
    // The service's "the docs don't cover this": a finished answer that found no sources (service-api §1).
    const notCovered = !streaming && !interrupted && body !== '' && sources.length === 0;

    return (
      <article
        {...slot}
        data-role="assistant"
        data-message-id={message.id}
        data-status={streaming ? 'streaming' : interrupted ? 'interrupted' : 'complete'}
        data-covered={notCovered ? 'false' : undefined}
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
                citation: labels.citation,
                codeRegion: labels.codeRegion,
                table: labels.table,
                showAllLines: labels.showAllLines,
                showAllCharacters: labels.showAllCharacters,
              }}
              sources={sources}
            />
          </div>
        )}
        {interrupted && <p data-da-interrupted="">{labels.interrupted}</p>}
        <SourcesList sources={sources} />
        {!streaming && <FollowUps suggestions={suggestions} />}
        {!streaming && body && (
          <MessageActions
            messageId={message.id}
            text={body}
            onRegenerate={() => onRegenerate(message.id)}
            rating={rating}
            onRatingChange={setRating}
          />
        )}
        {!streaming && (rating === 'negative' || notCovered) && (
          <SupportPrompt messageId={message.id} reason={rating === 'negative' ? 'not-helpful' : 'not-covered'} />
        )}
      </article>
    );
  }),
);
