import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { composeHandlers } from '../primitives/compose-handlers';
import { Icon } from '../primitives/icons';
import { useAssistantStoreApi } from '../react/store-context';
import { useAssistantWidget, useAssistantWidgetBase } from '../react/widget-context';
import { usePartSlot } from './use-part-slot';
import { useAnswer, type AnswerRating } from './answer-context';
import { useBusy } from './use-busy';
import { useCopy } from './use-copy';

export type { AnswerRating } from './answer-context';

type ButtonProps = ComponentPropsWithoutRef<'button'>;

/** A labelled icon button of an answer: the label is its name, and its tooltip without the preset's stylesheet. */
const ActionButton = forwardRef<HTMLButtonElement, ButtonProps & { action: string; label: string }>(
  function ActionButton({ action, label, children, className, ...props }, ref) {
    const slot = usePartSlot('action', className);
    const { unstyled } = useAssistantWidgetBase('ActionButton');
    return (
      <button
        type="button"
        {...slot}
        data-action={action}
        aria-label={label}
        title={unstyled ? label : undefined}
        {...props}
        ref={ref}
      >
        {children}
      </button>
    );
  },
);

export type AnswerCopyButtonProps = ButtonProps;

/** Copies the answer's markdown (without its suggestions block); says "Copied" for a moment. */
export const AnswerCopyButton = forwardRef<HTMLButtonElement, AnswerCopyButtonProps>(function AnswerCopyButton(
  { onClick, children, ...props },
  ref,
) {
  const { labels, emit } = useAssistantWidget('AnswerCopyButton');
  const { message, body } = useAnswer('AnswerCopyButton');
  const { copied, copy } = useCopy();
  return (
    <ActionButton
      action="copy"
      label={copied ? labels.copied : labels.copyAnswer}
      data-state={copied ? 'copied' : 'idle'}
      {...props}
      onClick={composeHandlers(onClick, () => {
        void copy(body).then((ok) => ok && emit({ type: 'copy', messageId: message.id }));
      })}
      ref={ref}
    >
      {children ?? <Icon name={copied ? 'check' : 'copy'} />}
    </ActionButton>
  );
});

export type AnswerRegenerateButtonProps = ButtonProps;

/** Asks the same question again for a new answer; disabled while one is being asked for. */
export const AnswerRegenerateButton = forwardRef<HTMLButtonElement, AnswerRegenerateButtonProps>(
  function AnswerRegenerateButton({ onClick, children, ...props }, ref) {
    const { labels } = useAssistantWidget('AnswerRegenerateButton');
    const { regenerate } = useAnswer('AnswerRegenerateButton');
    const disabled = useBusy();
    return (
      <ActionButton
        action="regenerate"
        label={labels.regenerate}
        disabled={disabled}
        {...props}
        onClick={composeHandlers(onClick, regenerate)}
        ref={ref}
      >
        {children ?? <Icon name="refresh" />}
      </ActionButton>
    );
  },
);

export interface AnswerRateButtonProps extends ButtonProps {
  value: AnswerRating;
}

/** Thumbs up or down: tells the host (`onFeedback`) and, down, offers its `support`. */
export const AnswerRateButton = forwardRef<HTMLButtonElement, AnswerRateButtonProps>(function AnswerRateButton(
  { value, onClick, children, ...props },
  ref,
) {
  const { labels, feedback } = useAssistantWidget('AnswerRateButton');
  const { message, rating, rate } = useAnswer('AnswerRateButton');
  const store = useAssistantStoreApi('AnswerRateButton');
  const positive = value === 'positive';
  return (
    <ActionButton
      action={positive ? 'helpful' : 'not-helpful'}
      label={positive ? labels.helpful : labels.notHelpful}
      aria-pressed={rating === value}
      {...props}
      onClick={composeHandlers(onClick, () => {
        rate(value);
        feedback({ messageId: message.id, threadId: store.getState().threadId, value });
      })}
      ref={ref}
    >
      {children ?? <Icon name={positive ? 'thumbsUp' : 'thumbsDown'} />}
    </ActionButton>
  );
});

export type AnswerFeedbackThanksProps = ComponentPropsWithoutRef<'span'>;

/** "Thanks for your feedback" once the answer is rated. */
export const AnswerFeedbackThanks = forwardRef<HTMLSpanElement, AnswerFeedbackThanksProps>(
  function AnswerFeedbackThanks(props, ref) {
    const { labels } = useAssistantWidget('AnswerFeedbackThanks');
    const { rating } = useAnswer('AnswerFeedbackThanks');
    if (!rating) return null;
    return (
      <span role="status" data-da-feedback-thanks="" {...props} ref={ref}>
        {labels.feedbackThanks}
      </span>
    );
  },
);

export type AnswerActionsProps = ComponentPropsWithoutRef<'div'>;

/**
 * The row under a finished answer: copy, regenerate and, on a complete answer, thumbs up and down (a partial answer
 * is not one to rate: the reader never saw what it would have said). Give it children to choose the buttons; nothing
 * while the answer streams or before it has words.
 */
export const AnswerActions = forwardRef<HTMLDivElement, AnswerActionsProps>(function AnswerActions(
  { children, className, ...props },
  ref,
) {
  const { labels } = useAssistantWidget('AnswerActions');
  const { streaming, body, status } = useAnswer('AnswerActions');
  const slot = usePartSlot('actions', className);
  if (streaming || !body) return null;
  return (
    <div {...slot} role="group" aria-label={labels.answerActions} {...props} ref={ref}>
      {children ?? (
        <>
          <AnswerCopyButton />
          <AnswerRegenerateButton />
          {status === 'complete' && (
            <>
              <AnswerRateButton value="positive" />
              <AnswerRateButton value="negative" />
            </>
          )}
          <AnswerFeedbackThanks />
        </>
      )}
    </div>
  );
});
