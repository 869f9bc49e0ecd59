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

  useEffect(() => {
    const container = contentRef.current?.closest<HTMLElement>(containerSelector);
    if (!container) return;
    const onScroll = () => {
      pinned.current = container.scrollHeight - container.scrollTop - container.clientHeight <= BOTTOM_SLACK_PX;
    };
    container.addEventListener('scroll', onScroll, { passive: true });
    return () => container.removeEventListener('scroll', onScroll);
  }, [contentRef, containerSelector]);

  useLayoutEffect(() => {
    if (!pinned.current) return;
    const container = contentRef.current?.closest<HTMLElement>(containerSelector);
    if (container) container.scrollTop = container.scrollHeight;
  }, [changeKey, contentRef, containerSelector]);

  // Content also grows without a new token: sources, follow-ups and actions appear when an answer finishes, a code
  // block's copy button lays out. Follow every size change while pinned.
  useEffect(() => {
    const content = contentRef.current;
    const container = content?.closest<HTMLElement>(containerSelector);
    if (!content || !container || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pinned.current) container.scrollTop = container.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [contentRef, containerSelector]);
}
