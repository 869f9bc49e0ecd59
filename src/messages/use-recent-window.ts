import { startTransition, useCallback, useEffect, useState } from 'react';

/**
 * Enough messages to fill the panel a few times over. A long conversation opens with these only, and earlier ones
 * are added on request, a page at a time.
 */
export const RECENT_MESSAGES = 24;

/**
 * What the panel's first frame renders of a restored conversation: the newest question and its answer, which fill
 * the panel. Rendering all 24 in that frame was a 200–250 ms task (markdown parsing, then layout).
 */
const FIRST_FRAME_MESSAGES = 2;

/** Messages rendered per background step while the window fills: one question and its answer, a few ms of work. */
const STEP_MESSAGES = 2;

interface WindowState {
  /** Index of the first message of the window: the "show earlier" button counts the ones before it. */
  start: number;
  /** Index of the first message rendered so far; it walks back to `start` in small steps after each paint. */
  rendered: number;
  /** The conversation's first message, to notice another conversation. */
  first: string | undefined;
}

function initialWindow(total: number, first: string | undefined): WindowState {
  const start = Math.max(0, total - RECENT_MESSAGES);
  return { start, rendered: Math.max(start, total - FIRST_FRAME_MESSAGES), first };
}

/**
 * Which of the newest messages to render. New messages always render at once. The window's older messages render
 * newest first, a step per task in a transition, so the panel opens in one short frame and the reader can scroll
 * and type while the rest arrives above (`KeepInView` holds what they are looking at in place). `showEarlier`
 * widens the window by a page, filled the same way.
 */
export function useRecentWindow(messages: ReadonlyArray<{ id: string }>) {
  const total = messages.length;
  const first = messages[0]?.id;
  const [state, setState] = useState(() => initialWindow(total, first));
  let current = state;
  if (first !== state.first) {
    // Another conversation: a new one (nothing of it hidden), or another tab's (its own window). Not a shorter one:
    // regenerating an answer removes it for a moment, and must not render the whole history. Adjusting state while
    // rendering, as React recommends for state derived from props, avoids a frame showing the wrong window.
    current = initialWindow(total, first);
    setState(current);
  }
  // Indices past the end (an answer being regenerated) just render nothing more.
  const start = Math.min(current.start, total);
  const rendered = Math.min(current.rendered, total);

  useEffect(() => {
    if (rendered <= start) return;
    // A task per step, so the browser paints and handles input between them; the transition also lets React yield
    // inside a step, between markdown blocks.
    const timer = setTimeout(() =>
      startTransition(() =>
        setState((now) => ({ ...now, rendered: Math.max(now.start, now.rendered - STEP_MESSAGES) })),
      ),
    );
    return () => clearTimeout(timer);
  }, [start, rendered]);

  const showEarlier = useCallback(() => {
    setState((now) => {
      const widened = Math.max(0, now.start - RECENT_MESSAGES);
      // A step renders at once, under the reader's click; the rest follows in the background.
      return { ...now, start: widened, rendered: Math.max(widened, now.rendered - STEP_MESSAGES) };
    });
  }, []);

  return { start, rendered, showEarlier };
}
