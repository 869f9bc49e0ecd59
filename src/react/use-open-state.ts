import { useCallback, useState } from 'react';
import type { AssistantEvent } from './events';
import { createFocusReturn, type FocusReturn } from './focus-return';
import { useControllableState } from './use-controllable-state';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';

export interface OpenState {
  /** Open as the reader sees it (`inline` is always open). */
  open: boolean;
  setOpen: (open: boolean) => void;
  focusReturn: FocusReturn;
}

/**
 * The assistant's open state (controlled by `open` or not), the `open`/`close` events, and where focus goes back on
 * closing: remembered as it opens, given back after the close has committed (react/focus-return.ts).
 */
export function useOpenState(
  props: { open?: boolean; defaultOpen?: boolean; onOpenChange?: (open: boolean) => void },
  inline: boolean,
  widgetRef: { current: HTMLElement | null },
  emit: (event: AssistantEvent) => void,
): OpenState {
  // Read before the prop rules may have checked it: a callback that is not a function is not called.
  const onOpenChange = typeof props.onOpenChange === 'function' ? props.onOpenChange : undefined;
  const [open, setOpenState] = useControllableState(props.open, props.defaultOpen ?? false, onOpenChange);
  const [focusReturn] = useState(createFocusReturn);
  const setOpen = useCallback(
    (next: boolean) => {
      // Where the reader was (the launcher, a page link, a selection's "Ask AI"), to give focus back there.
      if (next && typeof document !== 'undefined') focusReturn.remember();
      setOpenState(next);
      emit({ type: next ? 'open' : 'close' });
    },
    [setOpenState, emit, focusReturn],
  );

  const isOpen = open || inline;
  // After each commit of the open state: on a close, the frame has gone (in React) and the launcher shows again.
  useIsomorphicLayoutEffect(() => {
    focusReturn.settle(isOpen, widgetRef.current);
  }, [isOpen, focusReturn, widgetRef]);

  return { open: isOpen, setOpen, focusReturn };
}
