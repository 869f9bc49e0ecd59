import { useEffect, useLayoutEffect, useRef } from 'react';

// Within this distance of the end counts as "at the bottom": sub-pixel rounding and a last line still arriving.
const BOTTOM_SLACK_PX = 48;

/**
 * Keeps the scroll container pinned to the newest content while the reader is at the bottom; once they scroll up to
 * read, streaming no longer moves the page under them.
 */
export function useStickToBottom(
  contentRef: { current: HTMLElement | null },
  containerSelector: string,
  changeKey: unknown,
): void {
  const pinned = useRef(true);
  // Where we last put the scroll offset. A scroll event arrives a frame late, so an offset that is no longer this one
  // means someone (the reader, the host, the browser's scroll anchoring) moved it since: ask again where it is.
  const scrolledTo = useRef<number | null>(null);
  const stillPinned = (container: HTMLElement) => {
    if (scrolledTo.current !== null && container.scrollTop !== scrolledTo.current) {
      pinned.current = container.scrollHeight - container.scrollTop - container.clientHeight <= BOTTOM_SLACK_PX;
    }
    return pinned.current;
  };
  const toBottom = (container: HTMLElement) => {
    container.scrollTop = container.scrollHeight;
    scrolledTo.current = container.scrollTop;
  };

  useEffect(() => {
    const container = contentRef.current?.closest<HTMLElement>(containerSelector);
    if (!container) return;
    const onScroll = () => {
      pinned.current = container.scrollHeight - container.scrollTop - container.clientHeight <= BOTTOM_SLACK_PX;
      scrolledTo.current = container.scrollTop;
    };
    container.addEventListener('scroll', onScroll, { passive: true });
    return () => container.removeEventListener('scroll', onScroll);
  }, [contentRef, containerSelector]);

  useLayoutEffect(() => {
    const container = contentRef.current?.closest<HTMLElement>(containerSelector);
    if (container && stillPinned(container)) toBottom(container);
  }, [changeKey, contentRef, containerSelector]);

  // Content also grows without a new token: sources, follow-ups and actions appear when an answer finishes, a code
  // block's copy button lays out. Follow every size change while pinned.
  useEffect(() => {
    const content = contentRef.current;
    const container = content?.closest<HTMLElement>(containerSelector);
    if (!content || !container || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stillPinned(container)) toBottom(container);
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [contentRef, containerSelector]);
}
