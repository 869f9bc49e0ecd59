import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import type { AssistantErrorKind } from '../core/errors';
import { useAssistantStore, useAssistantStoreApi } from '../react/store-context';
import { retryLastQuestion } from '../store/unanswered';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import { Icon } from '../primitives/icons';
import { format } from './labels';
import { useSecondsLeft } from './use-seconds-left';

/**
 * A specific, human message for the last failure, and a retry. The question stays in the conversation (and the
 * draft in the composer), so retrying never means typing it again.
 */
export type ErrorNoticeProps = ComponentPropsWithoutRef<'div'>;

// Failures the reader cannot fix by asking again: a refused key (in the browser or by the service) or the host's veto.
const NO_RETRY: ReadonlySet<AssistantErrorKind> = new Set([
  'key',
  'not-set-up',
  'cancelled',
  'unauthorized',
  'forbidden',
]);

export const ErrorNotice = forwardRef<HTMLDivElement, ErrorNoticeProps>(function ErrorNotice(props, ref) {
  const { labels, language, keyRefused, notSetUp, emit, inputRef } = useAssistantWidget('ErrorNotice');
  const error = useAssistantStore((s) => s.error);
  const store = useAssistantStoreApi('ErrorNotice');
  const slot = useSlot('error');
  const action = useSlot('action');
  // Nothing can be sent while the widget is misconfigured: that, not a failure of the last question, is the news.
  const kind = keyRefused ? 'key' : notSetUp ? 'not-set-up' : error?.kind;
  const waitUntil =
    kind === 'rate-limited' && error?.retryAfter !== undefined
      ? (error.at ?? Date.now()) + error.retryAfter * 1000
      : undefined;
  const secondsLeft = useSecondsLeft(waitUntil);
  if (!kind) return null;

  const waiting = secondsLeft !== undefined && secondsLeft > 0;
  return (
    <div {...slot} role="alert" data-kind={kind} data-state={waiting ? 'waiting' : undefined} {...props} ref={ref}>
      <Icon name="alert" />
      <p>
        {labels.errors[kind]}
        {waiting && (
          // The alert is read once, with the first count; a screen reader announcing every tick would drown the page.
          <span aria-live="off" data-da-countdown="">
            {' '}
            {format(labels.retryAfter, { seconds: secondsLeft }, language)}
          </span>
        )}
      </p>
      {!NO_RETRY.has(kind) && (
        <button
          type="button"
          {...action}
          data-action="retry"
          disabled={waiting}
          onClick={() => {
            emit({ type: 'retry' });
            retryLastQuestion(store);
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
