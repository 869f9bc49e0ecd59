import { forwardRef, useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import { format } from '../../core/format';
import { useAssistantStore, useAssistantStoreApi } from '../../react/store-context';
import { useAssistantWidget, useSlot } from '../../react/widget-context';
import { clearHistory } from '../../store/history';

export interface HistoryClearConfirmProps extends ComponentPropsWithoutRef<'div'> {
  /** The question is answered (deleted, or cancelled): the view puts it away. */
  onDone: () => void;
}

/** "Delete all N conversations?" with its two answers; focus starts on the one that deletes. */
export const HistoryClearConfirm = forwardRef<HTMLDivElement, HistoryClearConfirmProps>(function HistoryClearConfirm(
  { onDone, ...props },
  ref,
) {
  const { labels, language, emit } = useAssistantWidget('HistoryClearConfirm');
  const store = useAssistantStoreApi('HistoryClearConfirm');
  const count = useAssistantStore((s) => s.history?.length ?? 0);
  const action = useSlot('action');
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div role="group" aria-label={labels.clearHistory} data-da-history-confirm="" {...props} ref={ref}>
      <p>{format(labels.clearHistoryConfirm, { count }, language)}</p>
      <button
        type="button"
        {...action}
        ref={confirmRef}
        data-action="confirm-clear-history"
        onClick={() => {
          clearHistory(store);
          emit({ type: 'clear-history' });
          onDone();
        }}
      >
        {labels.clearHistoryConfirmed}
      </button>
      <button type="button" {...action} data-action="cancel" onClick={onDone}>
        {labels.cancel}
      </button>
    </div>
  );
});
