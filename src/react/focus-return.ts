/**
 * Where focus goes when the assistant closes, shared by the root and whatever frame it opens (the panel, or the
 * loading shell before it). The frame only notes, as it leaves, whether focus was its own; the root gives focus
 * back once the close has committed. Done in the frame's own cleanup, it ran before the root's `data-state` said
 * "closed", while the stylesheet still hid the launcher under a full-screen panel (390 and 320 px): `focus()` on
 * a hidden element does nothing, and focus fell to <body>. The panel replacing the shell is not a close: the panel
 * takes focus in the same commit and cancels the pending return.
 */
export interface FocusReturn {
  /** The assistant is opening: remember what has focus, unless it is inside the panel. */
  remember(): void;
  /** A frame is leaving; `ours` when focus was in it (or nowhere): give focus back if this turns out to be a close. */
  leave(ours: boolean): void;
  /** A frame has arrived and taken focus: no return is due. */
  cancel(): void;
  /** The close has committed: focus back to the opener, or, when it is gone, hidden or was the page, the launcher. */
  restore(widget: HTMLElement | null): void;
}

const LAUNCHER = '[data-da-slot="launcher"]';

export function createFocusReturn(): FocusReturn {
  let opener: HTMLElement | null = null;
  let pending = false;
  return {
    remember() {
      const active = document.activeElement;
      if (active instanceof HTMLElement && !active.closest('[data-da-slot="panel"]')) opener = active;
    },
    leave: (ours) => (pending = ours),
    cancel: () => (pending = false),
    restore(widget) {
      if (!pending) return;
      pending = false;
      opener?.focus({ preventScroll: true });
      if (opener && opener !== document.body && document.activeElement === opener) return;
      widget?.querySelector<HTMLElement>(LAUNCHER)?.focus({ preventScroll: true });
    },
  };
}
