import { forwardRef, useEffect, useId, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { useAssistantStore } from '../../react/store-context';
import { useAssistantWidget, useSlot } from '../../react/widget-context';
import { HistoryClearConfirm } from './history-clear-confirm';
import { HistoryList } from './history-list';

export type HistoryViewProps = ComponentPropsWithoutRef<'div'>;

/**
 * The history, in the panel's body while the header's "Conversation history" is pressed: its heading, "Clear all"
 * (after a confirmation) and the list of conversations, or a sentence saying there are none yet. What opening,
 * deleting and clearing do, the order and the caps are the store's rules (store/history.ts).
 */
export const HistoryView = forwardRef<HTMLDivElement, HistoryViewProps>(function HistoryView(props, ref) {
  const { labels } = useAssistantWidget('HistoryView');
  const count = useAssistantStore((s) => s.history?.length ?? 0);
  const slot = useSlot('history');
  const action = useSlot('action');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState(false);
  // Opening the view says where the reader is: the heading takes focus, and a screen reader reads it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div {...slot} role="region" aria-labelledby={headingId} {...props} ref={ref}>
      <div data-da-history-head="">
        <h3 data-da-heading="" id={headingId} ref={headingRef} tabIndex={-1}>
          {labels.history}
        </h3>
        {count > 0 && !confirming && (
          <button type="button" {...action} data-action="clear-history" onClick={() => setConfirming(true)}>
            {labels.clearHistory}
          </button>
        )}
      </div>
      {confirming && (
        <HistoryClearConfirm
          onDone={() => {
            setConfirming(false);
            headingRef.current?.focus();
          }}
        />
      )}
      {count === 0 ? <p data-da-muted="">{labels.historyEmpty}</p> : <HistoryList fallbackFocus={headingRef} />}
    </div>
  );
});
