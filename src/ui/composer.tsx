import {
  forwardRef,
  useId,
  type ClipboardEvent,
  type ComponentPropsWithoutRef,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useAssistantStore, useAssistantStoreApi } from '../react/store-context';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import { composeHandlers } from '../primitives/compose-handlers';
import { ContextChips } from './context-chips';
import { MAX_QUESTION_CHARS } from '../core/question-limit';
import { Icon } from '../primitives/icons';
import { format } from './labels';
import { shortcutLabel } from './shortcut-label';

/**
 * The question box. It is part of the eager bundle so the reader can type the moment the panel opens; the question
 * waits in the store until the chat engine has loaded.
 */
export type ComposerProps = ComponentPropsWithoutRef<'form'>;

export const Composer = forwardRef<HTMLFormElement, ComposerProps>(function Composer(props, ref) {
  const { labels, ask, inputRef, emit, shortcut, keyRefused } = useAssistantWidget('Composer');
  const store = useAssistantStoreApi('Composer');
  const draft = useAssistantStore((s) => s.draft);
  const status = useAssistantStore((s) => s.status);
  const trimmedFrom = useAssistantStore((s) => s.questionTrimmedFrom);
  const busy = status === 'submitted' || status === 'streaming';
  const hintId = useId();
  const slot = useSlot('composer');
  const input = useSlot('input');
  const send = useSlot('send');
  const stop = useSlot('stop');
  const hint = useSlot('hint');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || keyRefused || !draft.trim()) return;
    ask(draft);
    store.getState().setDraft('');
  };

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const field = event.currentTarget;
    const pasted = event.clipboardData.getData('text/plain');
    const { selectionStart: start, selectionEnd: end, value } = field;
    if (value.length - (end - start) + pasted.length <= MAX_QUESTION_CHARS) return;
    // A megabyte pasted into a textarea freezes the tab for seconds before onChange could cut it: cut it first.
    event.preventDefault();
    store.getState().setDraft(value.slice(0, start) + pasted + value.slice(end));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter breaks the line; never while an IME is composing a character. Through the form, so a
    // host's `onSubmit` on the composer runs (and can cancel) as it does for the Send button.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };

  return (
    <form
      {...slot}
      data-status={busy ? 'busy' : 'idle'}
      {...props}
      ref={ref}
      onSubmit={composeHandlers(props.onSubmit, submit)}
    >
      <ContextChips labels={labels.contextChips} />
      <div data-da-input-row="">
        <textarea
          {...input}
          ref={inputRef}
          rows={1}
          value={draft}
          aria-label={labels.inputLabel}
          aria-describedby={shortcut ? hintId : undefined}
          placeholder={labels.inputPlaceholder}
          onChange={(event) => store.getState().setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
        {busy ? (
          <button
            type="button"
            {...stop}
            aria-label={labels.stop}
            title={labels.stop}
            onClick={() => {
              emit({ type: 'stop' });
              store.getState().stop();
              // Stop turns back into a disabled Send: focus would fall to the page.
              inputRef.current?.focus();
            }}
          >
            <Icon name="stop" />
          </button>
        ) : (
          <button
            type="submit"
            {...send}
            aria-label={labels.send}
            title={labels.send}
            disabled={!draft.trim() || keyRefused}
          >
            <Icon name="send" />
          </button>
        )}
      </div>
      {/* Always in the DOM: a live region added together with its text is often not announced. */}
      <p role="status" data-da-slot="inputNotice">
        {trimmedFrom > 0
          ? format(labels.questionTrimmed, {
              length: trimmedFrom.toLocaleString('en-US'),
              max: MAX_QUESTION_CHARS.toLocaleString('en-US'),
            })
          : ''}
      </p>
      {shortcut && (
        <p id={hintId} {...hint}>
          {format(labels.shortcutHint, { shortcut: shortcutLabel(shortcut) })}
        </p>
      )}
    </form>
  );
});
