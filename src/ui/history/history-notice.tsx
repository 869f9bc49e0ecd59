import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useAssistantStore, useAssistantStoreApi } from '../../react/store-context';
import { useAssistantWidget, useSlot } from '../../react/widget-context';

export type HistoryNoticeProps = ComponentPropsWithoutRef<'div'>;

/** Shown once when storage refuses the history: the widget keeps working, and says what that costs. */
export const HistoryNotice = forwardRef<HTMLDivElement, HistoryNoticeProps>(function HistoryNotice(props, ref) {
  const { labels } = useAssistantWidget('HistoryNotice');
  const store = useAssistantStoreApi('HistoryNotice');
  const shown = useAssistantStore((s) => s.historyNotice);
  const slot = useSlot('historyNotice');
  const action = useSlot('action');
  if (!shown) return null;
  return (
    <div {...slot} role="status" {...props} ref={ref}>
      <p>{labels.historyUnsaved}</p>
      <button type="button" {...action} data-action="dismiss" onClick={() => store.setState({ historyNotice: false })}>
        {labels.dismiss}
      </button>
    </div>
  );
});
