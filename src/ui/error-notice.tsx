import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useAssistantStore } from '../react/store-context';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import { Icon } from '../primitives/icons';
import { format } from './labels';

/**
 * A specific, human message for the last failure, and a retry. The question stays in the conversation (and the
 * draft in the composer), so retrying never means typing it again.
 */
export type ErrorNoticeProps = ComponentPropsWithoutRef<'div'>;

export const ErrorNotice = forwardRef<HTMLDivElement, ErrorNoticeProps>(function ErrorNotice(props, ref) {
  const { labels, keyRefused, emit, inputRef } = useAssistantWidget('ErrorNotice');
  const error = useAssistantStore((s) => s.error);
  const retry = useAssistantStore((s) => s.retry);
  const slot = useSlot('error');
  const action = useSlot('action');
  const kind = keyRefused ? 'key' : error?.kind;
  if (!kind) return null;

  const retryAfter =
    kind === 'rate-limited' && error?.retryAfter !== undefined
      ? ` ${format(labels.retryAfter, { seconds: error.retryAfter })}`
      : '';
  // A refused key or a host's veto fails the same way again: nothing to retry.
  const canRetry = kind !== 'key' && kind !== 'cancelled';
  return (
    <div {...slot} role="alert" data-kind={kind} {...props} ref={ref}>
      <Icon name="alert" />
      <p>
        {labels.errors[kind]}
        {retryAfter}
      </p>
      {canRetry && (
        <button
          type="button"
          {...action}
          data-action="retry"
          onClick={() => {
            emit({ type: 'retry' });
            retry();
            // The notice (and this button) goes away: focus would fall to the page.
            inputRef.current?.focus();
          }}
        >
          {labels.retry}
        </button>
      )}
    </div>
  );
});
