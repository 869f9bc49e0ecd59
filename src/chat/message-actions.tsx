import { useState } from 'react';
import { useAssistantStoreApi } from '../react/store-context';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import { Icon } from '../ui/icons';
import { useBusy } from './use-busy';
import { useCopy } from './use-copy';

export interface MessageActionsProps {
  messageId: string;
  /** The answer as markdown, without the suggestions block. */
  text: string;
  onRegenerate: () => void;
}

/** Copy, regenerate and thumbs up/down under a finished answer. */
export function MessageActions({ messageId, text, onRegenerate }: MessageActionsProps) {
  const disabled = useBusy();
  const { labels, emit, feedback } = useAssistantWidget('MessageActions');
  const store = useAssistantStoreApi('MessageActions');
  const { copied, copy } = useCopy();
  const [rating, setRating] = useState<'positive' | 'negative' | null>(null);
  const slot = useSlot('actions');
  const action = useSlot('action');

  const rate = (value: 'positive' | 'negative') => {
    setRating(value);
    feedback({ messageId, threadId: store.getState().threadId, value });
  };

  return (
    <div {...slot} role="group" aria-label={labels.assistant}>
      <button
        type="button"
        {...action}
        data-action="copy"
        data-state={copied ? 'copied' : 'idle'}
        aria-label={copied ? labels.copied : labels.copyAnswer}
        title={copied ? labels.copied : labels.copyAnswer}
        onClick={() => void copy(text).then((ok) => ok && emit({ type: 'copy', messageId }))}
      >
        <Icon name={copied ? 'check' : 'copy'} />
      </button>
      <button
        type="button"
        {...action}
        data-action="regenerate"
        aria-label={labels.regenerate}
        title={labels.regenerate}
        disabled={disabled}
        onClick={onRegenerate}
      >
        <Icon name="refresh" />
      </button>
      <button
        type="button"
        {...action}
        data-action="helpful"
        aria-label={labels.helpful}
        title={labels.helpful}
        aria-pressed={rating === 'positive'}
        onClick={() => rate('positive')}
      >
        <Icon name="thumbsUp" />
      </button>
      <button
        type="button"
        {...action}
        data-action="not-helpful"
        aria-label={labels.notHelpful}
        title={labels.notHelpful}
        aria-pressed={rating === 'negative'}
        onClick={() => rate('negative')}
      >
        <Icon name="thumbsDown" />
      </button>
      {rating && (
        <span role="status" data-da-feedback-thanks="">
          {labels.feedbackThanks}
        </span>
      )}
    </div>
  );
}
