import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useAssistantWidget, useSlot } from '../react/widget-context';

export type EmptyStateProps = ComponentPropsWithoutRef<'div'>;

/** What an empty conversation shows: a heading, one line on what answers come from, and the host's starter questions. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(props, ref) {
  const { labels, starterQuestions, ask, keyRefused, notSetUp, inputRef } = useAssistantWidget('EmptyState');
  const slot = useSlot('empty');
  const starters = useSlot('starters');
  const starter = useSlot('starter');
  return (
    <div {...slot} {...props} ref={ref}>
      <h3 data-da-heading="">{labels.emptyTitle}</h3>
      <p data-da-muted="">{labels.emptyDescription}</p>
      {starterQuestions.length > 0 && (
        <div {...starters} role="group" aria-label={labels.starterQuestions}>
          <ul role="list">
            {starterQuestions.map((question) => (
              <li key={question}>
                <button
                  type="button"
                  {...starter}
                  disabled={keyRefused || notSetUp}
                  onClick={() => {
                    // The welcome is replaced by the conversation: without this, focus would fall to the page.
                    ask(question);
                    inputRef.current?.focus();
                  }}
                >
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {props.children}
    </div>
  );
});
