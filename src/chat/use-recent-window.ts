import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Enough messages to fill the panel a few times over. A long conversation opens with these only — committing 200
 * rendered answers at once is a half-second long task — and earlier ones are added on request, a page at a time.
 */
export const RECENT_MESSAGES = 24;

/**
 * How many of the newest messages to render. New messages always show; `showEarlier` adds a page of older ones and
 * keeps what the reader was looking at in place (the content grows above it).
 */
export function useRecentWindow(total: number, scroller: () => HTMLElement | null | undefined) {
  const [hidden, setHidden] = useState(() => Math.max(0, total - RECENT_MESSAGES));
  const anchor = useRef<{ height: number; top: number } | null>(null);

  const showEarlier = useCallback(() => {
    const element = scroller();
    if (element) anchor.current = { height: element.scrollHeight, top: element.scrollTop };
    setHidden((count) => Math.max(0, count - RECENT_MESSAGES));
  }, [scroller]);

  useLayoutEffect(() => {
    const element = scroller();
    if (!anchor.current || !element) return;
    element.scrollTop = anchor.current.top + (element.scrollHeight - anchor.current.height);
    anchor.current = null;
  }, [hidden, scroller]);

  // A new conversation (fewer messages than hidden) starts from nothing hidden.
  const start = Math.min(hidden, total);
  return { start, showEarlier };
}
