import { forwardRef, useRef, type ComponentPropsWithoutRef } from 'react';
import { useAssistantStore, useAssistantStoreApi } from '../react/store-context';
import { useAssistantWidgetBase, useSlot } from '../react/widget-context';
import { composeHandlers } from '../primitives/compose-handlers';
import { eagerLabels } from './eager-labels';
import { useComposedRefs } from '../primitives/use-composed-refs';
import { useFocusReturn } from './use-focus-return';

export type PanelShellProps = ComponentPropsWithoutRef<'section'>;

/**
 * What shows in the frame the assistant opens if the panel's chunk is not there yet (opened with no sign of intent
 * before it, by a deep link or the host, or on a slow network): the dialog's frame and a working input bound to the same draft, so the reader can start
 * typing — and press Enter — at once. The real panel replaces it within moments, draft and focus included; it is
 * kept this small because it is part of the first chunk a docs page loads.
 */
export const PanelShell = forwardRef<HTMLElement, PanelShellProps>(function PanelShell(props, forwardedRef) {
  const { variant, labelOverrides, title, inputRef, ask, setOpen, focusReturn } = useAssistantWidgetBase('PanelShell');
  const store = useAssistantStoreApi('PanelShell');
  const sectionRef = useRef<HTMLElement>(null);
  const ref = useComposedRefs(sectionRef, forwardedRef);
  // Closed before the panel arrived (Escape, the shortcut, the host): focus goes back where it was, as from the
  // panel. The panel replacing the shell is not a close.
  useFocusReturn(variant !== 'inline', inputRef, sectionRef, focusReturn);
  const draft = useAssistantStore((s) => s.draft);
  // The host's classes apply from the first frame, so an unstyled or Tailwind-styled panel does not flash.
  const panel = useSlot('panel');
  const body = useSlot('body');
  const composer = useSlot('composer');
  const input = useSlot('input');
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
      // for the chunk.
      onKeyDown={composeHandlers(props.onKeyDown, (event) => {
        if (event.key === 'Escape' && variant !== 'inline') setOpen(false);
      })}
    >
      <div {...body} />
      <div {...composer}>
        <div data-da-input-row="">
          <textarea
            {...input}
            ref={inputRef}
            rows={1}
            value={draft}
            aria-label={labelOverrides?.inputLabel ?? eagerLabels.inputLabel}
            placeholder={labelOverrides?.inputPlaceholder ?? eagerLabels.inputPlaceholder}
            onChange={(event) => store.getState().setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
              event.preventDefault();
              ask(draft);
              store.getState().setDraft('');
            }}
          />
        </div>
      </div>
    </section>
  );
});
