import { forwardRef, useId, type ClipboardEvent, type ComponentPropsWithoutRef } from 'react';
import { useAssistantStore, useAssistantStoreApi } from '../react/store-context';
import { useAssistantWidget, useSlot } from '../react/widget-context';
import { ContextChips } from './context-chips';
import { MAX_QUESTION_CHARS } from '../core/question-limit';
import { Icon } from '../primitives/icons';
import { format } from './labels';
import { shortcutLabel } from './shortcut-label';
import { QuestionBox } from './question-box';

/**
 * The panel's question box: the one question box (./question-box.tsx, also the loading shell's) with the attached
 * context, Send or Stop, the trimmed-question notice and the shortcut hint. The question waits in the store until the
 * chat engine has loaded.
 */
export type ComposerProps = ComponentPropsWithoutRef<'form'>;

export const Composer = forwardRef<HTMLFormElement, ComposerProps>(function Composer(props, ref) {
  const { labels, language, inputRef, emit, shortcut, keyRefused, notSetUp } = useAssistantWidget('Composer');
  const store = useAssistantStoreApi('Composer');
  const draft = useAssistantStore((s) => s.draft);
  const status = useAssistantStore((s) => s.status);
  const trimmedFrom = useAssistantStore((s) => s.questionTrimmedFrom);
  const busy = status === 'submitted' || status === 'streaming';
  const hintId = useId();
  const send = useSlot('send');
  const stop = useSlot('stop');
  const hint = useSlot('hint');

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const field = event.currentTarget;
    const pasted = event.clipboardData.getData('text/plain');
    const { selectionStart: start, selectionEnd: end, value } = field;
    if (value.length - (end - start) + pasted.length <= MAX_QUESTION_CHARS) return;
    // A megabyte pasted into a textarea freezes the tab for seconds before onChange could cut it: cut it first.
    event.preventDefault();
    store.getState().setDraft(value.slice(0, start) + pasted + value.slice(end));
  };

  return (
    <QuestionBox
      data-status={busy ? 'busy' : 'idle'}
      {...props}
      ref={ref}
      input={{
        'aria-describedby': shortcut ? hintId : undefined,
        onPaste,
        // The locale's (the shell before it has only the English defaults, which are up front).
        'aria-label': labels.inputLabel,
        placeholder: labels.inputPlaceholder,
      }}
      leading={<ContextChips labels={labels.contextChips} locale={language} />}
      actions={
        busy ? (
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
            disabled={!draft.trim() || keyRefused || notSetUp}
          >
            <Icon name="send" />
          </button>
        )
      }
    >
      {/* Always in the DOM: a live region added together with its text is often not announced. */}
      <p role="status" data-da-slot="inputNotice">
        {trimmedFrom > 0
          ? format(labels.questionTrimmed, { length: trimmedFrom, max: MAX_QUESTION_CHARS }, language)
          : ''}
      </p>
      {shortcut && (
        <p id={hintId} {...hint}>
          {format(labels.shortcutHint, { shortcut: shortcutLabel(shortcut, undefined, language) })}
        </p>
      )}
    </QuestionBox>
  );
});
