import { forwardRef, useCallback, useId, useRef, type ComponentPropsWithoutRef } from 'react';
import { useIsomorphicLayoutEffect } from '../react/use-isomorphic-layout-effect';
import { useAssistantStore, useAssistantStoreApi } from '../react/store-context';
import { useAssistantWidget, useAssistantWidgetBase, useSlot } from '../react/widget-context';
import { PanelShell } from './panel-shell';
import { hydrateStore } from '../store/hydrate';
import { Announcer } from './announcer';
import { composeHandlers } from '../primitives/compose-handlers';
import { Composer } from './composer';
import { ConversationSlot } from './conversation-slot';
import { ErrorNotice } from './error-notice';
import { AssistantLabelsProvider } from './labels-provider';
import { PanelHeader } from './panel-header';
import { HistoryNotice } from './history/history-notice';
import { HistoryView } from './history/history-view';
import { BackToSearch } from './search/back-to-search';
import { useComposedRefs } from '../primitives/use-composed-refs';
import { useFocusReturn } from './use-focus-return';
import { useFocusTrap } from './use-focus-trap';
import { useCoversPage } from './use-covers-page';
import { inertOthers } from './inert-page';
import { useEscapeLayer } from '../primitives/use-escape-layer';
import { useLastInteractionInside } from './use-last-interaction-inside';
import { useLocale } from './use-locale';

export interface PanelProps extends ComponentPropsWithoutRef<'section'> {
  /**
   * Called on an Escape that would close the panel (Radix's `onEscapeKeyDown`): `event.preventDefault()` keeps it
   * open. Only the top of the page's open layers takes Escape (primitives/escape-layers.ts): with a menu open above
   * the panel, the menu closes first.
   */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
}

/**
 * The assistant's dialog: header, conversation (or the history), error and composer (and the backdrop of the modal
 * variant). It is a lazily loaded chunk of its own; rendered only while open (always for `inline`). Opening focuses
 * the input, Escape closes (the top of the page's Escape layers), and focus goes back to where it was.
 */
export const Panel = forwardRef<HTMLElement, PanelProps>(function Panel(props, ref) {
  // The saved conversation, if the page's idle time has not restored it yet: before the first paint of the panel.
  const store = useAssistantStoreApi('Panel');
  useIsomorphicLayoutEffect(() => {
    hydrateStore(store);
  }, [store]);
  // The host's props are checked as the panel loads (react/use-checked-props.ts), and the locale's strings fetched
  // beside it (ui/locales/load-locale.ts): until both are here, the loading frame, not a flash of English.
  const { checked } = useAssistantWidgetBase('Panel');
  const { labels } = useLocale();
  if (!checked || !labels) {
    const { onEscapeKeyDown: _, ...shellProps } = props;
    return <PanelShell {...shellProps} ref={ref} />;
  }
  return (
    <AssistantLabelsProvider>
      <PanelDialog {...props} ref={ref} />
    </AssistantLabelsProvider>
  );
});

const PanelDialog = forwardRef<HTMLElement, PanelProps>(function PanelDialog(
  { onEscapeKeyDown, ...props },
  forwardedRef,
) {
  const { open, setOpen, variant, inputRef, focusReturn, classNames, unstyled, widgetRef, language, dir } =
    useAssistantWidget('Panel');
  const slot = useSlot('panel');
  const body = useSlot('body');
  const titleId = useId();
  const localRef = useRef<HTMLElement | null>(null);
  const ref = useComposedRefs(localRef, forwardedRef);
  const modal = variant === 'modal';
  const dismissible = variant !== 'inline';
  const close = useCallback(() => setOpen(false), [setOpen]);
  // While the panel covers the page (the modal; the popover and sidebar at full-screen widths), the page behind it is
  // inert and Tab wraps inside the panel. Declared before the focus return: closing gives the page back first, so
  // focus can go back to a control on it.
  const coversPage = useCoversPage(variant, unstyled) && open;
  // The preset's root (launcher and all); in a host's own layout with no root element, the dialog and its backdrop.
  const backdropRef = useRef<HTMLDivElement>(null);
  useIsomorphicLayoutEffect(() => {
    if (!coversPage) return;
    const keep = widgetRef.current ? [widgetRef.current] : [localRef.current, backdropRef.current];
    return inertOthers(keep.filter((element) => element !== null));
  }, [coversPage, widgetRef]);
  useFocusReturn(open && dismissible, inputRef, localRef, focusReturn);
  useFocusTrap(localRef, coversPage);
  // The modal keeps focus inside; the popover and sidebar take Escape while the reader is with them.
  const lastInside = useLastInteractionInside(localRef, open && dismissible && !modal);
  const onEscapeLayerKeyDown = useEscapeLayer(open && dismissible, {
    dismiss: close,
    onEscapeKeyDown,
    engaged: modal ? undefined : lastInside,
  });
  const historyOpen = useAssistantStore((s) => s.historyOpen);

  if (!open) return null;
  return (
    <>
      {modal && (
        <div
          ref={backdropRef}
          data-da-slot="backdrop"
          className={classNames.backdrop}
          aria-hidden="true"
          onClick={() => setOpen(false)}
        />
      )}
      <section
        {...slot}
        role={dismissible ? 'dialog' : 'region'}
        aria-modal={modal || undefined}
        aria-labelledby={titleId}
        // The locale's language and direction: screen readers pronounce the strings in it, and the panel mirrors
        // for a right-to-left one (its corner stays the page's: styles, "Right to left").
        lang={language}
        dir={dir}
        data-state="open"
        data-variant={variant}
        {...props}
        ref={ref}
        onKeyDown={composeHandlers(props.onKeyDown, onEscapeLayerKeyDown)}
      >
        <PanelHeader titleId={titleId} />
        <HistoryNotice />
        <BackToSearch />
        {/* Unnamed: the conversation inside is the region named "Conversation"; naming both said it twice. */}
        <div {...body}>{historyOpen ? <HistoryView /> : <ConversationSlot />}</div>
        <ErrorNotice />
        <Composer />
        <Announcer />
      </section>
    </>
  );
});
