import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type ComponentType,
  type MouseEvent,
} from 'react';
import { useAssistantStore } from '../react/store-context';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import { useComposedRefs } from '../primitives/use-composed-refs';
import { composeHandlers } from '../primitives/compose-handlers';
import { AssistantMessageView, type AssistantMessageProps } from './assistant-message';
import { coversPage, fullScreenQuery } from '../core/covers-page';
import { format } from '../core/format';
import { JumpToLatest } from './jump-to-latest';
import { KeepInView } from './keep-in-view';
import { placeOfLink } from './place-of-link';
import { forgetReadingPlace, readingPlaceIn, rememberReadingPlace } from './reading-place-note';
import { useReadingPosition } from './use-reading-position';
import { useRecentWindow } from './use-recent-window';
import { UserMessageView } from './user-message';

// The panel's body scrolls the conversation.
const SCROLLER = '[data-da-slot="body"]';

export interface ConversationProps extends ComponentPropsWithoutRef<'div'> {
  /**
   * How each answer renders: default the preset's `AssistantMessageView`. A host's arrangement is an `<Answer>` of the
   * answer parts; memoise it (`memo`) as ours is, or every finished answer re-renders while the next one streams.
   */
  answer?: ComponentType<AssistantMessageProps>;
}

/** The message list, read from the widget's store: a long conversation's newest window, earlier ones on request. */
export const Conversation = forwardRef<HTMLDivElement, ConversationProps>(function Conversation(
  { answer: AnswerView = AssistantMessageView, ...props },
  forwardedRef,
) {
  const { labels, language, emit, inputRef, ask, readingPlace, variant, unstyled } = useAssistantWidget('Conversation');
  const messages = useAssistantStore((s) => s.messages);
  const status = useAssistantStore((s) => s.status);
  const answeringElsewhere = useAssistantStore((s) => s.answeringElsewhere);
  const regenerate = useAssistantStore((s) => s.regenerate);
  const slot = useSlot('messages');
  const listRef = useRef<HTMLDivElement | null>(null);
  const spacerRef = useRef<HTMLDivElement | null>(null);
  const ref = useComposedRefs(listRef, forwardedRef);
  const busy = status === 'submitted' || status === 'streaming';
  const last = messages[messages.length - 1];
  const lastQuestion = messages.findLast((message) => message.role === 'user')?.id;
  const { behind, jumpToLatest } = useReadingPosition({
    listRef,
    spacerRef,
    scrollerSelector: SCROLLER,
    asking: status === 'submitted' ? lastQuestion : undefined,
    lastQuestion,
    takePlace: () => {
      const note = readingPlace?.current ?? null;
      if (readingPlace) readingPlace.current = null;
      return readingPlaceIn(note);
    },
  });
  const { start, rendered, showEarlier } = useRecentWindow(messages);

  const onRegenerate = useCallback(
    (messageId: string) => {
      emit({ type: 'regenerate', messageId });
      regenerate(messageId);
      // Regenerate is disabled while the new answer streams: focus would fall to the page.
      inputRef.current?.focus();
    },
    [regenerate, emit, inputRef],
  );
  // The service has no "go on" request: the honest continuation is a follow-up question asking for the rest.
  const onContinue = useCallback(() => {
    ask(labels.continuePrompt);
    inputRef.current?.focus();
  }, [ask, labels.continuePrompt, inputRef]);

  // Closed (or replaced by a new conversation): the next page must not reopen it, whatever link was followed before.
  // A page that unloads runs no cleanup, so the note of a link followed out of an open panel survives.
  // Reopening needs a saved conversation: its note is kept beside it, under its key.
  const noteKey = useAssistantStore((s) => (readingPlace && s.persistence ? s.persistence.key : null));
  useEffect(() => {
    if (noteKey === null) return;
    return () => forgetReadingPlace(noteKey);
  }, [noteKey]);

  // A link followed from the conversation may load another page of the site: remember to reopen there, at this spot.
  // Not while the panel covers the page (a phone, the modal variant): the reader follows the link to read that page,
  // and the panel reopened over it would hide it. Decided here, in the panel's chunk: the root up front pays nothing.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (noteKey === null || coversPage(variant, unstyled, fullScreenQuery()?.matches ?? false)) return;
    const place = placeOfLink(event, listRef.current?.closest<HTMLElement>(SCROLLER) ?? null);
    if (place) rememberReadingPlace(noteKey, place);
  };

  return (
    <div
      {...slot}
      role="region"
      aria-label={labels.messages}
      // Earlier messages are still rendering above: assistive technology waits for the whole list.
      aria-busy={rendered > start || undefined}
      data-status={status}
      {...props}
      onClick={composeHandlers(props.onClick, onClick)}
      ref={ref}
    >
      {start > 0 && (
        <button type="button" data-da-slot="action" data-action="show-earlier" onClick={showEarlier}>
          {format(labels.showEarlier, { count: start }, language)}
        </button>
      )}
      <KeepInView first={rendered} listRef={listRef} containerSelector={SCROLLER}>
        {messages.slice(rendered).map((message, offset) => {
          if (message.role === 'user') return <UserMessageView key={message.id} message={message} />;
          if (message.role !== 'assistant') return null;
          const isLast = rendered + offset === messages.length - 1;
          return (
            <AnswerView
              key={message.id}
              message={message}
              streaming={busy && isLast}
              failed={isLast && status === 'error'}
              onRegenerate={onRegenerate}
              onContinue={isLast && !busy ? onContinue : undefined}
            />
          );
        })}
      </KeepInView>
      {status === 'submitted' && last?.role === 'user' && (
        <p data-da-thinking="" role="status">
          {labels.thinking}
        </p>
      )}
      {answeringElsewhere && status === 'ready' && last?.role === 'user' && (
        <p data-da-thinking="another-tab" role="status">
          {labels.answeringElsewhere}
        </p>
      )}
      <div ref={spacerRef} data-da-spacer="" aria-hidden="true" />
      {behind && <JumpToLatest label={labels.jumpToLatest} onJump={jumpToLatest} inputRef={inputRef} />}
    </div>
  );
});
