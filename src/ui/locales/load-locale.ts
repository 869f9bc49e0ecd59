import { matchLocale, RTL_LOCALES, type SupportedLocale } from '../../core/locales';
import type { AssistantLabels } from '../../react/labels';

type LocaleTable = () => Promise<{ default: AssistantLabels }>;

/**
 * One chunk per locale, fetched only for the locale a page uses: a table of all of them would be ~30 KiB gzip for a
 * reader who needs one. A locale listed in core/locales.ts without its table here is a type error.
 */
const TABLES: Record<Exclude<SupportedLocale, 'en'>, LocaleTable> = {
  ar: () => import('./ar'),
  bn: () => import('./bn'),
  ca: () => import('./ca'),
  cs: () => import('./cs'),
  da: () => import('./da'),
  de: () => import('./de'),
  el: () => import('./el'),
  es: () => import('./es'),
  fa: () => import('./fa'),
  fi: () => import('./fi'),
  fr: () => import('./fr'),
  he: () => import('./he'),
  hi: () => import('./hi'),
  hu: () => import('./hu'),
  id: () => import('./id'),
  it: () => import('./it'),
  ja: () => import('./ja'),
  ko: () => import('./ko'),
  nb: () => import('./nb'),
  nl: () => import('./nl'),
  pl: () => import('./pl'),
  'pt-BR': () => import('./pt-BR'),
  ro: () => import('./ro'),
  ru: () => import('./ru'),
  sv: () => import('./sv'),
  th: () => import('./th'),
  tr: () => import('./tr'),
  uk: () => import('./uk'),
  ur: () => import('./ur'),
  vi: () => import('./vi'),
  'zh-CN': () => import('./zh-CN'),
  'zh-TW': () => import('./zh-TW'),
};

/** `supportedLocales` (core/supported-locales.ts), read from the tables: the same list, by the tables' type. */
export const builtInLocales: readonly SupportedLocale[] = ['en', ...(Object.keys(TABLES) as SupportedLocale[])];

// English is not here: it is the panel's own defaults (ui/labels.ts). This chunk is loaded beside the panel's, on
// intent, and importing them here would split the first chunk's eager labels into a file of their own.
type Translated = Exclude<SupportedLocale, 'en'>;
const loaded = new Map<Translated, AssistantLabels>();
const loading = new Map<Translated, Promise<AssistantLabels>>();

/**
 * The locale the preset speaks: the host's `locale` prop, else the page's `<html lang>`, each by best match
 * (core/locales.ts), else English. Read when the panel renders, so a router that changes `<html lang>` is followed.
 */
export function pickLocale(prop: unknown): SupportedLocale {
  const page = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return matchLocale(prop, builtInLocales) ?? matchLocale(page, builtInLocales) ?? 'en';
}

/** `rtl` for a right-to-left locale, and for any locale the page chose on a page that is itself right to left. */
export function directionOf(locale: SupportedLocale, pageIsRtl: boolean, fromProp: boolean): 'ltr' | 'rtl' {
  return RTL_LOCALES.has(locale) || (pageIsRtl && !fromProp) ? 'rtl' : 'ltr';
}

/** A translated locale's labels once fetched, else undefined. */
export const loadedLocale = (locale: Translated): AssistantLabels | undefined => loaded.get(locale);

/**
 * Fetches the locale's table once; concurrent calls share the request. A table that cannot be fetched (offline, a
 * deploy replaced the chunk) leaves the panel in English rather than waiting: the failure is not kept, so the next
 * opening tries again.
 */
export function loadLocale(locale: Translated): Promise<AssistantLabels> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(locale);
  if (!pending) {
    pending = TABLES[locale]()
      .then(({ default: labels }) => {
        loaded.set(locale, labels);
        return labels;
      })
      .finally(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}
