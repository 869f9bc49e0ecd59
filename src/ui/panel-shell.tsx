import { forwardRef, useRef, type ComponentPropsWithoutRef } from 'react';
import { useAssistantWidgetBase, useSlot } from '../react/widget-base';
import { composeHandlers } from '../primitives/compose-handlers';
import { eagerLabels } from './eager-labels';
import { useComposedRefs } from '../primitives/use-composed-refs';
import { useFocusReturn } from './use-focus-return';
import { QuestionBox } from './question-box';

export type PanelShellProps = ComponentPropsWithoutRef<'section'>;

/**
 * What shows in the frame the assistant opens if the panel's chunk is not there yet (opened with no sign of intent
 * before it, by a deep link or the host, or on a slow network): the dialog's frame and the question box, so the reader
 * can start typing — and press Enter — at once. The real panel replaces it within moments, draft and focus included; it is
 * kept this small because it is part of the first chunk a docs page loads.
 */
export const PanelShell = forwardRef<HTMLElement, PanelShellProps>(function PanelShell(
  { children, ...props },
  forwardedRef,
) {
  const widget = useAssistantWidgetBase('PanelShell');
  const { variant, labelOverrides, title, inputRef, setOpen, focusReturn } = widget;
  const sectionRef = useRef<HTMLElement>(null);
  const ref = useComposedRefs(sectionRef, forwardedRef);
  // Closed before the panel arrived (Escape, the shortcut, the host): focus goes back where it was, as from the
  // panel. The panel replacing the shell is not a close. Filling a phone's screen, the shell makes the page behind it
  // inert as the panel does (ui/lazy-cover-page.ts), and gives it back before focus goes back to the page.
  useFocusReturn(variant !== 'inline', inputRef, sectionRef, focusReturn, widget);
  // The host's classes apply from the first frame, so an unstyled or Tailwind-styled panel does not flash.
  const panel = useSlot('panel');
  const body = useSlot('body');
  return (
    <section
      {...panel}
      role={variant === 'inline' ? 'region' : 'dialog'}
      aria-label={title ?? labelOverrides?.title ?? eagerLabels.title}
      aria-busy="true"
      data-state="loading"
      data-variant={variant}
      {...props}
      ref={ref}
      // Escape closes it, as it closes the real panel: a reader who opened it by mistake should not have to wait
      // for the chunk. With focus inside only, and not through the page's Escape layers (primitives/escape-layers.ts):
      // they are in the lazy chunks, and nothing of ours opens above the shell, which holds the question box alone.
      onKeyDown={composeHandlers(props.onKeyDown, (event) => {
        if (event.key === 'Escape' && variant !== 'inline') setOpen(false);
      })}
    >
      {/* Children show in the body: the preset says there that the panel's chunk did not come (./docs-assistant.tsx). */}
      <div {...body}>{children}</div>
      {/* The same question box as the panel's, guards included: the panel then takes over the draft and focus. */}
      <QuestionBox />
    </section>
  );
});
