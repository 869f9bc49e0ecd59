import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReadingPlace } from './reading-place-note';
import { scrollOffsetOf } from './scroll-offset';

// More than this much conversation below the visible part counts as "more below": sub-pixel rounding and a margin
// are not worth a button.
const BELOW_SLACK_PX = 24;

// Keys that scroll a focused scroller: pressing one is the reader moving the view.
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

const heightOf = (element: HTMLElement | null) => element?.offsetHeight ?? 0;

/**
 * What drives the view: a message held at the top (`offset` pixels into it), the end of the stream, or the reader's
 * own hand.
 */
type Mode = { kind: 'anchored'; id: string; offset: number } | { kind: 'following' } | { kind: 'free' };

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
 * The message stays held at the top while what is around it lays out (markdown, earlier messages rendering above)
 * until the reader scrolls, by wheel, touch, keys, the scrollbar, or by moving focus into the conversation.
 * While the conversation goes on below the view, `behind` is true: the preset shows "Jump to latest", which scrolls to
 * the end and follows the stream from there, again until the reader scrolls.
 *
 * Rejected: following the stream to the end (what this replaced: an answer finished on its sources and the reader
 * scrolled back up to start reading); `scrollIntoView` (it also scrolls the host page around an inline widget); a
 * CSS `min-height` on the last turn (it needs the turn wrapped in an element of its own and the scroller's height
 * in CSS, which a host's layout may not give).
 */
export function useReadingPosition({
  listRef,
  spacerRef,
  scrollerSelector,
  asking,
  lastQuestion,
  takePlace,
}: ReadingPositionOptions): { behind: boolean; jumpToLatest: () => void } {
  const mode = useRef<Mode>({ kind: 'free' });
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
  const fitSpacer = useCallback(
    (container: HTMLElement) => {
      const spacer = spacerRef.current;
      if (!spacer) return;
      const question = roomFor.current ? messageEl(roomFor.current) : null;
      let height = 0;
      if (question) {
        const target = scrollOffsetOf(container, question);
        // Measured from the spacer's own top, not `scrollHeight`: that is never less than the scroller's height.
        const spacerTop = scrollOffsetOf(container, spacer);
        const paddingBottom = parseFloat(getComputedStyle(container).paddingBottom || '0');
        height = Math.max(0, Math.ceil(target - spacerTop + container.clientHeight - paddingBottom));
      }
      if (height !== heightOf(spacer)) spacer.style.height = `${height}px`;
    },
    [spacerRef, messageEl],
  );

  /** Whether more of the conversation than a margin is below what shows (the spacer is not conversation). */
  const measure = useCallback(() => {
    const container = scroller();
    if (!container) return;
    const below = container.scrollHeight - heightOf(spacerRef.current) - container.scrollTop - container.clientHeight;
    setBehind(below > BELOW_SLACK_PX);
  }, [scroller, spacerRef]);

  /** After anything laid out: the spacer, then the view where the mode holds it. */
  const update = useCallback(() => {
    const container = scroller();
    if (!container) return;
    fitSpacer(container);
    const now = mode.current;
    if (now.kind === 'following') container.scrollTop = container.scrollHeight;
    if (now.kind === 'anchored') {
      const element = messageEl(now.id);
      if (element) container.scrollTop = scrollOffsetOf(container, element) + now.offset;
    }
    measure();
  }, [scroller, fitSpacer, messageEl, measure]);

  // Opening: where the reader left off on the previous page, else the newest question and its answer's start. Again
  // whenever the newest question changes: a conversation restored (or adopted from another tab) after the list
  // mounted replaces the one it opened on. A question sent changes it too, and is then held with room, below.
  const placeTaken = useRef(false);
  useLayoutEffect(() => {
    if (!lastQuestion) return;
    const place = placeTaken.current ? null : takePlace?.();
    placeTaken.current = true;
    if (place && messageEl(place.messageId))
      mode.current = { kind: 'anchored', id: place.messageId, offset: place.offset };
    else mode.current = { kind: 'anchored', id: lastQuestion, offset: 0 };
    update();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the newest question changes, not its helpers
  }, [lastQuestion]);

  // A question sent (or asked again: retry, regenerate, continue): to the top, its answer to come below it.
  useLayoutEffect(() => {
    if (!asking) return;
    roomFor.current = asking;
    mode.current = { kind: 'anchored', id: asking, offset: 0 };
    update();
  }, [asking, update]);

  useEffect(() => {
    const container = scroller();
    const list = listRef.current;
    if (!container || !list) return;
    const takeOver = () => {
      mode.current = { kind: 'free' };
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
    // Focus moved into the conversation (Tab to a link): the browser shows it, and the view must not snap back.
    list.addEventListener('focusin', takeOver);
    container.addEventListener('scroll', measure, { passive: true });
    // Content grows without a render of ours (markdown blocks, sources, earlier messages rendering above) and the
    // panel changes size (a phone's keyboard): both move what the spacer, the held view and "below" mean.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(list);
    observer?.observe(container);
    return () => {
      container.removeEventListener('wheel', takeOver);
      container.removeEventListener('touchstart', takeOver);
      container.removeEventListener('keydown', onKey);
      container.removeEventListener('pointerdown', onPointer);
      list.removeEventListener('focusin', takeOver);
      container.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [scroller, listRef, update, measure]);

  const jumpToLatest = useCallback(() => {
    mode.current = { kind: 'following' };
    update();
  }, [update]);

  return { behind, jumpToLatest };
}
