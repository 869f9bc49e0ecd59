import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { composeHandlers } from '../primitives/compose-handlers';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import { useAnswer } from './answer-context';

export interface AnswerStatusNoteProps extends ComponentPropsWithoutRef<'p'> {
  /** Runs before ours when the reader asks to continue a stopped answer; `preventDefault()` stops ours. */
  onContinueClick?: ComponentPropsWithoutRef<'button'>['onClick'];
}

/**
 * Says an answer did not finish: "interrupted" (unless the error notice already says it), or "Stopped" with
 * Continue under the newest answer. Nothing for a streaming or complete answer.
 */
export const AnswerStatusNote = forwardRef<HTMLParagraphElement, AnswerStatusNoteProps>(function AnswerStatusNote(
  { onContinueClick, ...props },
  ref,
) {
  const { labels } = useAssistantWidget('AnswerStatusNote');
  const { status, failed, continueAnswer } = useAnswer('AnswerStatusNote');
  const action = useSlot('action');
  if (status === 'interrupted' && !failed) {
    return (
      <p data-da-interrupted="" {...props} ref={ref}>
        {labels.interrupted}
      </p>
    );
  }
  if (status !== 'stopped') return null;
  return (
    <p data-da-stopped="" {...props} ref={ref}>
      {labels.stopped}
      {continueAnswer && (
        <button
          type="button"
          {...action}
          data-action="continue"
          onClick={composeHandlers(onContinueClick, () => continueAnswer())}
        >
          {labels.continue}
        </button>
      )}
    </p>
  );
});
