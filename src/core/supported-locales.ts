/**
 * The languages the preset speaks (BCP 47): English, built in, and one table per other locale in ui/locales/,
 * fetched on intent. Adding a locale here without its table is a type error in ui/locales/load-locale.ts.
 *
 * A module of its own that no lazy chunk imports: `docs-assistant` exports it, and esbuild keeps a static import of any
 * module a lazy chunk shares with an entry's re-exports, used or not (ARCHITECTURE.md, "PageActions"), which put the
 * locale matching up front. The lazy code takes the same list from ui/locales/load-locale.ts's tables instead.
 */
export const supportedLocales = [
  'en',
  'ar',
  'bn',
  'ca',
  'cs',
  'da',
  'de',
  'el',
  'es',
  'fa',
  'fi',
  'fr',
  'he',
  'hi',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'nb',
  'nl',
  'pl',
  'pt-BR',
  'ro',
  'ru',
  'sv',
  'th',
  'tr',
  'uk',
  'ur',
  'vi',
  'zh-CN',
  'zh-TW',
] as const;

export type SupportedLocale = (typeof supportedLocales)[number];
