import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReadingPlace } from '../store/reading-place';
import { scrollOffsetOf } from './scroll-offset';

// More than this much conversation below the visible part counts as "more below": sub-pixel rounding and a margin
// are not worth a button.
const BELOW_SLACK_PX = 24;

// Keys that scroll a focused scroller: pressing one is the reader moving the view.
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

const heightOf = (element: HTMLElement | null) => element?.offsetHeight ?? 0;

/** Where the reader's view is driven from: a question at the top, the end of the stream, or the reader's own hand. */
type Mode = 'anchored' | 'following' | 'free';

export interface ReadingPositionOptions {
  /** The rendered message list, inside its scroller. */
  listRef: { current: HTMLElement | null };
  /** The empty element at the end of the list that makes room for the newest question to reach the top. */
  spacerRef: { current: HTMLElement | null };
  /** Selector of the list's scrolling ancestor. */
  scrollerSelector: string;
  /** The newest question while a request for its answer is starting (status `submitted`), else undefined. */
  asking: string | undefined;
  /** The newest question, where a conversation opened on (restored, reopened) starts. */
  lastQuestion: string | undefined;
  /** Where the reader was on the page they came from (see store/reading-place.ts), taken once, at mount. */
  takePlace?: (() => ReadingPlace | null) | undefined;
}

/**
 * Where the conversation's view sits, as the best docs assistants do it. A question that is sent moves to the top of
 * the scroller and its answer fills in below, so the view stays on the answer's start however long it grows (a
 * spacer after the last answer gives a short one room to reach the top, as ChatGPT's last turn does). A conversation
 * that opens (restored, reopened) shows its newest question and answer from their start, not the end of the sources.
 * While the conversation goes on below the view, `behind` is true: the preset shows "Jump to latest", which scrolls to
 * the end and follows the stream from there. Any scroll of the reader's own (wheel, touch, keys, the scrollbar) stops
 * the following.
 *
 * Rejected: following the stream to the end (what this replaced: an answer finished on its sources and the reader
 * scrolled back up to start reading); `scrollIntoView` (it also scrolls the host page around an inline widget).
 */
export function useReadingPosition({
  listRef,
  spacerRef,
  scrollerSelector,
  asking,
  lastQuestion,
  takePlace,
}: ReadingPositionOptions): { behind: boolean; jumpToLatest: () => void } {
  const mode = useRef<Mode>('anchored');
  // The question the spacer makes room for: one sent in this view (a restored one opens without a spacer).
  const roomFor = useRef<string | null>(null);
  const [behind, setBehind] = useState(false);

  const scroller = useCallback(
    () => listRef.current?.closest<HTMLElement>(scrollerSelector) ?? null,
    [listRef, scrollerSelector],
  );

  // Ids come from storage and the service: compared as strings, never built into a selector.
  const messageEl = useCallback(
    (id: string) =>
      [...(listRef.current?.querySelectorAll<HTMLElement>('[data-message-id]') ?? [])].find(
        (element) => element.dataset.messageId === id,
      ) ?? null,
    [listRef],
  );

  /** Sizes the spacer so the question it is for can reach the top, and no more: it shrinks as the answer grows. */
  const fitSpacer = useCallback(() => {
    const container = scroller();
    const spacer = spacerRef.current;
    if (!container || !spacer) return;
    const question = roomFor.current ? messageEl(roomFor.current) : null;
    const needed = question
      ? Math.max(
          0,
          Math.ceil(
            scrollOffsetOf(container, question) +
              container.clientHeight -
              (container.scrollHeight - heightOf(spacerRef.current)),
          ),
        )
      : 0;
    if (needed !== heightOf(spacerRef.current)) spacer.style.height = `${needed}px`;
  }, [scroller, spacerRef, messageEl]);

  const update = useCallback(() => {
    const container = scroller();
    if (!container) return;
    fitSpacer();
    if (mode.current === 'following') container.scrollTop = container.scrollHeight;
    const below = container.scrollHeight - heightOf(spacerRef.current) - container.scrollTop - container.clientHeight;
    setBehind(below > BELOW_SLACK_PX);
  }, [scroller, fitSpacer, spacerRef]);

  const showTop = useCallback(
    (id: string, offset = 0) => {
      const container = scroller();
      const element = messageEl(id);
      if (!container || !element) return false;
      container.scrollTop = scrollOffsetOf(container, element) + offset;
      return true;
    },
    [scroller, messageEl],
  );

  // Opening: where the reader left off on the previous page, else the newest question and its answer's start.
  useLayoutEffect(() => {
    const place = takePlace?.();
    if (place && showTop(place.messageId, place.offset)) return;
    if (lastQuestion) showTop(lastQuestion);
    // Once, as the conversation mounts; what opens later is a question sent, below.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount
  }, []);

  // A question sent (or asked again: retry, regenerate, continue): to the top, its answer to come below it.
  useLayoutEffect(() => {
    if (!asking) return;
    roomFor.current = asking;
    mode.current = 'anchored';
    fitSpacer();
    // "Jump to latest" follows from the scroll this causes, or the list's resize: both call `update`.
    showTop(asking);
  }, [asking, fitSpacer, showTop]);

  useEffect(() => {
    const container = scroller();
    const list = listRef.current;
    if (!container || !list) return;
    const takeOver = () => {
      mode.current = 'free';
    };
    const onKey = (event: KeyboardEvent) => {
      if (SCROLL_KEYS.has(event.key)) takeOver();
    };
    // A press on the scroller itself, not on its content, is on its scrollbar.
    const onPointer = (event: PointerEvent) => {
      if (event.target === container) takeOver();
    };
    container.addEventListener('wheel', takeOver, { passive: true });
    container.addEventListener('touchstart', takeOver, { passive: true });
    container.addEventListener('keydown', onKey);
    container.addEventListener('pointerdown', onPointer);
    container.addEventListener('scroll', update, { passive: true });
    // Content grows without a render of ours (markdown blocks, sources, a code block laying out) and the panel
    // changes size (a phone's keyboard): both move what "below" and the spacer mean.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(list);
    observer?.observe(container);
    update();
    return () => {
      container.removeEventListener('wheel', takeOver);
      container.removeEventListener('touchstart', takeOver);
      container.removeEventListener('keydown', onKey);
      container.removeEventListener('pointerdown', onPointer);
      container.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [scroller, listRef, update]);

  const jumpToLatest = useCallback(() => {
    mode.current = 'following';
    update();
  }, [update]);

  return { behind, jumpToLatest };
}
