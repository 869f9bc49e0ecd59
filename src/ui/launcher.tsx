import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { ariaKeyShortcuts } from '../react/use-shortcut';
import { useAssistantWidgetBase, useSlot } from '../react/widget-base';
import { composeHandlers } from '../primitives/compose-handlers';
import { eagerLabels } from './eager-labels';

export type LauncherProps = ComponentPropsWithoutRef<'button'>;

/**
 * The floating button that opens the assistant. It is in the first chunk a page loads, so it stays small: its own
 * label, and an icon the stylesheet draws. Hover or focus starts loading the panel and the chat engine.
 */
export const Launcher = forwardRef<HTMLButtonElement, LauncherProps>(function Launcher(props, ref) {
  const { open, setOpen, preload, labelOverrides, shortcut } = useAssistantWidgetBase('Launcher');
  const slot = useSlot('launcher');
  return (
    <button
      type="button"
      {...slot}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-keyshortcuts={shortcut ? ariaKeyShortcuts(shortcut) : undefined}
      data-state={open ? 'open' : 'closed'}
      // The preset draws its sparkle with CSS on this attribute, not with an inline <svg>: a page's first SVG
      // elements were a tenth of the widget's mount. Host children replace it.
      data-da-icon={props.children === undefined ? 'sparkle' : undefined}
      {...props}
      ref={ref}
      onPointerEnter={composeHandlers(props.onPointerEnter, preload)}
      onTouchStart={composeHandlers(props.onTouchStart, preload)}
      onFocus={composeHandlers(props.onFocus, preload)}
      onClick={composeHandlers(props.onClick, () => setOpen(!open))}
    >
      {props.children ?? <span>{labelOverrides?.launcher ?? eagerLabels.launcher}</span>}
    </button>
  );
});
