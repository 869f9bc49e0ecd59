import type { Suggestion } from '../core/suggestions';
import { useBusy } from './use-busy';
import { useAssistantWidget, useSlot } from '../react/widget-context';

/** The answer's trailing `suggestions` block, as buttons that ask that question. */
export function FollowUps({ suggestions }: { suggestions: Suggestion[] }) {
  const disabled = useBusy();
  const { labels, ask, emit, inputRef } = useAssistantWidget('FollowUps');
  const slot = useSlot('followUps');
  const item = useSlot('followUp');
  if (suggestions.length === 0) return null;
  return (
    <div {...slot} role="group" aria-label={labels.followUps}>
      {suggestions.map((suggestion) => (
        <button
          key={`${suggestion.label}|${suggestion.path}`}
          type="button"
          {...item}
          data-path={suggestion.path}
          disabled={disabled}
          onClick={() => {
            emit({ type: 'follow-up', question: suggestion.label });
            ask(suggestion.label);
            // Disabled while the answer streams: focus would fall to the page, so it goes to the question box.
            inputRef.current?.focus();
          }}
        >
          {suggestion.label}
        </button>
      ))}
    </div>
  );
}
