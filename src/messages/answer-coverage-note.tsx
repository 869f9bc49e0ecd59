import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useAssistantWidget } from '../react/widget-context';
import { useAnswer } from './answer-context';

export type AnswerCoverageNoteProps = ComponentPropsWithoutRef<'p'>;

/**
 * Above an answer the service marks `partial`: the passages quoted are the closest the docs come, so the reader
 * checks them rather than trusting them as the answer. Nothing for any other answer (a not-covered one says so in
 * its own words; a service that sends no coverage is read as before).
 */
export const AnswerCoverageNote = forwardRef<HTMLParagraphElement, AnswerCoverageNoteProps>(
  function AnswerCoverageNote(props, ref) {
    const { labels } = useAssistantWidget('AnswerCoverageNote');
    const { coverage } = useAnswer('AnswerCoverageNote');
    if (coverage !== 'partial') return null;
    return (
      <p data-da-coverage-note="partial" role="note" {...props} ref={ref}>
        {labels.partialAnswer}
      </p>
    );
  },
);
