import { useCallback, useMemo } from 'react';
import type { AssistantRootProps } from './root-props';
import type { AssistantFeedback } from './events';
import type { AssistantWidgetBase } from './widget-base';

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
  | 'latest'
>;

// The defaults are constants, so a host that leaves these props out does not make a new value every render.
const NO_CLASS_NAMES = {};
const NO_STARTER_QUESTIONS: string[] = [];

/**
 * What the root shares with every part (react/widget-base.tsx): the host's settings with their defaults, the state
 * and actions, and the refs the parts fill in. A new value only when one of its fields changes, so the panel's parts
 * do not re-render with the host.
 */
export function useWidgetValue(
  props: AssistantRootProps,
  shortcut: string | null,
  state: WidgetState,
  latest: () => AssistantRootProps,
): AssistantWidgetBase {
  const { emit } = state;
  const feedback = useCallback(
    (feedback: AssistantFeedback) => {
      const onFeedback = latest().onFeedback;
      if (typeof onFeedback === 'function') onFeedback(feedback);
      emit({ type: 'feedback', feedback });
    },
    [latest, emit],
  );
  const value: AssistantWidgetBase = {
    labelOverrides: props.labels,
    locale: props.locale,
    classNames: props.classNames ?? NO_CLASS_NAMES,
    unstyled: props.unstyled ?? false,
    variant: props.variant ?? 'popover',
    starterQuestions: props.starterQuestions ?? NO_STARTER_QUESTIONS,
    shortcut,
    title: props.title,
    support: props.support,
    // The preset's own prop: the root passes it through for the rules to check (ui/docs-assistant.tsx reads it here).
    theme: (props as { theme?: unknown }).theme,
    ...state,
    // Checked, and no way to reach a service: no domain, and no proxy (`api`) or transport of the host's own.
    notSetUp: state.checked && !props.domain && !props.api && !props.transport,
    feedback,
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- every field is a dependency, and the object literal above fixes their number and order
  return useMemo(() => value, Object.values(value));
}
