import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useAssistantWidget, useSlot } from '../react/widget-context';

export type EmptyStateProps = ComponentPropsWithoutRef<'div'>;

/** What an empty conversation shows: a welcome and the host's starter questions. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(props, ref) {
  const { labels, starterQuestions, ask, keyRefused, inputRef } = useAssistantWidget('EmptyState');
  const slot = useSlot('empty');
  const starters = useSlot('starters');
  const starter = useSlot('starter');
  return (
    <div {...slot} {...props} ref={ref}>
      <p data-da-heading="">{labels.emptyTitle}</p>
      <p data-da-muted="">{labels.emptyDescription}</p>
      {starterQuestions.length > 0 && (
        <div {...starters} role="group" aria-label={labels.starterQuestions}>
          {starterQuestions.map((question) => (
            <button
              key={question}
              type="button"
              {...starter}
              disabled={keyRefused}
              onClick={() => {
                // The welcome is replaced by the conversation: without this, focus would fall to the page.
                ask(question);
                inputRef.current?.focus();
              }}
            >
              {question}
            </button>
          ))}
        </div>
      )}
      {props.children}
    </div>
  );
});
