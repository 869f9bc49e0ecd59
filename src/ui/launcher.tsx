import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import { composeHandlers } from './compose-handlers';
import { Icon } from './icons';

export type LauncherProps = ComponentPropsWithoutRef<'button'>;

/** The floating button that opens the assistant. Hover or focus starts loading the chat engine. */
export const Launcher = forwardRef<HTMLButtonElement, LauncherProps>(function Launcher(props, ref) {
  const { open, setOpen, preload, labels, shortcutLabel } = useAssistantWidget('Launcher');
  const slot = useSlot('launcher');
  return (
    <button
      type="button"
      {...slot}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-keyshortcuts={shortcutLabel ? shortcutLabel.replace('⌘', 'Meta+').replace(/\+?$/, '') : undefined}
      data-state={open ? 'open' : 'closed'}
      {...props}
      ref={ref}
      onPointerEnter={composeHandlers(props.onPointerEnter, preload)}
      onFocus={composeHandlers(props.onFocus, preload)}
      onClick={composeHandlers(props.onClick, () => setOpen(!open))}
    >
      {props.children ?? (
        <>
          <Icon name="sparkle" />
          <span>{labels.launcher}</span>
        </>
      )}
    </button>
  );
});
