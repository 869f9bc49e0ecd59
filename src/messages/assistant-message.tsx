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
  /** The error notice below the conversation is about this answer (it was cut off): it says so, not the answer. */
  failed?: boolean;
  onRegenerate: (messageId: string) => void;
  /** Offered under the newest answer when the reader stopped it: asks the assistant to go on. */
  onContinue?: (() => void) | undefined;
}

type AnswerStatus = 'streaming' | 'stopped' | 'interrupted' | 'complete';

function statusOf(message: Message, streaming: boolean): AnswerStatus {
  if (streaming) return 'streaming';
  if (message.metadata?.stopped === true) return 'stopped';
  return message.metadata?.interrupted === true ? 'interrupted' : 'complete';
}

/**
 * One answer: search progress, markdown (links to its sources as numbered chips), sources, follow-ups, actions, and
 * the host's way to reach people when it did not help. Memoised: finished answers never re-render.
 */
export const AssistantMessageView = memo(
  forwardRef<HTMLElement, AssistantMessageProps>(function AssistantMessageView(
    { message, streaming, failed = false, onRegenerate, onContinue, ...props },
    ref,
  ) {
    const { labels } = useAssistantWidget('AssistantMessage');
    const slot = useSlot('message');
    const answer = useSlot('answer');
    const { body, suggestions } = splitSuggestions(answerText(message));
    const status = statusOf(message, streaming);
    const action = useSlot('action');
    const sources = answerSources(message);
    const [rating, setRating] = useState<AnswerRating | null>(null);
    // The service's "the docs don't cover this": a finished answer that found no sources (service-api §1).
    const notCovered = status === 'complete' && body !== '' && sources.length === 0;

    return (
      <article
        {...slot}
        data-role="assistant"
        data-message-id={message.id}
        data-status={status}
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
        {status === 'interrupted' && !failed && <p data-da-interrupted="">{labels.interrupted}</p>}
        {status === 'stopped' && (
          <p data-da-stopped="">
            {labels.stopped}
            {onContinue && (
              <button type="button" {...action} data-action="continue" onClick={onContinue}>
                {labels.continue}
              </button>
            )}
          </p>
        )}
        <SourcesList sources={sources} />
        {!streaming && <FollowUps suggestions={suggestions} />}
        {!streaming && body && (
          <MessageActions
            messageId={message.id}
            text={body}
            // A partial answer is not one to rate: the reader never saw what it would have said.
            feedback={status === 'complete'}
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
