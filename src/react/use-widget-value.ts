import { useMemo } from 'react';
import type { AssistantRootProps } from './root-props';
import type { AssistantFeedback } from './events';
import type { AssistantWidgetBase } from './widget-context';

/** The host's settings as the parts read them: defaults filled in. Changes only when one of these props does. */
function useSettings(props: AssistantRootProps, shortcut: string | null) {
  const { labels, classNames, unstyled, variant, starterQuestions, title, support } = props;
  return useMemo(
    () => ({
      labelOverrides: labels,
      classNames: classNames ?? {},
      unstyled: unstyled ?? false,
      variant: variant ?? 'popover',
      starterQuestions: starterQuestions ?? [],
      shortcut,
      title,
      support,
    }),
    [labels, classNames, unstyled, variant, starterQuestions, shortcut, title, support],
  );
}

/** The root's state and actions, each stable or changing with what it stands for. */
export type WidgetState = Pick<
  AssistantWidgetBase,
  | 'open'
  | 'setOpen'
  | 'ask'
  | 'preload'
  | 'keyRefused'
  | 'checked'
  | 'emit'
  | 'inputRef'
  | 'widgetRef'
  | 'focusReturn'
  | 'readingPlace'
>;

/**
 * What the root shares with every part (react/widget-context.tsx): the settings, the state and actions, and the refs
 * the parts fill in. A new value only when one of them changes, so the panel's parts do not re-render with the host.
 */
export function useWidgetValue(
  props: AssistantRootProps,
  shortcut: string | null,
  state: WidgetState,
  latest: () => AssistantRootProps,
): AssistantWidgetBase {
  const settings = useSettings(props, shortcut);
  const { emit } = state;
  // Checked, and no way to reach a service: no domain, and no proxy (`api`) or transport of the host's own.
  const notSetUp = state.checked && !props.domain && !props.api && !props.transport;
  const feedback = useMemo(
    () => (feedback: AssistantFeedback) => {
      const onFeedback = latest().onFeedback;
      if (typeof onFeedback === 'function') onFeedback(feedback);
      emit({ type: 'feedback', feedback });
    },
    [latest, emit],
  );
  const { open, setOpen, ask, preload, keyRefused, checked, inputRef, widgetRef, focusReturn, readingPlace } = state;
  return useMemo(
    () => ({
      ...settings,
      open,
      setOpen,
      ask,
      preload,
      keyRefused,
      checked,
      notSetUp,
      emit,
      feedback,
      inputRef,
      widgetRef,
      focusReturn,
      readingPlace,
    }),
    [
      settings,
      open,
      setOpen,
      ask,
      preload,
      keyRefused,
      checked,
      notSetUp,
      emit,
      feedback,
      inputRef,
      widgetRef,
      focusReturn,
      readingPlace,
    ],
  );
}
