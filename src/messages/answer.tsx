import { forwardRef, useMemo, type ComponentPropsWithoutRef } from 'react';
import { splitSuggestions } from '../core/suggestions';
import type { AnswerCoverage, AssistantMessage as Message } from '../core/types';
import { useControllableState } from '../react/use-controllable-state';
import { useAssistantWidget } from '../react/widget-context';
import { usePartSlot } from './use-part-slot';
import { AnswerContext, type AnswerRating, type AnswerState, type AnswerStatus } from './answer-context';
import { answerFiles, answerReasoning, answerSources, answerText, searchActivity, startingStep } from './message-parts';

export interface AnswerProps extends ComponentPropsWithoutRef<'article'> {
  message: Message;
  /** This answer is the one arriving right now. */
  streaming: boolean;
  /** The error notice below the conversation is about this answer (it was cut off): it says so, not the answer. */
  failed?: boolean;
  onRegenerate: (messageId: string) => void;
  /** Offered under the newest answer when the reader stopped it: asks the assistant to go on. */
  onContinue?: (() => void) | undefined;
  /** The reader's rating, controlled; default uncontrolled. A thumbs down offers the host's `support`. */
  rating?: AnswerRating | null;
  onRatingChange?: (rating: AnswerRating) => void;
}

const COVERAGES: readonly AnswerCoverage[] = ['answered', 'partial', 'not-covered'];

/** The service's coverage from the `finish` metadata, if it sent one the widget knows. */
function coverageOf(message: Message): AnswerCoverage | undefined {
  const said = message.metadata?.coverage;
  return COVERAGES.includes(said as AnswerCoverage) ? said : undefined;
}

function statusOf(message: Message, streaming: boolean): AnswerStatus {
  if (streaming) return 'streaming';
  if (message.metadata?.stopped === true) return 'stopped';
  return message.metadata?.interrupted === true ? 'interrupted' : 'complete';
}

/**
 * One answer's root: the `<article>` and the state its parts read (`useAnswer`). It renders only the children it is
 * given; `AssistantMessageView` is this root with the preset's parts in the preset's order.
 */
export const Answer = forwardRef<HTMLElement, AnswerProps>(function Answer(
  {
    message,
    streaming,
    failed = false,
    onRegenerate,
    onContinue,
    rating: ratingProp,
    onRatingChange,
    className,
    ...props
  },
  ref,
) {
  const { labels } = useAssistantWidget('Answer');
  const slot = usePartSlot('message', className);
  const [rating, setRating] = useControllableState<AnswerRating | null>(ratingProp, null, (next) => {
    if (next) onRatingChange?.(next);
  });
  const state = useMemo<AnswerState>(() => {
    const { body, suggestions } = splitSuggestions(answerText(message));
    const status = statusOf(message, streaming);
    const sources = answerSources(message);
    const coverage = coverageOf(message);
    // A service that says how fully the docs answer is believed; one that does not is read as before: a finished
    // answer with no sources is its "the docs don't cover this".
    const noSources = status === 'complete' && body !== '' && sources.length === 0;
    return {
      message,
      status,
      streaming,
      failed,
      body,
      suggestions,
      sources,
      searches: searchActivity(message),
      startingStep: streaming && startingStep(message),
      reasoning: answerReasoning(message),
      files: answerFiles(message),
      notCovered: coverage ? coverage === 'not-covered' && status === 'complete' : noSources,
      coverage,
      rating,
      rate: setRating,
      regenerate: () => onRegenerate(message.id),
      continueAnswer: onContinue,
    };
  }, [message, streaming, failed, rating, setRating, onRegenerate, onContinue]);

  return (
    <AnswerContext.Provider value={state}>
      <article
        {...slot}
        data-role="assistant"
        data-message-id={message.id}
        data-status={state.status}
        data-covered={state.notCovered ? 'false' : undefined}
        data-coverage={state.coverage}
        aria-label={labels.assistant}
        aria-busy={streaming}
        {...props}
        ref={ref}
      />
    </AnswerContext.Provider>
  );
});
