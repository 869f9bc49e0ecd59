import { useRef } from 'react';
import { useAssistantStore, useAssistantStoreApi } from '../react/store-context';
import { useAssistantWidgetBase } from '../react/widget-context';
import { useFocusReturn } from './use-focus-return';

/**
 * What shows in the frame the assistant opens if the panel's chunk is not there yet (opened before the page went
 * idle, on a slow network): the dialog's frame and a working input bound to the same draft, so the reader can start
 * typing at once. The real panel replaces it, draft and all.
 */
export function PanelShell() {
  const { variant, labelOverrides, inputRef, ask, setOpen, returnFocusRef, openRef } = useAssistantWidgetBase('PanelShell');
  const shellRef = useRef<HTMLElement | null>(null);
  useFocusReturn(variant !== 'inline', inputRef, shellRef, returnFocusRef, openRef);
  const store = useAssistantStoreApi('PanelShell');
  const draft = useAssistantStore((s) => s.draft);
  return (
    <section
      ref={shellRef}
      data-da-slot="panel"
      role={variant === 'inline' ? 'region' : 'dialog'}
      aria-label={labelOverrides?.title ?? 'Ask AI'}
      aria-busy="true"
      data-state="loading"
      data-variant={variant}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && variant !== 'inline') setOpen(false);
      }}
    >
      <div data-da-slot="body" />
      <form
        data-da-slot="composer"
        onSubmit={(event) => {
          event.preventDefault();
          ask(draft);
          store.getState().setDraft('');
        }}
      >
        <div data-da-input-row="">
          <textarea
            data-da-slot="input"
            ref={inputRef}
            rows={1}
            value={draft}
            aria-label={labelOverrides?.inputLabel ?? 'Ask a question about the docs'}
            placeholder={labelOverrides?.inputPlaceholder ?? 'Ask a question…'}
            onChange={(event) => store.getState().setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
          />
        </div>
      </form>
    </section>
  );
}
