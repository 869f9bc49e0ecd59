import { useEffect, useReducer, useState } from 'react';
import { matchLocale, type SupportedLocale } from '../core/locales';
import type { AssistantLabels } from '../react/labels';
import { useAssistantWidgetBase } from '../react/widget-base';
import { defaultLabels } from './labels';
import { builtInLocales, directionOf, loadedLocale, loadLocale, pickLocale } from './locales/load-locale';

export interface ResolvedLocale {
  /** The supported locale chosen (BCP 47), for `lang`, plural rules, numbers and times. */
  locale: SupportedLocale;
  dir: 'ltr' | 'rtl';
  /** Its built-in labels, or undefined while they are being fetched. */
  labels: AssistantLabels | undefined;
}

/**
 * The locale the widget speaks (ui/locales/load-locale.ts chooses it), its direction, and its labels once here. A
 * table that could not be fetched falls back to English, `lang` and `dir` included.
 */
export function useLocale(): ResolvedLocale {
  const { locale: prop } = useAssistantWidgetBase('useLocale');
  const chosen = pickLocale(prop);
  const [failed, setFailed] = useState<SupportedLocale | null>(null);
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const wanted = failed === chosen ? 'en' : chosen;
  const ready = wanted === 'en' ? defaultLabels : loadedLocale(wanted);
  // A locale changed while the panel is open (a host's language switch) keeps the one shown until the next is here:
  // the panel's loading frame is for its first opening only.
  const [shown, setShown] = useState<{ locale: SupportedLocale; labels: AssistantLabels } | null>(null);
  if (ready && shown?.locale !== wanted) setShown({ locale: wanted, labels: ready });
  const { locale, labels } = ready
    ? { locale: wanted, labels: ready }
    : (shown ?? { locale: wanted, labels: undefined });
  useEffect(() => {
    if (ready || wanted === 'en') return;
    let current = true;
    loadLocale(wanted).then(
      () => current && loaded(),
      () => current && setFailed(wanted),
    );
    return () => void (current = false);
  }, [wanted, ready]);
  // The page's own direction (`dir="rtl"` on <html> or <body>), read once per panel.
  const [pageIsRtl] = useState(() => {
    const page = typeof document === 'undefined' ? null : (document.body ?? document.documentElement);
    return page ? getComputedStyle(page).direction === 'rtl' : false;
  });
  return { locale, dir: directionOf(locale, pageIsRtl, matchLocale(prop, builtInLocales) !== undefined), labels };
}
