import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { ariaKeyShortcuts } from '../react/use-shortcut';
import { useAssistantWidgetBase, useSlot } from '../react/widget-context';
import { composeHandlers } from './compose-handlers';

export type LauncherProps = ComponentPropsWithoutRef<'button'>;

/** Default text of the launcher; the rest of the labels load with the panel. */
export const DEFAULT_LAUNCHER_LABEL = 'Ask AI';

/**
 * The floating button that opens the assistant. It is in the first chunk a page loads, so it stays small: its own
 * icon, its own label. Hover or focus starts loading the panel and the chat engine.
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
      {...props}
      ref={ref}
      onPointerEnter={composeHandlers(props.onPointerEnter, preload)}
      onFocus={composeHandlers(props.onFocus, preload)}
      onClick={composeHandlers(props.onClick, () => setOpen(!open))}
    >
      {props.children ?? (
        <>
          <svg data-da-icon="sparkle" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor"
            strokeWidth="2" strokeLinejoin="round" aria-hidden="true" focusable="false">
            <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z" />
          </svg>
          <span>{labelOverrides?.launcher ?? DEFAULT_LAUNCHER_LABEL}</span>
        </>
      )}
    </button>
  );
});
