import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { format } from '../core/format';
import { useAssistantWidget } from '../react/widget-context';
import { usePartSlot } from './use-part-slot';
import { useAnswer } from './answer-context';

export type AnswerSearchStatusProps = ComponentPropsWithoutRef<'p'>;

/**
 * "Searching for …" while the service searches the docs, "Thinking…" while a new step has begun with nothing to show
 * yet; gone once results or words come.
 */
export const AnswerSearchStatus = forwardRef<HTMLParagraphElement, AnswerSearchStatusProps>(function AnswerSearchStatus(
  { className, ...props },
  ref,
) {
  const { labels } = useAssistantWidget('AnswerSearchStatus');
  const { searches, startingStep } = useAnswer('AnswerSearchStatus');
  const slot = usePartSlot('searchStatus', className);
  const running = searches.filter((search) => !search.done);
  if (running.length === 0 && !startingStep) return null;
  return (
    <p {...slot} role="status" data-state={running.length > 0 ? 'searching' : 'working'} {...props} ref={ref}>
      {running.length > 0
        ? running.map((search) => format(labels.searching, { query: search.query })).join(' ')
        : labels.thinking}
    </p>
  );
});
