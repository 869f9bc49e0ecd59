import { useCallback, useMemo, useState } from 'react';
import { loadedPropRules, loadPropRules } from './lazy-chunks';

type Rules = typeof import('../core/prop-rules');

export interface CheckedProps<P> {
  /** The props with each one that breaks its rule left out (its default applies), once the rules are here. */
  props: P;
  /** The rules have been applied (or could not load): the panel and the engine wait for this. */
  checked: boolean;
  /** Loads the rules (on a sign of intent, or on opening); once is enough. */
  loadRules: () => void;
}

/**
 * The host's props as the widget uses them: checked against the rules every entry shares (core/prop-rules.ts) — a
 * wrong type or value is reported once on the console and left out, so its default applies. The rules are a small
 * chunk loaded with the panel and the engine, not up front; until it is here the props are used as given, and the
 * few places that read them up front guard against the types that would throw (the shortcut, the storage, the
 * callbacks).
 */
export function useCheckedProps<P extends object>(props: P): CheckedProps<P> {
  // null: the chunk failed to load (the engine's own load then reports the network); the props go on unchecked.
  const [rules, setRules] = useState<Rules | null | undefined>(loadedPropRules);
  const loadRules = useCallback(() => {
    if (rules === undefined)
      loadPropRules().then(
        (loaded) => setRules(loaded),
        () => setRules(null),
      );
  }, [rules]);
  const checked = useMemo(() => (rules ? rules.checkProps(props) : props), [rules, props]);
  return { props: checked, checked: rules !== undefined, loadRules };
}
