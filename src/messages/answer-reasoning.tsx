import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useAssistantWidget } from '../react/widget-context';
import { usePartSlot } from './use-part-slot';
import { useAnswer } from './answer-context';

export type AnswerReasoningProps = ComponentPropsWithoutRef<'details'>;

/**
 * What a reasoning model thought before answering, folded away: "Thinking…" while it streams (open it to watch), then
 * "Reasoning". Its text is the model's, shown as plain text, never as markdown. Nothing when the service sends none.
 */
export const AnswerReasoning = forwardRef<HTMLDetailsElement, AnswerReasoningProps>(function AnswerReasoning(
  { className, ...props },
  ref,
) {
  const { labels } = useAssistantWidget('AnswerReasoning');
  const { reasoning } = useAnswer('AnswerReasoning');
  const slot = usePartSlot('reasoning', className);
  if (!reasoning) return null;
  return (
    <details {...slot} data-state={reasoning.streaming ? 'streaming' : 'done'} {...props} ref={ref}>
      <summary>{reasoning.streaming ? labels.thinking : labels.reasoning}</summary>
      <p dir="auto">{reasoning.text}</p>
    </details>
  );
});
