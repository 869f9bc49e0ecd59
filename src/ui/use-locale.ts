import { useEffect, useReducer, useState } from 'react';
import { matchLocale, type SupportedLocale } from '../core/locales';
import type { AssistantLabels } from '../react/labels';
import { useAssistantWidgetBase } from '../react/widget-base';
import { directionOf, loadedLocale, loadLocale, pickLocale } from './locales/load-locale';

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
  const locale = failed === chosen ? 'en' : chosen;
  const labels = loadedLocale(locale);
  useEffect(() => {
    if (labels) return;
    let current = true;
    loadLocale(locale).then(
      () => current && loaded(),
      () => current && setFailed(locale),
    );
    return () => void (current = false);
  }, [locale, labels]);
  // The page's own direction (`dir="rtl"` on <html> or <body>), read once per panel.
  const [pageIsRtl] = useState(() => {
    const page = typeof document === 'undefined' ? null : (document.body ?? document.documentElement);
    return page ? getComputedStyle(page).direction === 'rtl' : false;
  });
  return { locale, dir: directionOf(locale, pageIsRtl, matchLocale(prop) !== undefined), labels };
}
