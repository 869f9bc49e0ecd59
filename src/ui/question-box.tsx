import {
  forwardRef,
  type ComponentPropsWithoutRef,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { useAssistantStore, useAssistantStoreApi } from '../react/store-context';
import { useAssistantWidgetBase, useSlot } from '../react/widget-base';
import { composeHandlers } from '../primitives/compose-handlers';
import { eagerLabels } from './eager-labels';

export interface QuestionBoxProps extends ComponentPropsWithoutRef<'form'> {
  /** More attributes for the textarea (its name and placeholder are the `inputLabel` and `inputPlaceholder` labels). */
  input?: TextareaHTMLAttributes<HTMLTextAreaElement>;
  /** Above the input row (the attached context). */
  leading?: ReactNode;
  /** Beside the input, in its row (Send or Stop). */
  actions?: ReactNode;
}

/**
 * The one question box, in the loading shell and in the panel: a form whose textarea is the store's draft. Enter
 * (not Shift+Enter, not while an IME composes) submits through the form, so a host's `onSubmit` runs and can cancel
 * it as it can the Send button. The guards are here, once: nothing is sent while an answer is coming, with a refused
 * key, by a widget not set up (no `domain`) or from an empty box, and the box is emptied only when the question has gone to the store — a refused key keeps
 * it. The draft is read from the store when the reader submits, not from the last render: right after a page load
 * a runtime may not have re-rendered the box since the reader typed (Preact subscribes to the store after paint),
 * and a stale empty draft emptied the box and sent nothing.
 */
export const QuestionBox = forwardRef<HTMLFormElement, QuestionBoxProps>(function QuestionBox(
  { input, leading, actions, children, ...props },
  ref,
) {
  const { ask, inputRef, keyRefused, notSetUp, labelOverrides } = useAssistantWidgetBase('QuestionBox');
  const store = useAssistantStoreApi('QuestionBox');
  const draft = useAssistantStore((s) => s.draft);
  const slot = useSlot('composer');
  const field = useSlot('input');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { draft: question, status } = store.getState();
    if (status === 'submitted' || status === 'streaming' || keyRefused || notSetUp || !question.trim()) return;
    ask(question);
    store.getState().setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };

  return (
    <form {...slot} {...props} ref={ref} onSubmit={composeHandlers(props.onSubmit, submit)}>
      {leading}
      <div data-da-input-row="">
        <textarea
          {...field}
          ref={inputRef}
          rows={1}
          value={draft}
          // The same strings the panel's resolved labels give: the host's, else the defaults (here before the panel's).
          aria-label={labelOverrides?.inputLabel ?? eagerLabels.inputLabel}
          placeholder={labelOverrides?.inputPlaceholder ?? eagerLabels.inputPlaceholder}
          {...input}
          onChange={(event) => store.getState().setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {actions}
      </div>
      {children}
    </form>
  );
});
