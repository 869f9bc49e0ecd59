import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useIsomorphicLayoutEffect } from '../react/use-isomorphic-layout-effect';
import { useLatest } from '../react/use-latest';
import { pushEscapeLayer, takeEscape } from './escape-layers';

export interface EscapeLayerOptions {
  /** Closes the layer. */
  dismiss: () => void;
  /** The host's say before it closes: `event.preventDefault()` keeps it open. */
  onEscapeKeyDown?: ((event: KeyboardEvent) => void) | undefined;
  /** Whether the reader is with the layer (default: always, while it is open). */
  engaged?: () => boolean;
}

/**
 * Makes an open layer one of the page's Escape layers (./escape-layers.ts). Returns the keydown handler for the
 * layer's element: an Escape taken there goes no further, so a host's dialog around the layer does not close too.
 */
export function useEscapeLayer(open: boolean, options: EscapeLayerOptions): (event: ReactKeyboardEvent) => void {
  const latest = useLatest(options);
  // On the stack in the commit that shows the layer, not after paint: a key pressed the moment it appears (the panel
  // replacing its loading frame while the reader presses Escape) would otherwise find no layer and be lost.
  useIsomorphicLayoutEffect(() => {
    if (!open) return;
    return pushEscapeLayer({
      engaged: () => latest().engaged?.() ?? true,
      escape: (event) => {
        const { onEscapeKeyDown, dismiss } = latest();
        onEscapeKeyDown?.(event);
        if (!event.defaultPrevented) dismiss();
      },
    });
  }, [open, latest]);
  return (event) => {
    if (takeEscape(event.nativeEvent)) event.stopPropagation();
  };
}
