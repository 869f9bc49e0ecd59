/**
 * Where focus goes when the assistant closes, shared by the root and whatever frame it opens (the panel, or the
 * loading shell before it). The frame only notes, as it leaves, whether focus was its own; focus goes back once the
 * root has committed the close. Done in the frame's own cleanup, it ran (in React) before the root's `data-state`
 * said "closed", while the stylesheet still hid the launcher under a full-screen panel (390 and 320 px): `focus()`
 * on a hidden element does nothing, and focus fell to <body>. So in React the root's layout effect gives focus back
 * after the frame has left; in Preact (the embed) the frame leaves in a later pass, after the root's effect, and gives
 * it back itself. The panel replacing the shell is not a close: the root is still open, and the panel takes focus.
 */
export interface FocusReturn {
  /** The assistant is opening: remember what has focus (when it was closed until now). */
  remember(): void;
  /** A frame is leaving; `ours` when focus was in it (or nowhere): give focus back if the assistant is closed. */
  leave(ours: boolean): void;
  /** A frame has arrived and taken focus: no return is due. */
  cancel(): void;
  /** The root committed this open state (with its outermost element): on a close, give focus back if it is due. */
  settle(open: boolean, widget: HTMLElement | null): void;
}

const LAUNCHER = '[data-da-slot="launcher"]';

export function createFocusReturn(): FocusReturn {
  let opener: HTMLElement | null = null;
  let pending = false;
  let closed = true;
  let root: HTMLElement | null = null;
  // Back to the opener, or, when it is gone, hidden or was the page itself, to the widget's launcher.
  const restore = () => {
    if (!pending || !closed) return;
    pending = false;
    opener?.focus({ preventScroll: true });
    if (document.activeElement !== opener || opener === document.body)
      root?.querySelector<HTMLElement>(LAUNCHER)?.focus({ preventScroll: true });
  };
  return {
    // Only as it opens: asking from inside the open panel opens it again, and must not make the panel the opener.
    remember() {
      if (closed) opener = document.activeElement as HTMLElement | null;
    },
    leave(ours) {
      pending = ours;
      restore();
    },
    cancel: () => (pending = false),
    settle(open, widget) {
      closed = !open;
      root = widget;
      restore();
    },
  };
}
