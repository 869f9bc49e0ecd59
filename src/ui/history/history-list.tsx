import { forwardRef, useRef, useState, type ComponentPropsWithoutRef, type RefObject } from 'react';
import { useComposedRefs } from '../../primitives/use-composed-refs';
import { useAssistantStore } from '../../react/store-context';
import { HistoryEntry } from './history-entry';

export interface HistoryListProps extends ComponentPropsWithoutRef<'ul'> {
  /** Where focus goes when the last entry is deleted (the view's heading). */
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/** The history's conversations in the store's order (newest first), each a `HistoryEntry`. */
export const HistoryList = forwardRef<HTMLUListElement, HistoryListProps>(function HistoryList(
  { fallbackFocus, ...props },
  forwardedRef,
) {
  const entries = useAssistantStore((s) => s.history) ?? [];
  const listRef = useRef<HTMLUListElement>(null);
  const ref = useComposedRefs(listRef, forwardedRef);
  const [now] = useState(Date.now);
  // Where focus goes on a delete: the entry that takes the deleted one's place, else the one before, else the
  // fallback. Moved in the click itself, before the entry leaves: an effect after the re-render (after paint on
  // Preact) left focus on <body> for a frame or more, and then pulled it back from wherever the reader's next keys
  // had taken it.
  const focusAfterDelete = (index: number) => {
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-action="open-conversation"]');
    (buttons?.[index + 1] ?? buttons?.[index - 1] ?? fallbackFocus?.current)?.focus();
  };
  return (
    <ul role="list" {...props} ref={ref}>
      {entries.map((entry, index) => (
        <HistoryEntry key={entry.id} entry={entry} now={now} onDelete={() => focusAfterDelete(index)} />
      ))}
    </ul>
  );
});
