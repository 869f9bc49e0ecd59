import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from 'react';
import type { Suggestion } from '../core/suggestions';
import { composeHandlers } from '../primitives/compose-handlers';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import { usePartSlot } from './use-part-slot';
import { useAnswer } from './answer-context';
import { useBusy } from './use-busy';

export interface AnswerFollowUpsProps extends ComponentPropsWithoutRef<'div'> {
  /** Runs before ours when a follow-up is chosen; `preventDefault()` stops ours (asking it). */
  onFollowUp?: (suggestion: Suggestion, event: MouseEvent<HTMLButtonElement>) => void;
}

/** The answer's trailing `suggestions` block, as buttons that ask that question; nothing while it streams. */
export const AnswerFollowUps = forwardRef<HTMLDivElement, AnswerFollowUpsProps>(function AnswerFollowUps(
  { onFollowUp, className, ...props },
  ref,
) {
  const disabled = useBusy();
  const { labels, ask, emit, inputRef } = useAssistantWidget('AnswerFollowUps');
  const { suggestions, streaming } = useAnswer('AnswerFollowUps');
  const slot = usePartSlot('followUps', className);
  const item = useSlot('followUp');
  if (streaming || suggestions.length === 0) return null;
  return (
    <div {...slot} role="group" aria-label={labels.followUps} {...props} ref={ref}>
      {suggestions.map((suggestion) => (
        <button
          key={`${suggestion.label}|${suggestion.path}`}
          type="button"
          {...item}
          data-path={suggestion.path}
          disabled={disabled}
          onClick={composeHandlers(
            onFollowUp && ((event: MouseEvent<HTMLButtonElement>) => onFollowUp(suggestion, event)),
            () => {
              emit({ type: 'follow-up', question: suggestion.label });
              ask(suggestion.label);
              // Disabled while the answer streams: focus would fall to the page, so it goes to the question box.
              inputRef.current?.focus();
            },
          )}
        >
          {suggestion.label}
        </button>
      ))}
    </div>
  );
});
