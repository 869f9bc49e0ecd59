import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { format } from '../core/format';
import { useAssistantWidget } from '../react/widget-context';
import { usePartSlot } from './use-part-slot';
import { useAnswer } from './answer-context';

export type AnswerSearchStatusProps = ComponentPropsWithoutRef<'p'>;

/** "Searching for …" while the service searches the docs; gone once results are in. */
export const AnswerSearchStatus = forwardRef<HTMLParagraphElement, AnswerSearchStatusProps>(function AnswerSearchStatus(
  { className, ...props },
  ref,
) {
  const { labels } = useAssistantWidget('AnswerSearchStatus');
  const { searches } = useAnswer('AnswerSearchStatus');
  const slot = usePartSlot('searchStatus', className);
  const running = searches.filter((search) => !search.done);
  if (running.length === 0) return null;
  return (
    <p {...slot} role="status" data-state="searching" {...props} ref={ref}>
      {running.map((search) => format(labels.searching, { query: search.query })).join(' ')}
    </p>
  );
});
