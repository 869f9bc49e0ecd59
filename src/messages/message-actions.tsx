import { useAssistantStoreApi } from '../react/store-context';
import { useControllableState } from '../react/use-controllable-state';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import { IconButton } from '../primitives/icon-button';
import { useBusy } from './use-busy';
import { useCopy } from './use-copy';

export interface MessageActionsProps {
  messageId: string;
  /** The answer as markdown, without the suggestions block. */
  text: string;
  onRegenerate: () => void;
  /** The reader's rating, when the message holds it (it offers support after a thumbs down). Default uncontrolled. */
  rating?: AnswerRating | null;
  onRatingChange?: (rating: AnswerRating) => void;
  /** Offer thumbs up and down; default true. */
  feedback?: boolean;
}

export type AnswerRating = 'positive' | 'negative';

/** Copy, regenerate and (on a complete answer) thumbs up/down under a finished answer. */
export function MessageActions({
  messageId,
  text,
  onRegenerate,
  rating: ratingProp,
  onRatingChange,
  feedback: rateable = true,
}: MessageActionsProps) {
  const disabled = useBusy();
  const { labels, emit, feedback } = useAssistantWidget('MessageActions');
  const store = useAssistantStoreApi('MessageActions');
  const { copied, copy } = useCopy();
  const [rating, setRating] = useControllableState<AnswerRating | null>(ratingProp, null, (next) => {
    if (next) onRatingChange?.(next);
  });
  const slot = useSlot('actions');

  const rate = (value: AnswerRating) => {
    setRating(value);
    feedback({ messageId, threadId: store.getState().threadId, value });
  };

  return (
    <div {...slot} role="group" aria-label={labels.answerActions}>
      <IconButton
        slot="action"
        action="copy"
        icon={copied ? 'check' : 'copy'}
        label={copied ? labels.copied : labels.copyAnswer}
        data-state={copied ? 'copied' : 'idle'}
        onClick={() => void copy(text).then((ok) => ok && emit({ type: 'copy', messageId }))}
      />
      <IconButton
        slot="action"
        action="regenerate"
        icon="refresh"
        label={labels.regenerate}
        disabled={disabled}
        onClick={onRegenerate}
      />
      {rateable && (
        <>
          <IconButton
            slot="action"
            action="helpful"
            icon="thumbsUp"
            label={labels.helpful}
            aria-pressed={rating === 'positive'}
            onClick={() => rate('positive')}
          />
          <IconButton
            slot="action"
            action="not-helpful"
            icon="thumbsDown"
            label={labels.notHelpful}
            aria-pressed={rating === 'negative'}
            onClick={() => rate('negative')}
          />
        </>
      )}
      {rating && (
        <span role="status" data-da-feedback-thanks="">
          {labels.feedbackThanks}
        </span>
      )}
    </div>
  );
}
