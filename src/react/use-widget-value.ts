import { useMemo } from 'react';
import type { AssistantRootProps } from './assistant-root';
import type { AssistantFeedback } from './events';
import { DEFAULT_SHORTCUT } from './use-shortcut';
import type { AssistantWidgetBase } from './widget-context';

/** The host's settings as the parts read them: defaults filled in. Changes only when one of these props does. */
function useSettings(props: AssistantRootProps, inline: boolean) {
  const { labels, classNames, unstyled, variant, starterQuestions, shortcut, title, support } = props;
  return useMemo(
    () => ({
      labelOverrides: labels,
      classNames: classNames ?? {},
      unstyled: unstyled ?? false,
      variant: variant ?? 'popover',
      starterQuestions: starterQuestions ?? [],
      shortcut: shortcut === false || inline ? null : (shortcut ?? DEFAULT_SHORTCUT),
      title,
      support,
    }),
    [labels, classNames, unstyled, variant, starterQuestions, shortcut, inline, title, support],
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
  inline: boolean,
  state: WidgetState,
  latest: () => AssistantRootProps,
): AssistantWidgetBase {
  const settings = useSettings(props, inline);
  const { emit } = state;
  const feedback = useMemo(
    () => (feedback: AssistantFeedback) => {
      latest().onFeedback?.(feedback);
      emit({ type: 'feedback', feedback });
    },
    [latest, emit],
  );
  const { open, setOpen, ask, preload, keyRefused, inputRef, widgetRef, focusReturn, readingPlace } = state;
  return useMemo(
    () => ({
      ...settings,
      open,
      setOpen,
      ask,
      preload,
      keyRefused,
      emit,
      feedback,
      inputRef,
      widgetRef,
      focusReturn,
      readingPlace,
    }),
    [settings, open, setOpen, ask, preload, keyRefused, emit, feedback, inputRef, widgetRef, focusReturn, readingPlace],
  );
}
